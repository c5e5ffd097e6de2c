import type { Registry } from '../registry/registry.js';

/**
 * `dataServed` of the section modules (pipeline.ts): whether the data a section looks in is
 * served, so that finding nothing where it is not reads "unavailable", not "not found".
 */
interface WithRegistry {
  registry: Registry;
}

/** Any of these import formats has a served dataset. */
export const anyFormatServed =
  (...formats: readonly string[]) =>
  (context: WithRegistry): boolean =>
    formats.some((format) => context.registry.servesFormat(format));

/**
 * Register companies are served (a section about the company found needs one to be found) and,
 * where formats are named, any of them.
 */
export const companyDataServed =
  (...formats: readonly string[]) =>
  async (context: WithRegistry): Promise<boolean> =>
    (formats.length === 0 || anyFormatServed(...formats)(context)) &&
    (await context.registry.knowsCompanies());
