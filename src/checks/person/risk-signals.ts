/**
 * The address and name risk of person checks: each signal is a code and a reason; the score
 * is the highest code, described by its strongest reason with the others as description_extra.
 */
import type { AddressPropertiesData } from '../../entities/records.js';
import { counted, raise, scoreOf, type RiskCode, type Score } from './risk-codes.js';

/** Residents known at one address from which it is unusual (elevated) or very (high). */
export const RESIDENTS_ELEVATED = 8;
export const RESIDENTS_HIGH = 15;

/** How many persons live at the address, as the answers may tell it (also in backend_data). */
export type ResidentsKnown = '0' | '1-7' | '8-14' | '15+';

/**
 * The residents at an address, told only as far as the address risk needs: none, fewer than
 * RESIDENTS_ELEVATED, or past either threshold. A household's size is no risk signal, and a
 * check confirms what the caller knows without telling who, or how many, live somewhere.
 */
export const residentsKnown = (count: number): ResidentsKnown =>
  count === 0 ? '0' : count < RESIDENTS_ELEVATED ? '1-7' : count < RESIDENTS_HIGH ? '8-14' : '15+';

/** "no persons", "fewer than 8 persons", "8 or more persons", "15 or more persons". */
export function personsKnown(count: number): string {
  const band = residentsKnown(count);
  if (band === '0') return 'no persons';
  if (band === '1-7') return `fewer than ${RESIDENTS_ELEVATED} persons`;
  return `${band === '15+' ? RESIDENTS_HIGH : RESIDENTS_ELEVATED} or more persons`;
}

const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Other persons the organisation checked at the same address within the window. */
export const OTHER_PERSONS_ELEVATED = 3;
export const OTHER_PERSONS_HIGH = 6;
/** Other addresses at which the organisation checked the same person within the window. */
export const OTHER_ADDRESSES_ELEVATED = 2;
export const OTHER_ADDRESSES_HIGH = 4;

/** What is known about the address given; absent fields were not known. */
export interface AddressEvidence {
  given: boolean;
  /** The address given is not Dutch: the Dutch address data cannot judge it. */
  foreign: boolean;
  /** A Dutch postcode (or street and city) and house number could be read. */
  readable: boolean;
  /** The country given, where it reads as no country: neither Dutch nor foreign. */
  countryNotRead?: string;
  /**
   * The address data's verdict, as address_validation gives it: P04 is `not-found`, or
   * `contradicted` where the street and city given are not those of the postcode, or
   * `ambiguous` where a misspelt street is as close to several streets with the number.
   */
  existence?: 'exists' | 'extension-unknown' | 'not-found' | 'contradicted' | 'ambiguous';
  /** The extension given, when the address data has the number without it. */
  extension?: string;
  residents?: number;
  usage?: AddressPropertiesData['usage'];
  otherPersonsChecked?: number;
}

interface Signal {
  code: RiskCode;
  reason: string;
}

function combine(signals: Signal[], fallback: Score): Score {
  if (signals.length === 0) return fallback;
  const ordered = [...signals].sort((a, b) => (a.code < b.code ? 1 : a.code > b.code ? -1 : 0));
  const [strongest, ...rest] = ordered as [Signal, ...Signal[]];
  const code = ordered.reduce<RiskCode>((worst, s) => raise(worst, s.code), 'PRR0');
  return scoreOf(
    code,
    strongest.reason,
    rest.length > 0 ? rest.map((s) => s.reason).join(' ') : undefined,
  );
}

/** PRR0 for an address whose country cannot be read (address_validation P05): not judged. */
export const countryNotReadScore = (country: string): Score =>
  scoreOf(
    'PRR0',
    `The country "${country}" cannot be read: whether the address is Dutch is not known, so it is not judged.`,
  );

const byCount = (count: number, elevated: number, high: number): RiskCode | undefined =>
  count >= high ? 'PRR3' : count >= elevated ? 'PRR2' : undefined;

