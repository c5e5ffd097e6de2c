/**
 * Writes the demo register: FtM entities of companies, their addresses, directors, owners and
 * foreign parents (entities.ftm.json), and per company the rows of financials, claims and
 * balance sheets, and its telephone directory entry.
 */
import type { Entity } from '../entities/entity.js';
import { fullAddress, type DemoAddress } from './address-plan.js';
import { companyBase, LEGAL_FORM_NAMES, personOfSlot, personSlot } from './companies.js';
import { companyPlan, type CompanyPlan } from './company-plan.js';
import { FICTITIOUS, type DemoContext } from './context.js';
import { balanceSheetRows, claimRows, financialsRow } from './finance.js';
import { foreignCompany, type ForeignCompany } from './foreign.js';
import { kvkOf } from './identifiers.js';
import { fullSurname } from './names.js';
import { personName, type DemoPerson } from './people.js';
import { landline } from './phones.js';
import type { CsvWriter, FileWriter } from './writers.js';

export const ENTITIES_DATASET = 'demo-entities';

export interface CompanyWriters {
  entities: FileWriter;
  financials: CsvWriter;
  claims: CsvWriter;
  balanceSheet: CsvWriter;
  phones: CsvWriter;
}

type Properties = Record<string, (string | undefined)[]>;

/** An FtM entity line; empty and undefined values are left out. */
export function entityLine(
  id: string,
  schema: Entity['schema'],
  properties: Properties,
  dataset: string,
): string {
  const clean: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(properties)) {
    const kept = values.filter((v): v is string => v !== undefined && v !== '');
    if (kept.length > 0) clean[name] = kept;
  }
  clean.notes = [FICTITIOUS];
  return `${JSON.stringify({ id, schema, properties: clean, datasets: [dataset] })}\n`;
}

/** Lower-case letters and digits joined by hyphens: a web name. */
const slug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(b\.?v\.?|n\.?v\.?|v\.?o\.?f\.?|u\.?a\.?)(?=\s|$)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The lastName values of a person: with the prefix, and the bare name registers sort by. */
const lastNames = (p: DemoPerson): string[] =>
  p.surname.prefix ? [fullSurname(p.surname), p.surname.name] : [p.surname.name];

export function personEntity(p: DemoPerson, dataset: string, extra: Properties = {}): string {
  return entityLine(
    p.id,
    'Person',
    {
      name: [personName(p)],
      firstName: [p.firstName],
      secondName: [p.secondName],
      lastName: lastNames(p),
      birthDate: [p.birthDate],
      birthPlace: [p.birthPlace],
      nationality: [p.nationality],
      gender: [p.gender],
      ...extra,
    },
    dataset,
  );
}

function addressEntity(id: string, a: DemoAddress): string {
  return entityLine(
    id,
    'Address',
    {
      full: [fullAddress(a)],
      street: [a.street],
      houseNumber: [`${a.houseNumber}${a.houseLetter}${a.addition ? `-${a.addition}` : ''}`],
      postalCode: [a.postcode],
      city: [a.city.name],
      region: [a.city.province],
      country: ['nl'],
      latitude: [a.lat.toFixed(6)],
      longitude: [a.lon.toFixed(6)],
    },
    ENTITIES_DATASET,
  );
}

const partyId = (ctx: DemoContext, kind: 'person' | 'company' | 'foreign', ref: number): string =>
  kind === 'person'
    ? personOfSlot(ctx.seed, ref).id
    : kind === 'company'
      ? `demo-co-${kvkOf(ref)}`
      : `demo-fco-${ref}`;

