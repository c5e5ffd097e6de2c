/**
 * The fictitious screening list (sanctions.ftm.json): sanctioned, politically exposed,
 * debarred, disqualified and convicted persons and companies of a "Fictitious Sanctions
 * Authority". Some entries are tied to demo directors, shareholders (UBOs), companies and
 * foreign parents, under the same or a slightly varied name and the same date of birth, so
 * that compliance checks on demo companies have real hits; the rest are unrelated.
 */
import { personOfSlot, personSlot, SHOWCASE_COMPANY } from './companies.js';
import { companyPlan } from './company-plan.js';
import { entityLine, personEntity } from './company-data.js';
import type { DemoContext } from './context.js';
import { foreignCompany, SHOWCASE_TOP } from './foreign.js';
import { dutchDocumentNumber, kvkOf } from './identifiers.js';
import { FOREIGN_NAMES, fullSurname, SURNAMES } from './names.js';
import { dutchPerson, foreignPerson, type DemoPerson } from './people.js';
import { CITIES } from './places.js';
import { Rng } from './prng.js';
import type { FileWriter } from './writers.js';

export const SANCTIONS_DATASET = 'demo-sanctions';
export const AUTHORITY = 'Fictitious Sanctions Authority';
const STREAM_ENTRY = 701;

const PROGRAMS = [
  'FSA-TERR Counter-terrorism (fictitious programme)',
  'FSA-CORR Misappropriation of state funds (fictitious programme)',
  'FSA-PROL Non-proliferation (fictitious programme)',
  'FSA-CYBR Cyber attacks (fictitious programme)',
  'FSA-HRTS Human rights violations (fictitious programme)',
];
const DUTCH_POSITIONS = [
  'Wethouder van {city} (fictitious position)',
  'Lid van de gemeenteraad van {city} (fictitious position)',
  'Lid van Provinciale Staten van {province} (fictitious position)',
  'Lid van de Tweede Kamer der Staten-Generaal (fictitious position)',
  'Directeur van een staatsdeelneming (fictitious position)',
];
const FOREIGN_POSITIONS = [
  'Member of parliament (fictitious position)',
  'Deputy minister (fictitious position)',
  'Head of a state-owned enterprise (fictitious position)',
  'Ambassador (fictitious position)',
];

type Weights = readonly (readonly [string, number])[];
const COMPANY_TOPICS: Weights = [
  ['sanction', 45],
  ['debarment', 25],
  ['crime.fin', 25],
  ['reg.warn', 5],
];
// Directors (and unrelated persons) may be disqualified; shareholders are not directors.
const DIRECTOR_TOPICS: Weights = [
  ['sanction', 20],
  ['role.pep', 25],
  ['role.rca', 10],
  ['crime.fin', 15],
  ['debarment', 5],
  ['corp.disqual', 25],
];
const OWNER_TOPICS: Weights = [
  ['sanction', 40],
  ['role.pep', 25],
  ['role.rca', 10],
  ['crime.fin', 20],
  ['debarment', 5],
];
/** Topics that come with a Sanction entity (a measure with a programme and dates). */
const MEASURES: Record<string, string | undefined> = {
  debarment: 'FSA-PROC Exclusion from public procurement (fictitious programme)',
  'corp.disqual': 'FSA-DISQ Disqualification from acting as a director (fictitious programme)',
};

/** Who an entry is tied to, for the tests and the README. */
export interface ListedEntry {
  id: string;
  topic: string;
  /** The demo entity the entry is about, if it is tied to one. */
  tiedTo?: string;
  name: string;
  birthDate?: string;
  previous?: boolean;
}

type Target =
  | { kind: 'person'; person: DemoPerson; role: 'director' | 'ubo' | 'foreign-ubo' | 'unrelated' }
  | { kind: 'company'; id: string; name: string; country: string; registration?: string };

/** How many entries are tied to demo entities. */
export const tiedCount = (ctx: DemoContext): number =>
  Math.min(
    Math.floor(ctx.options.entities / 2),
    Math.max(4, Math.round(ctx.options.companies * 0.08)),
  );

function findUbo(ctx: DemoContext, rng: Rng): DemoPerson | undefined {
  const n = ctx.options.companies;
  const start = rng.int(0, n - 1);
  for (let step = 0; step < Math.min(n, 60); step++) {
    const plan = companyPlan(ctx.seed, (start + step) % n, n, ctx.foreignTotal);
    const owner = plan.owners.find((o) => o.kind === 'person' && o.percentage > 25);
    if (owner) return personOfSlot(ctx.seed, owner.ref);
  }
  return undefined;
}

function director(ctx: DemoContext, rng: Rng): DemoPerson {
  const n = ctx.options.companies;
  const plan = companyPlan(ctx.seed, rng.int(0, n - 1), n, ctx.foreignTotal);
  const persons = plan.directors.filter((d) => d.kind === 'person');
  const chosen = persons.length > 0 ? rng.pick(persons).ref : personSlot(plan.base.index, 0);
  return personOfSlot(ctx.seed, chosen);
}

