import { performance } from 'node:perf_hooks';

/** One result section: computes its part of the result, or undefined when it has nothing. */
export interface SectionModule<Context, Result> {
  /**
   * The import formats (src/sources/formats.ts) of the reference data the section reads:
   * backend_data names the served dataset versions of these formats.
   */
  reads: readonly string[];
  compute(context: Context): Promise<Partial<Result> | undefined>;
  /**
   * Whether this installation has the data the section is made of (screening: any listing
   * imported). Where not, the section does not run and is named under `unavailable`: "nothing
   * found" would claim a search that could not be made.
   */
  available?(context: Context): Promise<boolean>;
  /**
   * Whether the data the section looks in is served. A section that ran and found nothing where
   * it is not is named under `unavailable`, not `not_found`: it could not look (an address with
   * no address data, a country with no country lists). Asked only when nothing was found, so a
   * section may still answer what needs no data (an address that contradicts itself).
   */
  dataServed?(context: Context): boolean | Promise<boolean>;
  /**
   * Whether a part lacks what the section is named for (claims, but no financials record for
   * `financial_info`): it is merged all the same, and the section named under `not_found`, not
   * `returned`, so that backend_data never says a section came back that the answer lacks; under
   * `unavailable` where the data it is named for is not served (`dataServed`).
   */
  withoutOwnData?(part: Partial<Result>): boolean;
}

export type SectionModules<Name extends string, Context, Result> = Partial<
  Record<Name, SectionModule<Context, Result>>
>;

export interface SectionReport {
  requested: string[];
  returned: string[];
  /**
   * Sections the check type calls for that have no data source in this installation, or that
   * found nothing where their data is not served.
   */
  unavailable: string[];
  /** Sections that ran but found nothing to report (for example: company not found). */
  empty: string[];
  timings_ms: Record<string, number>;
}

/** formatsRead's answers by module table and section list: both are constants per check type. */
const formatsMemo = new WeakMap<object, WeakMap<readonly string[], readonly string[]>>();

/**
 * The formats the sections that run read, each once, sorted: the key of their dataset list.
 * The same array for the same modules and section list.
 */
export function formatsRead<Name extends string, Context, Result>(
  requested: readonly Name[],
  modules: SectionModules<Name, Context, Result>,
): readonly string[] {
  let byRequested = formatsMemo.get(modules);
  if (byRequested === undefined) {
    byRequested = new WeakMap();
    formatsMemo.set(modules, byRequested);
  }
  let formats = byRequested.get(requested);
  if (formats === undefined) {
    const found = new Set<string>();
    for (const name of requested)
      for (const format of modules[name]?.reads ?? []) found.add(format);
    formats = Object.freeze([...found].sort());
    byRequested.set(requested, formats);
  }
  return formats;
}

/**
 * Runs the requested sections in order and merges their parts. A section without a module, or
 * without the data it is made of, is reported as unavailable and left out: results never carry
 * invented data.
 */
export async function runSections<Name extends string, Context, Result>(
  requested: readonly Name[],
  modules: SectionModules<Name, Context, Result>,
  context: Context,
): Promise<{ parts: Partial<Result>; report: SectionReport }> {
  const parts: Partial<Result> = {};
  const report: SectionReport = {
    requested: [...requested],
    returned: [],
    unavailable: [],
    empty: [],
    timings_ms: {},
  };
  for (const name of requested) {
    const module = modules[name];
    if (!module || (module.available && !(await module.available(context)))) {
      report.unavailable.push(name);
      continue;
    }
    const started = performance.now();
    const part = await module.compute(context);
    report.timings_ms[name] = Math.round((performance.now() - started) * 1000) / 1000;
    if (part !== undefined) mergePart(parts, part);
    if (part !== undefined && !module.withoutOwnData?.(part)) {
      report.returned.push(name);
      continue;
    }
    const couldLook = module.dataServed === undefined || (await module.dataServed(context));
    (couldLook ? report.empty : report.unavailable).push(name);
  }
  return { parts, report };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Adds a section's part to the result. Several sections fill one object (the company record
 * gets its identity, directors, parents and ubo from four sections), so objects merge.
 */
function mergePart(parts: Record<string, unknown>, part: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(part)) {
    const existing = parts[key];
    parts[key] =
      isPlainObject(existing) && isPlainObject(value) ? { ...existing, ...value } : value;
  }
}
