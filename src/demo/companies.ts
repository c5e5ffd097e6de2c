/**
 * The Dutch companies of the demo register. Company k's base (legal form, name, numbers,
 * status, dates) is regenerated from its index alone, so no table of companies is held; its
 * owners and directors are in company-plan.ts.
 */
import { Rng } from './prng.js';
import { kvkOf, nlVat, rsinOf, soleTraderVatDigits } from './identifiers.js';
import { fullSurname, initialsOf } from './names.js';
import { adultFrom, dutchPerson, PERSON_SLOTS, type DemoPerson } from './people.js';
import {
  COOPERATIVE_ACTIVITIES,
  FOUNDATION_ACTIVITIES,
  OPERATING_ACTIVITIES,
  sbi,
  type SbiActivity,
} from './sbi.js';

const STREAM_COMPANY = 401;
/** The day the demo data describes: dates never pass it. */
export const REFERENCE_DATE = '2026-09-30';
export const SHOWCASE_COMPANY = 0;

export type LegalForm = 'B.V.' | 'N.V.' | 'V.O.F.' | 'Eenmanszaak' | 'Stichting' | 'Coöperatie';
export type CompanyStatus = 'active' | 'inactive' | 'in_liquidation' | 'bankrupt' | 'dissolved';

/** The names the Dutch trade register gives the legal forms. */
export const LEGAL_FORM_NAMES: Record<LegalForm, string> = {
  'B.V.': 'Besloten Vennootschap',
  'N.V.': 'Naamloze Vennootschap',
  'V.O.F.': 'Vennootschap onder firma',
  Eenmanszaak: 'Eenmanszaak',
  Stichting: 'Stichting',
  Coöperatie: 'Coöperatie',
};

export interface CompanyBase {
  index: number;
  id: string;
  kvk: string;
  form: LegalForm;
  /** A holding company: other companies may hang under it. */
  holding: boolean;
  activity: SbiActivity;
  name: string;
  status: CompanyStatus;
  incorporated: string;
  dissolved: string | undefined;
  rsin: string | undefined;
  vat: string | undefined;
  /** How many of its person slots the company uses. */
  persons: number;
}

export const isCycleMember = (k: number): boolean => k % 500 >= 1 && k % 500 <= 3;
export const isCrossHolder = (k: number): boolean => k % 500 === 4 || k % 500 === 5;

const FORMS: readonly (readonly [LegalForm, number])[] = [
  ['B.V.', 52],
  ['Eenmanszaak', 18],
  ['V.O.F.', 8],
  ['Stichting', 9],
  ['N.V.', 3],
  ['Coöperatie', 2],
];
const STATUSES: readonly (readonly [CompanyStatus, number])[] = [
  ['active', 88],
  ['dissolved', 5],
  ['bankrupt', 4],
  ['in_liquidation', 2],
  ['inactive', 1],
];
const NAME_WORDS = `
  Noordkade Zuidpoort Oostwind Westhaven Polderkracht Dijkzicht Lindeboom Molenhoek Duinrand
  Vaartzicht Groenhof Hoogland Kroonwerk Stadspoort Brugwachter Eikenhout Zilverreiger Klaproos
  Waterlelie Horizon Delta Meridiaan Kompas Ankerpunt Vliegwiel Zeemeeuw Heuvelrug Rietland
  Bronsgroen Windkracht Lichtbaken Kiemkracht Spoorzicht Torenvalk Korenbloem Veenhoop
  Zandloper Boegbeeld Sterrenwacht Koppelpunt`
  .trim()
  .split(/\s+/);

const latest = (...dates: string[]): string => dates.reduce((a, b) => (a > b ? a : b));

/** Dutch possessive of a first name: Ruben's, but Johannes'. */
const possessive = (name: string): string => (/[sxz]$/.test(name) ? `${name}'` : `${name}'s`);