function target(ctx: DemoContext, i: number, rng: Rng): Target {
  if (i === 0) {
    const top = foreignCompany(ctx.seed, SHOWCASE_TOP);
    const person = top.persons[0];
    if (person) return { kind: 'person', person, role: 'foreign-ubo' };
  }
  if (i === 1)
    return { kind: 'person', person: dutchPerson(ctx.seed, SHOWCASE_COMPANY, 1), role: 'director' };
  const kind = rng.weighted<string>([
    ['director', 40],
    ['ubo', 30],
    ['company', 15],
    ['foreign', 10],
    ['foreign-ubo', 5],
  ]);
  if (kind === 'ubo') {
    const person = findUbo(ctx, rng);
    if (person) return { kind: 'person', person, role: 'ubo' };
  }
  if (kind === 'company') {
    // Not the showcase company: its KvK number should find the company alone.
    const plan = companyPlan(
      ctx.seed,
      rng.int(1, ctx.options.companies - 1),
      ctx.options.companies,
      ctx.foreignTotal,
    );
    return {
      kind: 'company',
      id: plan.base.id,
      name: plan.base.name,
      country: 'nl',
      registration: kvkOf(plan.base.index),
    };
  }
  if (kind === 'foreign' || kind === 'foreign-ubo') {
    const f = foreignCompany(ctx.seed, rng.int(0, ctx.foreignTotal - 1));
    const owner = f.owners.find((o) => o.kind === 'foreign-person');
    const person = owner ? f.persons[owner.ref] : undefined;
    if (kind === 'foreign-ubo' && person) return { kind: 'person', person, role: 'foreign-ubo' };
    return {
      kind: 'company',
      id: f.id,
      name: f.name,
      country: f.country,
      registration: f.registrationNumber,
    };
  }
  return { kind: 'person', person: director(ctx, rng), role: 'director' };
}

interface ListedName {
  name: string;
  firstName: string;
  lastName: string;
}

/** The name as the list writes it: the same, or slightly varied as lists do. */
function listedName(rng: Rng, p: DemoPerson, exact: boolean): ListedName {
  const surname = fullSurname(p.surname);
  const plain = { name: `${p.firstName} ${surname}`, firstName: p.firstName, lastName: surname };
  if (exact) return plain;
  switch (rng.int(0, 3)) {
    case 0:
      return { ...plain, name: `${p.firstName.charAt(0)}. ${surname}`, firstName: '' };
    case 1:
      return { ...plain, name: `${surname.toUpperCase()} ${p.firstName}` };
    case 2: {
      // Two neighbouring letters of the surname swapped: a typing error.
      const name = p.surname.name;
      if (name.length < 4) return plain;
      const at = rng.int(1, name.length - 2);
      const typo = `${name.slice(0, at)}${name.charAt(at + 1)}${name.charAt(at)}${name.slice(at + 2)}`;
      const lastName = p.surname.prefix ? `${p.surname.prefix} ${typo}` : typo;
      return { name: `${p.firstName} ${lastName}`, firstName: p.firstName, lastName };
    }
    default: {
      if (!p.surname.prefix) return plain;
      const glued = `${p.surname.prefix.replace(/[\s']+/g, '')}${p.surname.name.replace(/[\s']+/g, '').toLowerCase()}`;
      const lastName = `${glued.charAt(0).toUpperCase()}${glued.slice(1)}`;
      return { name: `${p.firstName} ${lastName}`, firstName: p.firstName, lastName };
    }
  }
}

function unrelated(ctx: DemoContext, i: number, rng: Rng): Target {
  const country = rng.pick(['nl', 'nl', ...Object.keys(FOREIGN_NAMES)]);
  if (rng.chance(0.75)) {
    // Persons past the demo's own: the same name pools, but nobody in the register.
    const person =
      country === 'nl'
        ? dutchPerson(ctx.seed, ctx.options.companies + i, 0)
        : foreignPerson(ctx.seed, ctx.foreignTotal + i, 0, country);
    return { kind: 'person', person, role: 'unrelated' };
  }
  const word =
    country === 'nl' ? rng.pick(SURNAMES).name : rng.pick(FOREIGN_NAMES[country]?.last ?? ['Demo']);
  const suffix = SUFFIXES[country] ?? 'Ltd';
  return { kind: 'company', id: '', name: `${word} ${rng.pick(TRADES)} ${suffix}`, country };
}

const TRADES = ['Trading', 'Shipping', 'Logistics', 'Investments', 'Minerals', 'Technologies'];
const SUFFIXES: Record<string, string> = {
  nl: 'B.V.',
  gb: 'Ltd',
  ae: 'FZE',
  ru: 'OOO',
  cy: 'Ltd',
  de: 'GmbH',
  be: 'BV',
  lu: 'S.A.',
};