export function addressRisk(evidence: AddressEvidence, windowDays: number): Score {
  if (!evidence.given) return scoreOf('PRR0', 'No address given.');
  if (evidence.foreign) {
    return scoreOf('PRR0', 'A foreign address: the Dutch address data cannot judge it.');
  }
  if (evidence.countryNotRead !== undefined) return countryNotReadScore(evidence.countryNotRead);
  if (!evidence.readable) {
    return scoreOf('PRR0', 'No Dutch postcode and house number could be read: not judged.');
  }
  const signals: Signal[] = [];
  if (evidence.existence === 'not-found') {
    signals.push({ code: 'PRR3', reason: 'The address does not exist in the address data.' });
  }
  if (evidence.existence === 'contradicted') {
    signals.push({
      code: 'PRR3',
      reason: 'The street and city given are not those of the postcode and house number given.',
    });
  }
  if (evidence.existence === 'ambiguous') {
    signals.push({
      code: 'PRR2',
      reason:
        'The street given is as close to several streets with the number: which address is meant is not known.',
    });
  }
  if (evidence.existence === 'extension-unknown') {
    signals.push({
      code: 'PRR2',
      reason: evidence.extension
        ? `The postcode and house number exist, but not with the extension "${evidence.extension}".`
        : 'The postcode and house number exist only with an extension, and none was given.',
    });
  }
  if (evidence.usage && !evidence.usage.includes('woonfunctie')) {
    signals.push({
      code: 'PRR2',
      reason: `The address is not residential (use: ${evidence.usage.join(', ')}).`,
    });
  }
  const crowded = byCount(evidence.residents ?? 0, RESIDENTS_ELEVATED, RESIDENTS_HIGH);
  if (crowded) {
    signals.push({
      code: crowded,
      reason: `${capitalised(personsKnown(evidence.residents ?? 0))} are known at the address.`,
    });
  }
  const checked = evidence.otherPersonsChecked ?? 0;
  const busy = byCount(checked, OTHER_PERSONS_ELEVATED, OTHER_PERSONS_HIGH);
  if (busy) {
    signals.push({
      code: busy,
      reason: `Your organisation checked ${counted(checked, 'other person', 'other persons')} at this address in the last ${windowDays} days.`,
    });
  }
  const known =
    evidence.existence !== undefined || evidence.residents !== undefined || evidence.usage;
  const fallback = known
    ? scoreOf(
        'PRR1',
        'Nothing unusual known about the address.',
        [
          evidence.existence === 'exists' && 'It exists in the address data.',
          evidence.usage && `Use: ${evidence.usage.join(', ')}.`,
          evidence.residents !== undefined &&
            `${capitalised(personsKnown(evidence.residents))} known there.`,
          `${counted(checked, 'other person', 'other persons')} checked there by your organisation in the last ${windowDays} days.`,
        ]
          .filter(Boolean)
          .join(' '),
      )
    : scoreOf('PRR0', 'No address data, residents or address properties to judge the address.');
  return combine(signals, fallback);
}

export function nameRisk(
  personKey: string | undefined,
  otherAddresses: number | undefined,
  windowDays: number,
): Score {
  if (!personKey || otherAddresses === undefined) {
    return scoreOf('PRR0', 'No family name with date of birth to judge the name by.');
  }
  const code = byCount(otherAddresses, OTHER_ADDRESSES_ELEVATED, OTHER_ADDRESSES_HIGH);
  if (code) {
    return scoreOf(
      code,
      `Your organisation checked this name and date of birth at ${counted(otherAddresses, 'other address', 'other addresses')} in the last ${windowDays} days.`,
    );
  }
  return scoreOf(
    'PRR1',
    `This name and date of birth were checked at ${counted(otherAddresses, 'other address', 'other addresses')} by your organisation in the last ${windowDays} days.`,
  );
}
