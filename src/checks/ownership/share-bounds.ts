/**
 * Shares known only as bands ("75-100%", ">25%"): the least a path or a person holds. A band's
 * lower bound can settle that someone is a UBO (more than 25 % for certain); otherwise the share
 * stays unknown, and its holder a possible UBO.
 */
import { rolePercentage } from './roles.js';
import type { OwnershipPath, PathStep } from './ubo.js';

/** The least share held, in %; `exclusive` when it is more than that rather than at least. */
export interface LowerBound {
  percentage: number;
  exclusive: boolean;
}

/**
 * The lower bound of a path's share when every link has a number or a band: the product of the
 * numbers and the bands' lower bounds. More than that product when a band's bound is "more than"
 * and nothing multiplies it by 0.
 */
export function pathLowerBound(steps: readonly PathStep[]): LowerBound | undefined {
  let share = 1;
  let exclusive = false;
  for (const { percentage, range } of steps) {
    const low = percentage ?? range?.low;
    if (low === undefined || low < 0 || low > 100) return undefined;
    share *= low / 100;
    if (percentage === undefined && range?.lowExclusive) exclusive = true;
  }
  return { percentage: share * 100, exclusive: exclusive && share > 0 };
}

/** The paths of unknown share that run through bands only (each has a lower bound). */
export const boundedPaths = (paths: readonly OwnershipPath[]): OwnershipPath[] =>
  paths.filter((path) => path.atLeast !== undefined);

/**
 * The least a person holds, where some of their paths run through bands: the known share plus
 * the bands' lower bounds. Undefined when no path does.
 */
export function personLowerBound(
  known: number,
  unknownPaths: readonly OwnershipPath[],
): LowerBound | undefined {
  const bounded = boundedPaths(unknownPaths);
  if (bounded.length === 0) return undefined;
  let percentage = known;
  let exclusive = false;
  for (const { atLeast } of bounded) {
    percentage += atLeast?.percentage ?? 0;
    if (atLeast?.exclusive) exclusive = true;
  }
  return { percentage, exclusive };
}

/** Whether a lower bound puts the holder above the threshold for certain (more than 25 %). */
export const isAbove = (bound: LowerBound, threshold: number, tolerance: number): boolean =>
  bound.percentage > threshold + tolerance ||
  (bound.exclusive && bound.percentage >= threshold - tolerance);

/**
 * A banded path's share for a role: the band as the register wrote it, `75-100% (band)`; through
 * companies, the lower bound and the bands, `more than 15.00 % (bands 25-50%)`.
 */
export function bandShown(path: OwnershipPath): string {
  const bands = path.steps.flatMap((step) => (step.range ? [step.range.text] : []));
  if (path.steps.length === 1 && bands.length === 1) return `${bands[0]} (band)`;
  const bound = path.atLeast;
  const least = bound
    ? `${bound.exclusive ? 'more than' : 'at least'} ${rolePercentage(bound.percentage)}`
    : 'unknown';
  return `${least} (bands ${bands.join(', ')})`;
}
