/**
 * Writes the address side of the demo data in one pass over the streets: the BAG addresses
 * (bagadres.csv), who lives where (residents), listed telephone numbers, identity documents
 * reported lost, address properties and postcode statistics. Directors and shareholders of
 * demo companies live at the addresses the context gives them, under the same name and date
 * of birth as in the register, so person checks on them find their address.
 */
import { type DemoAddress } from './address-plan.js';
import { companyBase, personOfSlot, REFERENCE_DATE } from './companies.js';
import type { DemoContext } from './context.js';
import { dutchDocumentNumber } from './identifiers.js';
import { dutchName, fullSurname, initialsOf, type Surname } from './names.js';
import { landline, mobile } from './phones.js';
import { PostcodeStatsWriter } from './postcode-stats.js';
import { addDays, Rng } from './prng.js';
import type { CsvValue, CsvWriter } from './writers.js';

const STREAM_HOUSEHOLD = 601;

export interface AddressWriters {
  bag: CsvWriter;
  residents: CsvWriter;
  phones: CsvWriter;
  lostDocuments: CsvWriter;
  properties: CsvWriter;
  postcodeStats: CsvWriter;
}

export interface Resident {
  firstName: string;
  secondName: string;
  surname: Surname;
  gender: 'male' | 'female';
  birthDate: string;
  /** The demo person (director, shareholder) this resident is, if any. */
  personId?: string;
}

/** Examples for the folder's README, collected on the way. */
export interface AddressSamples {
  household?: { address: DemoAddress; residents: Resident[] };
  director?: { address: DemoAddress; resident: Resident };
  lostDocument?: { number: string; type: string; status: string };
  phone?: { number: string; name: string };
}

const BUSINESS_USE: readonly (readonly [RegExp, string])[] = [
  [/^(47|56|96)/, 'winkelfunctie'],
  [/^(01|10|25|41|43|45|52)/, 'industriefunctie'],
  [/^86/, 'gezondheidszorgfunctie'],
  [/^85/, 'onderwijsfunctie'],
  [/^55/, 'logiesfunctie'],
  [/^93/, 'sportfunctie'],
  [/^(88|94)/, 'bijeenkomstfunctie'],
];
const OTHER_USES: readonly (readonly [string, number])[] = [
  ['winkelfunctie', 40],
  ['kantoorfunctie', 35],
  ['industriefunctie', 12],
  ['bijeenkomstfunctie', 5],
  ['overige gebruiksfunctie', 8],
];
const SECTIONS = 'ABCDEGHKLMNPRSTW';
const OWNER_OCCUPIED: readonly (readonly [string, number])[] = [
  ['K', 57],
  ['H', 40],
  ['U', 3],
];
const BUSINESS_OWNERSHIP: readonly (readonly [string, number])[] = [
  ['H', 70],
  ['K', 25],
  ['U', 5],
];
const DOCUMENT_TYPES: readonly (readonly [string, number])[] = [
  ['passport', 50],
  ['identity_card', 45],
  ['drivers_license', 5],
];
const DOCUMENT_STATUSES: readonly (readonly [string, number])[] = [
  ['lost', 60],
  ['stolen', 30],
  ['invalidated', 10],
];

type Row = Record<string, CsvValue>;

const usageOf = (sbiCode: string): string =>
  BUSINESS_USE.find(([pattern]) => pattern.test(sbiCode))?.[1] ?? 'kantoorfunctie';

function household(rng: Rng, known: Resident[]): Resident[] {
  const adult = (surname?: Surname): Resident => {
    const n = dutchName(rng, surname);
    return {
      firstName: n.firstName,
      secondName: '',
      surname: n.surname,
      gender: n.gender,
      birthDate: rng.date('1940-01-01', '2004-12-31'),
    };
  };
  const members = [...known];
  const size =
    known.length > 0
      ? known.length + rng.int(0, 2)
      : rng.weighted([
          [1, 38],
          [2, 33],
          [3, 12],
          [4, 12],
          [5, 5],
        ]);
  if (members.length === 0) members.push(adult());
  const head = members[0];
  if (!head) return members;
  if (members.length < size) members.push(adult(rng.chance(0.4) ? head.surname : undefined));
  // Children are born when the head of the household was 20 to 45, and before 2024.
  const headYear = Number(head.birthDate.slice(0, 4));
  const from = `${headYear + 20}-01-01`;
  const to = headYear + 45 < 2024 ? `${headYear + 45}-12-31` : '2023-12-31';
  while (members.length < size && from <= to) {
    const child = dutchName(rng, head.surname);
    members.push({
      firstName: child.firstName,
      secondName: '',
      surname: child.surname,
      gender: child.gender,
      birthDate: rng.date(from, to),
    });
  }
  return members;
}

const bagRow = (a: DemoAddress): Row => ({
  openbareruimte: a.street,
  huisnummer: a.houseNumber,
  huisletter: a.houseLetter,
  huisnummertoevoeging: a.addition,
  postcode: a.postcode,
  woonplaats: a.city.name,
  gemeente: a.city.municipality,
  provincie: a.city.province,
  object_id: a.objectId,
  object_type: a.objectType,
  nevenadres: a.secondary ? 't' : 'f',
  x: a.x.toFixed(3),
  y: a.y.toFixed(3),
  lon: a.lon.toFixed(6),
  lat: a.lat.toFixed(6),
});

/**
 * Ownership, Kadaster parcel, value and use of an address. An address with an addition is an
 * apartment right (A) on its building's parcel; `apartment` numbers the rights of one building.
 */
