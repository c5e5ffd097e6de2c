/**
 * The relations of a demo company: its owners and directors. They look back only at the bases
 * of earlier companies, so any company's plan can be made on its own.
 *
 * Group structures: personal holdings under working companies (the Dutch DGA pattern),
 * subsidiaries of holdings of holdings, foreign parents, and in every 500 companies one
 * three-company ownership cycle (companies 1, 2, 3, 501, ...) and one cross-holding (4, 5, ...).
 */
import {
  companyBase,
  isCrossHolder,
  isCycleMember,
  personSlot,
  REFERENCE_DATE,
  SHOWCASE_COMPANY,
  type CompanyBase,
} from './companies.js';
import { foreignCompany, SHOWCASE_PARENT } from './foreign.js';
import { adultFrom, dutchPerson, PERSON_SLOTS, type DemoPerson } from './people.js';
import { Rng } from './prng.js';

const STREAM_RELATIONS = 402;

export type PartyKind = 'person' | 'company' | 'foreign';

/** An owner (share in `percentage`) or a director (with `role`) of a company. */
export interface Party {
  kind: PartyKind;
  /** Person slot, company index or foreign company index. */
  ref: number;
  since: string;
}
export interface Holder extends Party {
  percentage: number;
}
export interface Role extends Party {
  role: string;
  authority: string;
}

export interface CompanyPlan {
  base: CompanyBase;
  owners: Holder[];
  directors: Role[];
}

/**
 * A holding among the 200 companies before k, if any: not dissolved, and incorporated by
 * `until` (the day company k ends, or the reference date), so that it can have held shares.
 */
function findHolding(
  seed: number,
  rng: Rng,
  k: number,
  until: string,
  except: number[] = [],
): number | undefined {
  const start = k - 1 - rng.int(0, 20);
  for (let j = start; j >= Math.max(0, k - 200); j--) {
    if (except.includes(j)) continue;
    const base = companyBase(seed, j);
    if (base.holding && base.status !== 'dissolved' && base.incorporated <= until) return j;
  }
  return undefined;
}

/** Foreign companies tried for a parent before a company goes without one. */
const FOREIGN_TRIES = 50;

/** A foreign group company incorporated by `until`, from a random one on; if any is found. */
function findForeign(seed: number, rng: Rng, total: number, until: string): number | undefined {
  const start = rng.int(0, total - 1);
  for (let i = 0; i < Math.min(total, FOREIGN_TRIES); i++) {
    const f = (start + i) % total;
    if (foreignCompany(seed, f).incorporated <= until) return f;
  }
  return undefined;
}

const latest = (...dates: string[]): string => dates.reduce((a, b) => (a > b ? a : b));

/**
 * A date from the later of `after` (and the person's 21st birthday) to `until`: the company's
 * dissolution date, or the reference date. Callers make sure that `after` is not past `until`.
 */
function startDate(rng: Rng, after: string[], until: string, person?: DemoPerson): string {
  const from = latest(...after, person ? adultFrom(person) : '');
  return from >= until ? until : rng.date(from, until);
}

const SPLITS: readonly (readonly number[])[] = [
  [100],
  [100],
  [50, 50],
  [60, 40],
  [40, 30, 30],
  [70, 20, 10],
  [34, 33, 33],
];

