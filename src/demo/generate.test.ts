import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import type { AddressRecord, ReferenceRecord } from '../sources/source.js';
import { REFERENCE_DATE } from './companies.js';
import { FICTITIOUS } from './context.js';
import { DEMO_FILES, MANIFEST_FILE, README_FILE } from './files.js';
import { generateDemoData } from './generate.js';
import { CITIES, STREET_NAME_COUNT, streetName } from './places.js';

const OPTIONS = { seed: 3, companies: 600, addresses: 6000, entities: 300 };
let dir: string;
let entities: Entity[];
let listed: Entity[];
let addresses: AddressRecord[];
const records = new Map<string, ReferenceRecord[]>();
const rejected: string[] = [];

/** Reads a generated file through its import format, as `demo load` does. */
async function read(file: { file: string; format: { read(p: string[]): AsyncIterable<unknown> } }) {
  const items: unknown[] = [];
  for await (const event of file.format.read([join(dir, file.file)])) {
    const e = event as { items?: { kind: string }[]; rejected?: string; skipped?: string };
    if (e.items) items.push(...e.items);
    else rejected.push(`${file.file}: ${e.rejected ?? e.skipped ?? '?'}`);
  }
  return items as ({ kind: 'entity'; entity: Entity } & { kind: string } & Record<string, never>)[];
}

function elfproef(digits: string): boolean {
  const weights = [9, 8, 7, 6, 5, 4, 3, 2, -1];
  const sum = weights.reduce((s, w, i) => s + Number(digits.charAt(i)) * w, 0);
  return /^\d{9}$/.test(digits) && sum % 11 === 0;
}