/** Writes company k with its address, own persons, directorships, ownerships and records. */
export function writeCompany(ctx: DemoContext, k: number, out: CompanyWriters): CompanyPlan {
  const plan = companyPlan(ctx.seed, k, ctx.options.companies, ctx.foreignTotal);
  const { base } = plan;
  const address = ctx.companyAddress(k);
  const addressId = `demo-addr-${base.kvk}`;
  const web = slug(base.name);
  const phone = landline(address.city, ctx.options.addresses + k);
  out.entities.row(addressEntity(addressId, address));
  out.entities.row(
    entityLine(
      base.id,
      'Company',
      {
        name: [base.name],
        legalForm: [LEGAL_FORM_NAMES[base.form]],
        registrationNumber: [base.kvk],
        taxNumber: [base.rsin],
        vatCode: [base.vat],
        status: [base.status],
        incorporationDate: [base.incorporated],
        dissolutionDate: [base.dissolved],
        classification: [base.activity.code],
        sector: [base.activity.description],
        jurisdiction: ['nl'],
        country: ['nl'],
        address: [fullAddress(address)],
        addressEntity: [addressId],
        phone: [phone],
        email: [`info@${web}.example`],
        website: [`https://www.${web}.example`],
      },
      ENTITIES_DATASET,
    ),
  );
  for (let j = 0; j < base.persons; j++) {
    out.entities.row(personEntity(personOfSlot(ctx.seed, personSlot(k, j)), ENTITIES_DATASET));
  }
  plan.directors.forEach((d, i) => {
    out.entities.row(
      entityLine(
        `demo-dir-${base.kvk}-${i}`,
        'Directorship',
        {
          director: [partyId(ctx, d.kind, d.ref)],
          organization: [base.id],
          role: [d.role],
          startDate: [d.since],
          summary: [d.authority],
        },
        ENTITIES_DATASET,
      ),
    );
  });
  plan.owners.forEach((o, i) => {
    out.entities.row(
      entityLine(
        `demo-own-${base.kvk}-${i}`,
        'Ownership',
        {
          owner: [partyId(ctx, o.kind, o.ref)],
          asset: [base.id],
          percentage: [String(o.percentage)],
          startDate: [o.since],
          role: ['Aandeelhouder'],
          ownershipType: ['shares'],
        },
        ENTITIES_DATASET,
      ),
    );
  });

  if (k % 13 !== 7) out.financials.add(financialsRow(ctx.seed, base));
  for (const row of claimRows(ctx.seed, base)) out.claims.add(row);
  const parentHolder = plan.owners.find((o) => o.kind === 'company' && o.percentage >= 50);
  const parent = parentHolder === undefined ? undefined : companyBase(ctx.seed, parentHolder.ref);
  for (const row of balanceSheetRows(ctx.seed, base, parent)) out.balanceSheet.add(row);
  if (base.status !== 'dissolved') {
    out.phones.add({
      phone_number: phone,
      name: base.name,
      street: address.street,
      house_number: address.houseNumber,
      addition: `${address.houseLetter}${address.addition}`,
      postcode: address.postcode,
      city: address.city.name,
      country: 'NL',
      kind: 'landline',
      listed_since: base.incorporated > '1990-01-01' ? base.incorporated : '1990-01-01',
    });
  }
  return plan;
}

/** Writes foreign group company f with its owners and its first person as director. */
export function writeForeignCompany(ctx: DemoContext, f: number, out: FileWriter): ForeignCompany {
  const company = foreignCompany(ctx.seed, f);
  out.row(
    entityLine(
      company.id,
      'Company',
      {
        name: [company.name],
        legalForm: [company.legalForm],
        registrationNumber: [company.registrationNumber],
        vatCode: [company.vat],
        incorporationDate: [company.incorporated],
        jurisdiction: [company.country],
        country: [company.country],
        address: [company.address],
        status: ['active'],
      },
      ENTITIES_DATASET,
    ),
  );
  for (const person of company.persons) {
    out.row(personEntity(person, ENTITIES_DATASET, { country: [person.nationality] }));
  }
  company.owners.forEach((o, i) => {
    const owner = o.kind === 'foreign' ? `demo-fco-${o.ref}` : company.persons[o.ref]?.id;
    out.row(
      entityLine(
        `demo-own-${company.id}-${i}`,
        'Ownership',
        {
          owner: [owner],
          asset: [company.id],
          percentage: [String(o.percentage)],
          startDate: [o.since],
          ownershipType: ['shares'],
        },
        ENTITIES_DATASET,
      ),
    );
  });
  const director = company.persons[0];
  if (director) {
    out.row(
      entityLine(
        `demo-dir-${company.id}-0`,
        'Directorship',
        {
          director: [director.id],
          organization: [company.id],
          role: ['Director'],
          startDate: [company.directorSince],
        },
        ENTITIES_DATASET,
      ),
    );
  }
  return company;
}