/** The base of company k. */
export function companyBase(seed: number, k: number): CompanyBase {
  const rng = new Rng(seed, STREAM_COMPANY, k);
  const special = k === SHOWCASE_COMPANY || isCycleMember(k) || isCrossHolder(k);
  const form: LegalForm = special ? 'B.V.' : rng.weighted(FORMS);
  const holding = !special && (form === 'B.V.' || form === 'N.V.') && rng.chance(0.25);
  const activity = holding
    ? sbi(rng.chance(0.85) ? '6420' : '7010')
    : form === 'Stichting'
      ? rng.pick(FOUNDATION_ACTIVITIES)
      : form === 'Coöperatie'
        ? rng.pick(COOPERATIVE_ACTIVITIES)
        : rng.weighted(OPERATING_ACTIVITIES);
  const status: CompanyStatus = special ? 'active' : rng.weighted(STATUSES);
  // Persons are drawn from streams of their own: known here without disturbing this one.
  const adults = [0, 1, 2].map((j) => adultFrom(dutchPerson(seed, k, j)));
  const incorporated =
    form === 'N.V.'
      ? rng.date('1920-01-01', '2012-12-31')
      : form === 'Eenmanszaak'
        ? // A sole proprietorship is its owner's business: registered once the owner is of age.
          rng.date(latest('1995-01-01', adults[0] ?? ''), '2026-06-30')
        : rng.date('1965-01-01', '2026-06-30');
  // Dissolved only after its persons could have served it: no company is left with a board
  // and owners who all came after its end.
  const dissolved =
    status === 'dissolved' ? rng.date(latest(incorporated, ...adults), REFERENCE_DATE) : undefined;
  const persons =
    k === SHOWCASE_COMPANY
      ? 2
      : form === 'Eenmanszaak'
        ? rng.int(1, 2)
        : form === 'V.O.F.'
          ? rng.int(2, 3)
          : form === 'Coöperatie'
            ? 3
            : form === 'Stichting'
              ? rng.int(2, 3)
              : rng.int(1, 3);
  const founder = dutchPerson(seed, k, 0);
  const partner = dutchPerson(seed, k, 1);
  const word = rng.pick(activity.words);
  const place = rng.pick(NAME_WORDS);
  const surname = fullSurname(founder.surname);
  const capitalised = surname.charAt(0).toUpperCase() + surname.slice(1);
  let name: string;
  switch (form) {
    case 'Eenmanszaak':
      name = rng.chance(0.6)
        ? `${word} ${capitalised}`
        : `${possessive(founder.firstName)} ${word}`;
      break;
    case 'V.O.F.':
      name = rng.chance(0.5)
        ? `${word} ${capitalised} & ${fullSurname(partner.surname)} V.O.F.`
        : `${place} ${word} V.O.F.`;
      break;
    case 'Stichting':
      name = `Stichting ${word} ${place}`;
      break;
    case 'Coöperatie':
      name = `Coöperatie ${place} ${word} U.A.`;
      break;
    default:
      name = holding
        ? rng.chance(0.5)
          ? `${initialsOf(founder.firstName, founder.secondName)} ${surname} ${word} ${form}`
          : `${place} ${word} ${form}`
        : rng.chance(0.5)
          ? `${capitalised} ${word} ${form}`
          : `${place} ${word} ${form}`;
  }
  const hasRsin = form !== 'Eenmanszaak';
  const rsin = hasRsin ? rsinOf(k) : undefined;
  const vatDigits = hasRsin ? rsin : soleTraderVatDigits(k);
  // Foundations without business activity have no btw number.
  const vat =
    form === 'Stichting' && rng.chance(0.6)
      ? undefined
      : nlVat(vatDigits ?? '', rng.chance(0.9) ? 1 : rng.int(2, 4));
  return {
    index: k,
    id: `demo-co-${kvkOf(k)}`,
    kvk: kvkOf(k),
    form,
    holding,
    activity,
    name,
    status,
    incorporated,
    dissolved,
    rsin,
    vat,
    persons,
  };
}

/** The person slots of company k. */
export const personSlot = (k: number, j: number): number => k * PERSON_SLOTS + j;
export const personOfSlot = (seed: number, slot: number): DemoPerson =>
  dutchPerson(seed, Math.floor(slot / PERSON_SLOTS), slot % PERSON_SLOTS);
