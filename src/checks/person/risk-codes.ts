import { POSTCODE_RISK_CODES } from '../../entities/records.js';

/** PRR0 no data, PRR1 low, PRR2 elevated, PRR3 high (DESIGN.md). */
export type RiskCode = (typeof POSTCODE_RISK_CODES)[number];

export interface Score {
  code: RiskCode;
  description: string;
  description_extra?: string;
}

/** The higher of two codes: a signal can raise a risk, never lower it. */
export const raise = (current: RiskCode, to: RiskCode): RiskCode =>
  POSTCODE_RISK_CODES.indexOf(to) > POSTCODE_RISK_CODES.indexOf(current) ? to : current;

export const scoreOf = (code: RiskCode, description: string, extra?: string): Score =>
  extra === undefined ? { code, description } : { code, description, description_extra: extra };

/** "1 other address", "3 other addresses": a count with its noun in the right number. */
export const counted = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;