function propertiesRow(
  rng: Rng,
  a: DemoAddress,
  street: number,
  apartment: number,
  uses: Set<string>,
): Row {
  const residential = uses.has('woonfunctie');
  const flat = a.addition !== '';
  const section = SECTIONS[street % SECTIONS.length] ?? 'A';
  const parcel = `${a.city.cadastre}0${1 + (street % 9)} ${section} ${100 + ((street * 97 + a.houseNumber) % 9000)}`;
  const [low, spread] = residential ? [150_000, 600_000] : [300_000, 2_500_000];
  const value = low + rng.float() * spread * (0.6 + a.city.weight / 1000);
  return {
    postcode: a.postcode,
    house_number: a.houseNumber,
    addition: `${a.houseLetter}${a.addition}`,
    ownership_code: rng.weighted(residential ? OWNER_OCCUPIED : BUSINESS_OWNERSHIP),
    parceltype_code: flat ? 'A' : 'G',
    parcel: flat ? `${parcel} A ${apartment}` : parcel,
    woz_value: Math.round(value / 1000) * 1000,
    usage: [...uses].sort().join(';'),
  };
}

/** One resident row, and perhaps a listed number and a document reported lost. */
function writeResident(
  out: AddressWriters,
  samples: AddressSamples,
  rng: Rng,
  a: DemoAddress,
  m: Resident,
  r: number,
): void {
  const knownSince = rng.date('1998-01-01', '2026-06-30');
  const since = knownSince < m.birthDate ? m.birthDate : knownSince;
  const recent = addDays(REFERENCE_DATE, -rng.int(0, 400));
  const extra = `${a.houseLetter}${a.addition}`;
  out.residents.add({
    postcode: a.postcode,
    house_number: a.houseNumber,
    addition: extra,
    initials: initialsOf(m.firstName, m.secondName),
    first_name: m.firstName,
    last_name_prefix: m.surname.prefix,
    last_name: m.surname.name,
    date_of_birth: m.birthDate,
    gender: m.gender === 'male' ? 'M' : 'F',
    known_since: since,
    last_seen: recent < since ? since : recent,
  });
  const grownUp = m.birthDate < '2008-01-01';
  // The first resident may have the household's landline listed, others a mobile number.
  if (grownUp && rng.chance(r === 0 ? 0.35 : 0.12)) {
    const number = r === 0 ? landline(a.city, a.index) : mobile(a.index * 8 + r);
    const name =
      r === 0
        ? `${initialsOf(m.firstName)} ${fullSurname(m.surname)}`
        : `${m.firstName} ${fullSurname(m.surname)}`;
    out.phones.add({
      phone_number: number,
      name,
      street: a.street,
      house_number: a.houseNumber,
      addition: extra,
      postcode: a.postcode,
      city: a.city.name,
      country: 'NL',
      kind: r === 0 ? 'landline' : 'mobile',
      listed_since: since,
    });
    samples.phone ??= { number, name };
  }
  if (grownUp && rng.chance(0.015)) {
    const type = rng.weighted(DOCUMENT_TYPES);
    const number =
      type === 'drivers_license'
        ? String(rng.int(4_000_000_000, 5_999_999_999))
        : dutchDocumentNumber(rng);
    const status = rng.weighted(DOCUMENT_STATUSES);
    const reported = rng.date('2019-01-01', REFERENCE_DATE);
    out.lostDocuments.add({ type, country: 'NL', number, reported_on: reported, status });
    samples.lostDocument ??= { number, type, status };
  }
  if (m.personId && !samples.director) samples.director = { address: a, resident: m };
}

/** Writes every address of the plan and what lives there. */
export function writeAddresses(ctx: DemoContext, out: AddressWriters): AddressSamples {
  const samples: AddressSamples = {};
  const stats = new PostcodeStatsWriter(ctx.seed, out.postcodeStats);
  for (let s = 0; s < ctx.plan.streets; s++) {
    let apartment = 0;
    let lastNumber = -1;
    for (const a of ctx.plan.street(s)) {
      apartment = a.houseNumber === lastNumber ? apartment + 1 : 1;
      lastNumber = a.houseNumber;
      out.bag.add(bagRow(a));
      const rng = new Rng(ctx.seed, STREAM_HOUSEHOLD, a.index);
      const business = ctx
        .companiesAt(a.index)
        .map((k) => companyBase(ctx.seed, k))
        .filter((b) => b.form !== 'Eenmanszaak' && b.status !== 'dissolved');
      const known: Resident[] = ctx.personsAt(a.index).map((slot) => {
        const p = personOfSlot(ctx.seed, slot);
        return { ...p, personId: p.id };
      });
      const residential = known.length > 0 || rng.chance(business.length === 0 ? 0.88 : 0.1);
      const uses = new Set<string>();
      if (residential) uses.add('woonfunctie');
      for (const b of business) uses.add(usageOf(b.activity.code));
      if (uses.size === 0) uses.add(rng.weighted(OTHER_USES));
      out.properties.add(propertiesRow(rng, a, s, apartment, uses));
      const members =
        residential && (!a.secondary || known.length > 0) ? household(rng, known) : [];
      members.forEach((m, r) => {
        writeResident(out, samples, rng, a, m, r);
      });
      if (members.length >= 3) samples.household ??= { address: a, residents: members };
      stats.address(a.postcode, members.length);
    }
    stats.endStreet();
  }
  stats.finish();
  return samples;
}