const props = (e: Entity, name: string): string[] => e.properties[name] ?? [];
const one = (e: Entity, name: string): string => props(e, name)[0] ?? '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'veracheck-demo-gen-'));
  generateDemoData(dir, OPTIONS);
  const entityItems = (await read(DEMO_FILES.entities)) as unknown as { entity: Entity }[];
  entities = entityItems.map((i) => i.entity);
  listed = ((await read(DEMO_FILES.sanctions)) as unknown as { entity: Entity }[]).map(
    (i) => i.entity,
  );
  addresses = ((await read(DEMO_FILES.addresses)) as unknown as { address: AddressRecord }[]).map(
    (i) => i.address,
  );
  for (const [key, file] of Object.entries(DEMO_FILES)) {
    if (file.format.name === 'ftm' || file.format.name === 'bag-csv') continue;
    const items = (await read(file)) as unknown as { record: ReferenceRecord }[];
    records.set(
      key,
      items.map((i) => i.record),
    );
  }
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the generated demo folder', () => {
  it('is byte-identical for the same options and differs for another seed', () => {
    const again = mkdtempSync(join(tmpdir(), 'veracheck-demo-gen-'));
    const other = mkdtempSync(join(tmpdir(), 'veracheck-demo-gen-'));
    try {
      generateDemoData(again, OPTIONS);
      generateDemoData(other, { ...OPTIONS, seed: 4 });
      const names = readdirSync(dir).sort();
      expect(readdirSync(again).sort()).toEqual(names);
      for (const name of names) {
        expect(readFileSync(join(again, name)).equals(readFileSync(join(dir, name))), name).toBe(
          true,
        );
      }
      const file = DEMO_FILES.entities.file;
      expect(readFileSync(join(other, file)).equals(readFileSync(join(dir, file)))).toBe(false);
    } finally {
      rmSync(again, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('reads back through the import formats without a rejected or skipped record', () => {
    expect(rejected).toEqual([]);
    expect(addresses).toHaveLength(OPTIONS.addresses);
    for (const key of Object.keys(DEMO_FILES)) {
      if (key !== 'entities' && key !== 'sanctions' && key !== 'addresses') {
        expect(records.get(key)?.length ?? 0, key).toBeGreaterThan(0);
      }
    }
  });

  it('says it is fictitious: in every entity, the dataset names, the README and the manifest', () => {
    for (const e of [...entities, ...listed]) {
      expect(props(e, 'notes')).toEqual([FICTITIOUS]);
      expect(e.datasets?.[0]).toMatch(/^demo-/);
    }
    expect(readFileSync(join(dir, README_FILE), 'utf8')).toContain('FICTITIOUS');
    expect(JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8'))).toMatchObject({
      fictitious: true,
      seed: OPTIONS.seed,
    });
    for (const r of records.get('postcodeStats') ?? []) {
      expect(r.data.description).toBe(FICTITIOUS);
    }
  });
});

describe('demo companies', () => {
  const companies = () =>
    entities.filter((e) => e.schema === 'Company' && e.id.startsWith('demo-co-'));

  it('have unique eight-digit KvK numbers, RSINs and btw numbers that pass the 11-test', () => {
    const list = companies();
    expect(list).toHaveLength(OPTIONS.companies);
    const kvks = list.map((c) => one(c, 'registrationNumber'));
    expect(new Set(kvks).size).toBe(list.length);
    for (const kvk of kvks) expect(kvk).toMatch(/^\d{8}$/);
    let vats = 0;
    for (const c of list) {
      const rsin = one(c, 'taxNumber');
      if (rsin) expect(elfproef(rsin), rsin).toBe(true);
      else expect(one(c, 'legalForm')).toBe('Eenmanszaak');
      const vat = one(c, 'vatCode');
      if (!vat) continue;
      vats++;
      const match = /^NL(\d{9})B(\d{2})$/.exec(vat);
      expect(match, vat).not.toBeNull();
      expect(elfproef(match?.[1] ?? ''), vat).toBe(true);
      if (rsin) expect(match?.[1]).toBe(rsin);
    }
    expect(vats).toBeGreaterThan(list.length * 0.8);
    const rsins = list.map((c) => one(c, 'taxNumber')).filter(Boolean);
    expect(new Set(rsins).size).toBe(rsins.length);
  });

  it('have every legal form, SBI codes, and statuses including dissolved and bankrupt', () => {
    const list = companies();
    expect(new Set(list.map((c) => one(c, 'legalForm')))).toEqual(
      new Set([
        'Besloten Vennootschap',
        'Naamloze Vennootschap',
        'Vennootschap onder firma',
        'Eenmanszaak',
        'Stichting',
        'Coöperatie',
      ]),
    );
    const statuses = new Set(list.map((c) => one(c, 'status')));
    expect(statuses).toContain('dissolved');
    expect(statuses).toContain('bankrupt');
    expect(statuses).toContain('active');
    for (const c of list) {
      expect(one(c, 'classification')).toMatch(/^\d{4}$/);
      expect(one(c, 'sector').length).toBeGreaterThan(3);
      expect(one(c, 'incorporationDate') <= REFERENCE_DATE).toBe(true);
      if (one(c, 'status') === 'dissolved') expect(one(c, 'dissolutionDate')).not.toBe('');
    }
  });

  it('are at BAG addresses of the demo set, linked as Address entities', () => {
    const bag = new Set(
      addresses.map(
        (a) =>
          `${a.postcode}|${a.houseNumber}${a.houseLetter ?? ''}${a.addition ? `-${a.addition}` : ''}`,
      ),
    );
    const byId = new Map(entities.map((e) => [e.id, e]));
    for (const c of companies()) {
      const address = byId.get(one(c, 'addressEntity'));
      expect(address?.schema).toBe('Address');
      if (!address) continue;
      expect(bag.has(`${one(address, 'postalCode')}|${one(address, 'houseNumber')}`)).toBe(true);
      expect(one(c, 'address')).toBe(one(address, 'full'));
    }
  });

  it('have directors with names, prefixes and birth dates', () => {
    const directorships = entities.filter((e) => e.schema === 'Directorship');
    const directed = new Set(directorships.map((d) => one(d, 'organization')));
    for (const c of companies()) expect(directed.has(c.id), c.id).toBe(true);
    const persons = entities.filter((e) => e.schema === 'Person');
    for (const p of persons) {
      expect(one(p, 'firstName')).not.toBe('');
      expect(one(p, 'birthDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(persons.some((p) => /^(van|de|ter|ten|in) /.test(one(p, 'lastName')))).toBe(true);
    expect(new Set(directorships.map((d) => one(d, 'role')))).toContain('Bestuurder');
  });
});

describe('demo dates', () => {
  it('start roles and holdings after incorporation and after the person came of age', () => {
    const byId = new Map(entities.map((e) => [e.id, e]));
    const relations = entities.filter(
      (e) => e.schema === 'Ownership' || e.schema === 'Directorship',
    );
    for (const r of relations) {
      const start = one(r, 'startDate');
      expect(start <= REFERENCE_DATE, r.id).toBe(true);
      const organisation = byId.get(one(r, r.schema === 'Ownership' ? 'asset' : 'organization'));
      expect(start >= one(organisation ?? r, 'incorporationDate'), r.id).toBe(true);
      const party = byId.get(one(r, r.schema === 'Ownership' ? 'owner' : 'director'));
      expect(party, r.id).toBeDefined();
      if (party?.schema === 'Person') {
        const born = one(party, 'birthDate');
        const adult = `${Number(born.slice(0, 4)) + 18}${born.slice(4)}`;
        expect(start >= adult, `${r.id} ${start} ${born}`).toBe(true);
      }
    }
  });
});

describe('demo ownership', () => {
  const ownerships = () => entities.filter((e) => e.schema === 'Ownership');
  const byId = () => new Map(entities.map((e) => [e.id, e]));

  it('includes a cycle', () => {
    const owners = new Map<string, string[]>();
    for (const o of ownerships()) {
      const list = owners.get(one(o, 'asset')) ?? [];
      list.push(one(o, 'owner'));
      owners.set(one(o, 'asset'), list);
    }
    const onCycle = (start: string): boolean => {
      const seen = new Set<string>();
      const stack = [...(owners.get(start) ?? [])];
      while (stack.length > 0) {
        const next = stack.pop() ?? '';
        if (next === start) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(owners.get(next) ?? []));
      }
      return false;
    };
    expect([...owners.keys()].filter(onCycle).length).toBeGreaterThanOrEqual(3);
  });

  it('includes foreign parents of several countries, some owned by other foreign companies', () => {
    const entity = byId();
    const foreignParents = ownerships()
      .map((o) => entity.get(one(o, 'owner')))
      .filter((e): e is Entity => e?.schema === 'Company' && one(e, 'country') !== 'nl');
    const countries = new Set(foreignParents.map((e) => one(e, 'country')));
    for (const country of ['be', 'de', 'lu', 'cy']) expect(countries).toContain(country);
    const showcase = ownerships().find((o) => one(o, 'asset') === 'demo-co-12345678');
    const parent = entity.get(one(showcase ?? ({} as Entity), 'owner'));
    expect(one(parent ?? ({} as Entity), 'country')).toBe('lu');
  });

  it('ends in natural persons owning more than 25 %, directly or through a chain', () => {
    const entity = byId();
    const direct = ownerships().filter(
      (o) => entity.get(one(o, 'owner'))?.schema === 'Person' && Number(one(o, 'percentage')) > 25,
    );
    expect(direct.length).toBeGreaterThan(OPTIONS.companies / 4);
    // The showcase: 12345678 <- Luxembourg <- Cyprus <- a person with 100 %.
    let id = 'demo-co-12345678';
    for (let level = 0; level < 3; level++) {
      const up = ownerships().find((o) => one(o, 'asset') === id);
      expect(up, id).toBeDefined();
      id = one(up ?? ({} as Entity), 'owner');
    }
    expect(entity.get(id)?.schema).toBe('Person');
  });
});

describe('demo addresses', () => {
  it('have valid postcodes inside the real PC4 range of their city', () => {
    const ranges = new Map(CITIES.map((c) => [c.name, c]));
    const keys = new Set<string>();
    for (const a of addresses) {
      expect(a.postcode).toMatch(/^[1-9]\d{3}[A-Z]{2}$/);
      expect(a.postcode).not.toMatch(/(SA|SD|SS)$/);
      const city = ranges.get(a.city);
      const pc4 = Number(a.postcode.slice(0, 4));
      expect(city && pc4 >= city.pc4From && pc4 <= city.pc4To, `${a.postcode} ${a.city}`).toBe(
        true,
      );
      keys.add(`${a.postcode}|${a.houseNumber}|${a.houseLetter ?? ''}|${a.addition ?? ''}`);
    }
    expect(keys.size).toBe(addresses.length);
    expect(addresses.some((a) => a.houseLetter)).toBe(true);
    expect(addresses.some((a) => a.addition)).toBe(true);
  });

  it('give each city distinct street names', () => {
    for (let city = 0; city < 3; city++) {
      const names = Array.from({ length: STREET_NAME_COUNT }, (_, i) => streetName(city, i));
      expect(new Set(names).size).toBe(STREET_NAME_COUNT);
    }
  });

  it('have residents, among them demo directors under their register name and birth date', () => {
    const residents = records.get('residents') ?? [];
    expect(residents.length).toBeGreaterThan(OPTIONS.addresses);
    const known = new Set(
      residents.map((r) => `${String(r.data.first_name)}|${String(r.data.date_of_birth)}`),
    );
    const persons = entities.filter((e) => e.schema === 'Person' && e.id.startsWith('demo-pe-'));
    const home = persons.filter((p) => known.has(`${one(p, 'firstName')}|${one(p, 'birthDate')}`));
    expect(home.length).toBeGreaterThan(persons.length * 0.9);
  });

  it('have Dutch phone numbers and lost documents in the Dutch format', () => {
    for (const r of records.get('phones') ?? []) expect(r.key).toMatch(/^\+31[1-9]\d{8}$/);
    for (const r of records.get('lostDocuments') ?? []) {
      if (r.data.type === 'drivers_license') continue;
      expect(r.data.number).toMatch(/^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/);
    }
  });
});

describe('the fictitious screening list', () => {
  it('has every topic, the fictitious authority, and previous sanctions', () => {
    const topics = new Set(listed.flatMap((e) => props(e, 'topics')));
    for (const t of [
      'sanction',
      'role.pep',
      'role.rca',
      'crime.fin',
      'debarment',
      'corp.disqual',
    ]) {
      expect(topics).toContain(t);
    }
    const sanctions = listed.filter((e) => e.schema === 'Sanction');
    for (const s of sanctions) {
      expect(props(s, 'authority')).toEqual(['Fictitious Sanctions Authority']);
      expect(one(s, 'listingDate')).not.toBe('');
      expect(one(s, 'program')).not.toBe('');
    }
    expect(
      sanctions.some((s) => one(s, 'endDate') !== '' && one(s, 'endDate') < REFERENCE_DATE),
    ).toBe(true);
  });

  it('ties entries to demo directors, UBOs and companies', () => {
    const persons = entities.filter((e) => e.schema === 'Person');
    const byBirth = new Map<string, Entity[]>();
    for (const p of persons)
      byBirth.set(one(p, 'birthDate'), [...(byBirth.get(one(p, 'birthDate')) ?? []), p]);
    const surname = (e: Entity) =>
      one(e, 'lastName')
        .toLowerCase()
        .replace(/[^a-z]/g, '');
    const tied = listed.filter(
      (l) =>
        l.schema === 'Person' &&
        (byBirth.get(one(l, 'birthDate')) ?? []).some(
          (p) =>
            surname(p).slice(0, 3) === surname(l).slice(0, 3) ||
            one(p, 'firstName') === one(l, 'firstName'),
        ),
    );
    expect(tied.length).toBeGreaterThan(OPTIONS.companies * 0.04);
    const owner = new Set(
      entities.filter((e) => e.schema === 'Ownership').map((o) => one(o, 'owner')),
    );
    const director = new Set(
      entities.filter((e) => e.schema === 'Directorship').map((d) => one(d, 'director')),
    );
    const demoOf = (l: Entity) =>
      (byBirth.get(one(l, 'birthDate')) ?? []).filter(
        (p) => one(p, 'firstName') === one(l, 'firstName'),
      );
    expect(tied.some((l) => demoOf(l).some((p) => owner.has(p.id)))).toBe(true);
    expect(tied.some((l) => demoOf(l).some((p) => director.has(p.id)))).toBe(true);
    // Entry 0: the showcase's ultimate owner, under the very same name and birth date.
    const first = listed.find((l) => l.id === 'demo-sanc-0');
    const ubo = persons.find((p) => p.id === 'demo-fpe-0-0');
    expect(first && one(first, 'name')).toBe(ubo && one(ubo, 'name'));
    expect(first && one(first, 'birthDate')).toBe(ubo && one(ubo, 'birthDate'));
    const kvks = new Set(entities.map((e) => one(e, 'registrationNumber')).filter(Boolean));
    expect(
      listed.some((l) => l.schema === 'Company' && kvks.has(one(l, 'registrationNumber'))),
    ).toBe(true);
  });
});
