/**
 * Foreign parents of Dutch demo companies: Belgian, German, Luxembourg and Cypriot holding
 * companies, some owned by another foreign holding (multi-level chains abroad), each owned in
 * the end by one or two natural persons. Foreign company 1 (Luxembourg) owns the showcase
 * company and is owned by foreign company 0 (Cyprus).
 */
import { FOREIGN_CITIES, FOREIGN_STREETS } from './places.js';
import { adultFrom, foreignPerson, type DemoPerson } from './people.js';
import { belgianEnterpriseNumber, germanVatDigits, luxembourgVatDigits } from './identifiers.js';
import { Rng } from './prng.js';

const STREAM_FOREIGN = 301;

const latest = (a: string, b: string): string => (a > b ? a : b);
/** Foreign company owning the showcase company, and its own parent. */
export const SHOWCASE_PARENT = 1;
export const SHOWCASE_TOP = 0;

export interface ForeignHolder {
  kind: 'foreign' | 'foreign-person';
  /** The foreign company's index, or the person's slot (j) under this company. */
  ref: number;
  percentage: number;
  since: string;
}

export interface ForeignCompany {
  index: number;
  id: string;
  country: string;
  name: string;
  legalForm: string;
  registrationNumber: string;
  vat: string | undefined;
  incorporated: string;
  address: string;
  owners: ForeignHolder[];
  persons: DemoPerson[];
  /** When persons[0] became its director. */
  directorSince: string;
}

const FORMS: Record<string, [string, string][]> = {
  be: [
    ['NV', 'Naamloze vennootschap'],
    ['BV', 'Besloten vennootschap'],
  ],
  de: [
    ['GmbH', 'Gesellschaft mit beschränkter Haftung'],
    ['AG', 'Aktiengesellschaft'],
  ],
  lu: [
    ['S.à r.l.', 'Société à responsabilité limitée'],
    ['S.A.', 'Société anonyme'],
  ],
  cy: [['Ltd', 'Private company limited by shares']],
};

const WORDS = ['Invest', 'Holding', 'Capital', 'Participations', 'Beteiligungen', 'Ventures'];
const NATIONALITIES: readonly (readonly [string, number])[] = [
  ['home', 6],
  ['gb', 1],
  ['ru', 1],
  ['ae', 1],
  ['de', 1],
];

function registration(rng: Rng, country: string): { number: string; vat: string | undefined } {
  switch (country) {
    case 'be': {
      const n = belgianEnterpriseNumber(rng);
      return { number: `${n.slice(0, 4)}.${n.slice(4, 7)}.${n.slice(7)}`, vat: `BE${n}` };
    }
    case 'de':
      return { number: `HRB ${rng.int(10_000, 199_999)}`, vat: `DE${germanVatDigits(rng)}` };
    case 'lu':
      return { number: `B${rng.int(100_000, 289_999)}`, vat: `LU${luxembourgVatDigits(rng)}` };
    default:
      // Cyprus: registration only; a VAT number is left out rather than made up unchecked.
      return { number: `HE ${rng.int(100_000, 459_999)}`, vat: undefined };
  }
}

/** How many foreign group companies a dataset of `companies` Dutch companies has. */
export const foreignCount = (companies: number): number => Math.max(8, Math.ceil(companies / 25));

export function foreignCompany(seed: number, f: number): ForeignCompany {
  const rng = new Rng(seed, STREAM_FOREIGN, f);
  const country =
    f === SHOWCASE_TOP
      ? 'cy'
      : f === SHOWCASE_PARENT
        ? 'lu'
        : rng.weighted<string>([
            ['be', 3],
            ['de', 3],
            ['lu', 2],
            ['cy', 2],
          ]);
  const [short, legalForm] = rng.pick(FORMS[country] ?? [['Ltd', 'Limited']]);
  const { number, vat } = registration(rng, country);
  const [city, postcode] = rng.pick(FOREIGN_CITIES[country] ?? [['', '']]);
  const street = rng.pick(FOREIGN_STREETS[country] ?? ['']);
  const address =
    country === 'de' || country === 'be'
      ? `${street} ${rng.int(1, 180)}, ${postcode} ${city}`
      : `${rng.int(1, 180)} ${street}, ${postcode} ${city}`;
  const incorporated = rng.date('1985-01-01', '2018-12-31');

  const nationality = (): string => {
    const pick = rng.weighted(NATIONALITIES);
    return pick === 'home' ? country : pick;
  };
  // The showcase's ultimate owner has a fixed, unremarkable nationality.
  const people = [
    foreignPerson(seed, f, 0, f === SHOWCASE_TOP ? 'be' : nationality()),
    foreignPerson(seed, f, 1, nationality()),
  ];
  const owners: ForeignHolder[] = [];
  // Ownership starts after incorporation, and when a person owns, after their 21st birthday;
  // when a company owns, after it was incorporated itself.
  const since = (person?: DemoPerson): string => {
    const adult = person ? adultFrom(person) : '';
    return rng.date(adult > incorporated ? adult : incorporated, '2024-12-31');
  };
  const sinceOwnedBy = (owner: number): string => {
    const owned = foreignCompany(seed, owner).incorporated;
    return rng.date(latest(incorporated, owned), '2024-12-31');
  };
  if (f === SHOWCASE_PARENT) {
    owners.push({
      kind: 'foreign',
      ref: SHOWCASE_TOP,
      percentage: 100,
      since: sinceOwnedBy(SHOWCASE_TOP),
    });
  } else if (f === SHOWCASE_TOP) {
    owners.push({ kind: 'foreign-person', ref: 0, percentage: 100, since: since(people[0]) });
  } else if (f > 2 && rng.chance(0.3)) {
    // Owned by an earlier foreign holding: chains of two or more levels abroad.
    const owner = rng.int(0, f - 1);
    owners.push({ kind: 'foreign', ref: owner, percentage: 100, since: sinceOwnedBy(owner) });
  } else if (rng.chance(0.6)) {
    owners.push({ kind: 'foreign-person', ref: 0, percentage: 100, since: since(people[0]) });
  } else {
    const major = rng.pick([50, 60, 70]);
    owners.push({ kind: 'foreign-person', ref: 0, percentage: major, since: since(people[0]) });
    owners.push({
      kind: 'foreign-person',
      ref: 1,
      percentage: 100 - major,
      since: since(people[1]),
    });
  }
  const usedPersons = owners.some((o) => o.kind === 'foreign-person' && o.ref === 1) ? 2 : 1;
  const surname = people[0]?.surname.name ?? 'Demo';
  const name =
    country === 'cy' ? `${surname} Holdings ${short}` : `${surname} ${rng.pick(WORDS)} ${short}`;
  return {
    index: f,
    id: `demo-fco-${f}`,
    country,
    name,
    legalForm,
    registrationNumber: number,
    vat,
    incorporated,
    address,
    owners,
    persons: people.slice(0, usedPersons),
    directorSince: latest(incorporated, people[0] ? adultFrom(people[0]) : ''),
  };
}
