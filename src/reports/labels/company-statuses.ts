/**
 * Company statuses inside a sentence (a remark of the company identification, the companies at
 * an address): said with the labels the report gives the status field (company.status), in
 * lower case, so that the sentence and the field name a status alike.
 */
import { COMPANY_STATUS_CODES } from './codes.js';

/** "failliet" for bankrupt; undefined for what is no status code. */
export function statusWord(code: string): string | undefined {
  const label = Object.hasOwn(COMPANY_STATUS_CODES, code) ? COMPANY_STATUS_CODES[code] : undefined;
  return label && `${label.nl.charAt(0).toLowerCase()}${label.nl.slice(1)}`;
}

/**
 * A company as the checks describe it, "Name (12345678, bankrupt)" or "Name (KvK 12345678,
 * dissolved)", with the status in Dutch; the name and the number kept. Only a status that ends
 * a bracket closing the description (before ", ", "; ", ")" or the end) is one: a name's own
 * words are left alone.
 */
export const withStatusesInDutch = (described: string): string =>
  described.replace(
    / \(([^()]*?, )?(inactive|in_liquidation|bankrupt|dissolved)\)(?=, |; |\)|$)/g,
    (all: string, before: string | undefined, status: string) => {
      const word = statusWord(status);
      return word === undefined ? all : ` (${before ?? ''}${word})`;
    },
  );