/** Owners and directors of company k. */
export function companyPlan(
  seed: number,
  k: number,
  count: number,
  foreignTotal: number,
): CompanyPlan {
  const base = companyBase(seed, k);
  const rng = new Rng(seed, STREAM_RELATIONS, k);
  // Nothing starts after the company ended: its relations are those it had until then.
  const until = base.dissolved ?? REFERENCE_DATE;
  const owners: Holder[] = [];
  const directors: Role[] = [];
  const own = (j: number) => dutchPerson(seed, k, j);
  const personHolder = (j: number, percentage: number) =>
    owners.push({
      kind: 'person',
      ref: personSlot(k, j),
      percentage,
      since: startDate(rng, [base.incorporated], until, own(j)),
    });
  const companyHolder = (j: number, percentage: number) =>
    owners.push({
      kind: 'company',
      ref: j,
      percentage,
      since: startDate(rng, [base.incorporated, companyBase(seed, j).incorporated], until),
    });
  const director = (j: number, role: string, authority = 'Zelfstandig bevoegd', since?: string) =>
    directors.push({
      kind: 'person',
      ref: personSlot(k, j),
      role,
      authority,
      since: since ?? startDate(rng, [base.incorporated], until, own(j)),
    });

  const cycleStart = k - (k % 500) + 1;
  if (k === SHOWCASE_COMPANY) {
    owners.push({
      kind: 'foreign',
      ref: SHOWCASE_PARENT,
      percentage: 100,
      since: startDate(
        rng,
        [base.incorporated, '2010-01-01', foreignCompany(seed, SHOWCASE_PARENT).incorporated],
        until,
      ),
    });
  } else if (isCycleMember(k) && cycleStart + 2 < count) {
    // 1 is owned by 3, 2 by 1, 3 by 2: a ring of minority holdings; persons hold the rest.
    const m = k - cycleStart;
    const share = [30, 35, 40][m] ?? 30;
    companyHolder(cycleStart + ((m + 2) % 3), share);
    personHolder(0, 100 - share);
  } else if (isCrossHolder(k) && cycleStart + 4 < count) {
    companyHolder(k % 500 === 4 ? k + 1 : k - 1, 20);
    personHolder(0, 80);
  } else if (base.form === 'V.O.F.') {
    const shares = base.persons === 2 ? [50, 50] : [34, 33, 33];
    shares.forEach((share, j) => personHolder(j, share));
  } else if (base.form === 'B.V.' || base.form === 'N.V.') {
    const pattern = rng.weighted<string>(
      base.form === 'N.V.'
        ? [
            ['dispersed', 5],
            ['foreign', 3],
            ['holding', 2],
          ]
        : base.holding
          ? [
              ['persons', 60],
              ['holding', 25],
              ['foreign', 15],
            ]
          : [
              ['persons', 40],
              ['holding', 35],
              ['personal-holdings', 13],
              ['foreign', 12],
            ],
    );
    const first =
      pattern === 'holding' || pattern === 'personal-holdings'
        ? findHolding(seed, rng, k, until)
        : undefined;
    // A foreign parent existed before it held shares, and before the company ended.
    const f =
      pattern === 'foreign' || pattern === 'dispersed'
        ? findForeign(seed, rng, foreignTotal, until)
        : undefined;
    const foreignSince = (): string =>
      startDate(rng, [base.incorporated, foreignCompany(seed, f ?? 0).incorporated], until);
    if (pattern === 'foreign' && f !== undefined) {
      const share = rng.chance(0.7) ? 100 : rng.int(51, 90);
      owners.push({ kind: 'foreign', ref: f, percentage: share, since: foreignSince() });
      if (share < 100) personHolder(0, 100 - share);
    } else if (pattern === 'dispersed' && f !== undefined) {
      // A listed company: no one above 25 %; the pseudo-UBOs are its directors.
      owners.push({ kind: 'foreign', ref: f, percentage: rng.int(5, 20), since: foreignSince() });
      if (base.persons > 1) director(1, 'Commissaris', 'Geen bevoegdheid');
    } else if (first !== undefined && pattern === 'personal-holdings') {
      const second = findHolding(seed, rng, k, until, [first]);
      if (second === undefined) companyHolder(first, 100);
      else {
        const split = rng.chance(0.5) ? [50, 50] : [60, 40];
        companyHolder(first, split[0] ?? 50);
        companyHolder(second, split[1] ?? 50);
      }
    } else if (first !== undefined) {
      const share = rng.chance(0.7) ? 100 : rng.int(51, 80);
      companyHolder(first, share);
      if (share < 100) personHolder(0, 100 - share);
    } else {
      const split = rng.pick(SPLITS.filter((s) => s.length <= base.persons));
      split.forEach((share, j) => personHolder(j, share));
    }
    // A parent holding is often the (corporate) director of its subsidiary.
    for (const holder of owners) {
      if (holder.kind === 'company' && holder.percentage >= 50 && rng.chance(0.4)) {
        directors.push({
          kind: 'company',
          ref: holder.ref,
          role: 'Bestuurder',
          authority: 'Zelfstandig bevoegd',
          since: holder.since,
        });
      }
    }
  }

  switch (base.form) {
    case 'Eenmanszaak':
      // The owner is the business: owner from its registration (companies.ts dates it so).
      director(0, 'Eigenaar', 'Zelfstandig bevoegd', base.incorporated);
      break;
    case 'V.O.F.':
      for (let j = 0; j < base.persons; j++) director(j, 'Vennoot');
      break;
    case 'Stichting':
    case 'Coöperatie':
      director(0, 'Voorzitter', 'Gezamenlijk bevoegd');
      for (let j = 1; j < base.persons; j++) {
        director(j, j === 1 ? 'Secretaris' : 'Penningmeester', 'Gezamenlijk bevoegd');
      }
      break;
    default:
      director(0, 'Bestuurder');
  }
  // Every own person has a role; an extra one is a proxy holder.
  for (let j = 0; j < base.persons; j++) {
    const slot = personSlot(k, j);
    const listed = [...owners, ...directors].some((p) => p.kind === 'person' && p.ref === slot);
    if (listed) continue;
    if (j === 1 && (k === SHOWCASE_COMPANY || rng.chance(0.5))) director(j, 'Bestuurder');
    else director(j, 'Gevolmachtigde', 'Beperkt bevoegd');
  }
  // Some persons serve several companies: a director of an earlier company joins this board.
  if (k > 10 && rng.chance(0.08)) {
    const other = rng.int(Math.max(0, k - 300), k - 1);
    const slot = personSlot(other, rng.int(0, companyBase(seed, other).persons - 1));
    const person = dutchPerson(seed, other, slot % PERSON_SLOTS);
    const role = rng.pick(['Bestuurder', 'Commissaris']);
    // Not one who came of age only after the company ended.
    if (adultFrom(person) <= until) {
      directors.push({
        kind: 'person',
        ref: slot,
        role,
        authority: 'Gezamenlijk bevoegd',
        since: startDate(rng, [base.incorporated], until, person),
      });
    }
  }
  return { base, owners, directors };
}
