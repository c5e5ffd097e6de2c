/**
 * The roles of a UBO entry in the contract's form, and the rule for which directors are senior
 * management (the pseudo-UBOs when nobody holds more than the threshold).
 */

/** A UBO entry's role as the contract has it: start_date is a date-time. */
export interface UboRole {
  id: string;
  /** `owner` (holds shares) or `pseudo_ubo` (senior management standing in for owners). */
  type: 'owner' | 'pseudo_ubo';
  competency: string;
  start_date?: string;
}

/**
 * `60.00 %`, `49.999 %`: a share as the UBO entry writes it, in its roles and its tree (one
 * formatter, so the two never give one share two ways).
 */
export const rolePercentage = (value: number): string => `${shownPercentage(value)} %`;

/** Decimals a percentage is shown with at most: enough to tell 25.001 % from 25 %. */
const MAX_DECIMALS = 6;

/**
 * A percentage with two decimals, or more where two would round it onto a whole number it is
 * not (25.001 % is not 25.00 %: a UBO holds more than 25 %, and must not read as 25).
 */
export function shownPercentage(value: number): string {
  let decimals = 2;
  // (Within 1e-9 a value is the whole number: 60 % × 50 % is 30.000000000000004.)
  while (
    decimals < MAX_DECIMALS &&
    Math.abs(Number(value.toFixed(decimals)) - value) > 1e-9 &&
    Number.isInteger(Number(value.toFixed(decimals)))
  ) {
    decimals++;
  }
  return value.toFixed(decimals);
}

const FULL_DATE = /^\d{4}-\d{2}-\d{2}([T ].+)?$/;

/**
 * The date-time from which all of the given dates have passed (a path holds from its latest link's
 * start), at midnight UTC of the calendar date as written (a time and offset after it are not
 * read: the register names a day). Undefined when one is missing or not a full date: a partial
 * date (`2010`, `2010-05`) is not turned into a made-up day.
 */
export function roleStartDate(dates: readonly (string | undefined)[]): string | undefined {
  let latest: number | undefined;
  for (const date of dates) {
    if (date === undefined || !FULL_DATE.test(date)) return undefined;
    const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
    if (Number.isNaN(time)) return undefined;
    latest = latest === undefined ? time : Math.max(latest, time);
  }
  return latest === undefined ? undefined : new Date(latest).toISOString();
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Not senior management, whatever else the role says: supervisory boards (commissaris, raad van
 * toezicht, supervisory, non-executive, Aufsichtsrat), proxy holders (procuratiehouder,
 * gevolmachtigde, Prokurist, attorney, signatory), silent partners (commanditaire vennoot)
 * and deputies (plaatsvervangend, adjunct, deputy), who manage only when standing in.
 */
const NOT_SENIOR_MANAGING = [
  /commissaris/,
  /toezicht/,
  /supervis/,
  /non[- ]?executive/,
  /aufsichtsrat/,
  /procuratie/,
  /gevolmachtigde/,
  /volmacht/,
  /proxy/,
  /prokur/,
  /procura/,
  /attorney/,
  /signator/,
  /commanditair/,
  /stille vennoot/,
  /(silent|limited) partner/,
  /plaatsvervang/,
  /adjunct/,
  /deputy/,
];

/**
 * Senior management: the statutory board and its equivalents. Dutch: bestuurder (statutair
 * bestuurder, bestuurslid, raad van bestuur), directeur, and the board titles of foundations and
 * associations (voorzitter, secretaris, penningmeester: all of them statutory directors there);
 * the partners of a partnership (vennoot) and the owner of a sole proprietorship (eigenaar).
 * Elsewhere: director, managing ..., CEO / chief executive, chair, president, Geschäftsführer,
 * gérant, administrateur, general manager.
 */
const SENIOR_MANAGING = [
  /bestuur/,
  /directeur/,
  /director/,
  /direktor/,
  /managing/,
  /\bceo\b/,
  /chief executive/,
  /voorzitter/,
  /\bchair/,
  /\bpresident\b/,
  /secretaris/,
  /penningmeester/,
  /vennoot/,
  /eigenaar/,
  /geschaftsfuhr/,
  /\bgerant/,
  /administrateur/,
  /general manager/,
];

/** Whether a directorship role is senior management (see the two lists above). */
export function isSeniorManagingRole(role: string): boolean {
  const folded = fold(role);
  if (NOT_SENIOR_MANAGING.some((re) => re.test(folded))) return false;
  return SENIOR_MANAGING.some((re) => re.test(folded));
}
