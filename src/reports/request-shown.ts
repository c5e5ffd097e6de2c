/**
 * The request as the report shows it: what the caller asked, each value once, with the caller's
 * `source` beside it.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether two echoed values are the same (strings, or objects of strings such as an address). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A company check's request without what the result repeats: its `ids` (kvk, btw) and its
 * `address` echo the company's number, VAT number and address (request-parameters.ts), and a
 * number shown twice reads as two numbers given. A value that differs is kept.
 */
function withoutRepeats(parameters: Record<string, unknown>): Record<string, unknown> {
  const company = isRecord(parameters.company) ? parameters.company : {};
  const repeats = (key: string, value: unknown): boolean =>
    (key === 'kvk' && same(value, company.chamber_of_commerce_number)) ||
    (key === 'btw' && same(value, company.vat_number));
  // In the request's own order: each value where the caller gave it.
  return Object.fromEntries(
    Object.entries(parameters).flatMap(([key, value]): [string, unknown][] => {
      if (key === 'address') return same(value, company.address) ? [] : [[key, value]];
      if (key !== 'ids' || !isRecord(value)) return [[key, value]];
      const ids = Object.entries(value).filter(([id, number]) => !repeats(id, number));
      return ids.length === 0 ? [] : [[key, Object.fromEntries(ids)]];
    }),
  );
}

/**
 * The request's parameters as shown, with the caller's `source`, its number an identifier (never
 * grouped as an amount: user 1234567, not 1.234.567). The echoed `identifier` is the check's,
 * which the report's header shows already: left out where it is the same.
 */
export function requestShown(
  parameters: object | undefined,
  source: Record<string, unknown> | undefined,
  checkIdentifier?: string,
): Record<string, unknown> | undefined {
  const echoed = isRecord(parameters) ? withoutRepeats(parameters) : undefined;
  const { identifier, ...rest } = echoed ?? {};
  const asked =
    echoed && checkIdentifier !== undefined && identifier === checkIdentifier ? rest : echoed;
  if (!source || Object.keys(source).length === 0) return asked;
  const shown = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [
      key,
      typeof value === 'number' ? String(value) : value,
    ]),
  );
  return { ...asked, source: shown };
}
