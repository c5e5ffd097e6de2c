/**
 * A postcode as compared across countries (a company's registered address against the one
 * given, the company directory's keys): letters and digits only, in capitals.
 */
import { normaliseIdentifier } from './keys.js';
import { plainForms } from '../validators/text-forms.js';

/**
 * Country letters before a postcode of digits ("L-4010", "D 10117", "SE-114 55") or a Dutch one
 * ("NL-1012 AB"). Letters before a postcode whose own letters follow ("SW1A 1AA", "K1A 0B1",
 * "C1425DKF") are its own: dropping them made W1A 2AA and SW1A 2AA one postcode.
 */
const COUNTRY_LETTERS = /^[A-Za-z]{1,2}[-\s]?(?=\d[\d\s-]*$|\d{4}\s?[A-Za-z]{2}$)/;

/** "97232-1234": a ZIP+4, the ZIP code and the four digits of its delivery segment. */
const ZIP_PLUS_FOUR = /^(\d{5})\s*[-\u2010-\u2015\u2212]\s*\d{4}$/;

/**
 * The postcode as compared: without the country letters written before it ("L-4010", "L 4010",
 * "L4010" and "4010" are "4010"; "1020 AA" is "1020AA"), up to case, spaces and dashes
 * ("sw1a1aa" is "SW1A 1AA"); a ZIP+4 as its ZIP code ("97232-1234" is "97232"), as people and
 * registers write the four digits or leave them out for one address. Full-width forms are read
 * as plain ones first, so that "ＮＬ-１０２０ ＡＡ" loses its country letters too.
 */
export const comparablePostcode = (postcode: string): string => {
  const plain = plainForms(postcode).trim();
  const zip = ZIP_PLUS_FOUR.exec(plain)?.[1];
  return normaliseIdentifier(zip ?? plain.replace(COUNTRY_LETTERS, ''));
};