function topicOf(subject: Target, i: number, rng: Rng): string {
  if (i === 0) return 'sanction';
  if (i === 1) return 'role.pep';
  if (subject.kind === 'company') return rng.weighted(COMPANY_TOPICS);
  return rng.weighted(
    subject.role === 'director' || subject.role === 'unrelated' ? DIRECTOR_TOPICS : OWNER_TOPICS,
  );
}

/** A passport number: Dutch ones in the Dutch form, others two letters and seven digits. */
function passportNumber(rng: Rng, country: string): string {
  if (country === 'nl') return dutchDocumentNumber(rng);
  const letter = () => String.fromCharCode(65 + rng.int(0, 25));
  return `${letter()}${letter()}${rng.int(1_000_000, 9_999_999)}`;
}

function writePerson(
  out: FileWriter,
  rng: Rng,
  id: string,
  p: DemoPerson,
  topic: string,
  exact: boolean,
  tied: boolean,
): string {
  const city = rng.pick(CITIES);
  const position =
    topic === 'role.pep'
      ? rng
          .pick(p.nationality === 'nl' ? DUTCH_POSITIONS : FOREIGN_POSITIONS)
          .replace('{city}', city.name)
          .replace('{province}', city.province)
      : topic === 'role.rca'
        ? 'Close associate of a politically exposed person (fictitious)'
        : undefined;
  const listedAs = listedName(rng, p, exact);
  // Lists often know the year of birth only.
  const yearOnly = !exact && rng.chance(0.3);
  const alias = !exact && tied && rng.chance(0.3) ? `${p.firstName} ${fullSurname(p.surname)}` : '';
  out.row(
    personEntity({ ...p, id }, SANCTIONS_DATASET, {
      name: [listedAs.name],
      alias: [alias],
      firstName: [listedAs.firstName],
      secondName: [],
      lastName: [listedAs.lastName],
      birthDate: [yearOnly ? p.birthDate.slice(0, 4) : p.birthDate],
      birthPlace: [],
      topics: [topic],
      position: [position],
      country: [p.nationality],
    }),
  );
  if (topic === 'sanction' && rng.chance(0.5)) {
    const passport = {
      holder: [id],
      number: [passportNumber(rng, p.nationality)],
      type: ['passport'],
      country: [p.nationality],
    };
    out.row(entityLine(`${id}-passport`, 'Passport', passport, SANCTIONS_DATASET));
  }
  return listedAs.name;
}

/** Writes subject `i` of the list with its sanction and documents; returns what it wrote. */
export function writeListEntry(ctx: DemoContext, i: number, out: FileWriter): ListedEntry {
  const rng = new Rng(ctx.seed, STREAM_ENTRY, i);
  const tied = i < tiedCount(ctx);
  const subject = tied ? target(ctx, i, rng) : unrelated(ctx, i, rng);
  const id = `demo-sanc-${i}`;
  const topic = topicOf(subject, i, rng);
  // A previous listing ended before the reference date; a current one has no end.
  const previous =
    (topic === 'sanction' || topic === 'corp.disqual') && i !== 0 && rng.chance(0.25);
  const listed = rng.date('2012-01-01', previous ? '2022-12-31' : '2026-06-30');
  const exact = i < 2 || rng.chance(0.5);
  let entry: ListedEntry;
  if (subject.kind === 'person') {
    const p = subject.person;
    const name = writePerson(out, rng, id, p, topic, exact, tied);
    entry = { id, topic, name, birthDate: p.birthDate, ...(tied && { tiedTo: p.id }), previous };
  } else {
    // Lists write company names in capitals, often without the legal form.
    const name = exact
      ? subject.name
      : subject.name.toUpperCase().replace(/\s+(B\.V\.|LTD|GMBH|BV|S\.A\.)$/, '');
    const properties = {
      name: [name],
      registrationNumber: [subject.registration],
      jurisdiction: [subject.country],
      country: [subject.country],
      topics: [topic],
    };
    out.row(entityLine(id, 'Company', properties, SANCTIONS_DATASET));
    entry = { id, topic, name, ...(tied && subject.id && { tiedTo: subject.id }), previous };
  }
  const program = topic === 'sanction' ? rng.pick(PROGRAMS) : MEASURES[topic];
  if (program) {
    const sanction = {
      entity: [id],
      authority: [AUTHORITY],
      program: [program],
      listingDate: [listed],
      startDate: [listed],
      endDate: [previous ? rng.date(listed, '2025-12-31') : undefined],
      reason: ['Fictitious listing for the Veracheck demo'],
    };
    out.row(entityLine(`${id}-sanction`, 'Sanction', sanction, SANCTIONS_DATASET));
  }
  return entry;
}
