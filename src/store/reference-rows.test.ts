import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import { addressRow, referenceRows } from './reference-rows.js';

const company: Entity = {
  id: 'co-1',
  schema: 'Company',
  properties: { name: ['Voorbeeld B.V.'], registrationNumber: ['12345678'], vatCode: ['NL1'] },
};

describe('referenceRows', () => {
  it('stores an entity under the keys its item carries, and makes them only when it carries none', () => {
    const keysOf = (rows: ReturnType<typeof referenceRows>) => rows.keys.map((row) => row.key);
    // The import made and checked the keys: staging takes them as they are.
    const given = referenceRows('v1', [
      { kind: 'entity', entity: company, keys: ['reg:12345678'] },
    ]);
    expect(keysOf(given)).toEqual(['reg:12345678']);
    expect(keysOf(referenceRows('v1', [{ kind: 'entity', entity: company }]))).toEqual([
      'reg:12345678',
      'vat:NL1',
    ]);
  });

  it('refuses to stage an entity with a key too long for an index', () => {
    const long: Entity = { ...company, properties: { registrationNumber: ['9'.repeat(1200)] } };
    expect(() => referenceRows('v1', [{ kind: 'entity', entity: long }])).toThrow(
      'co-1: registrationNumber is too long to be looked up by: its key is 1204 bytes, at most 1000',
    );
  });
});

describe('the listings and register organisations a batch counts', () => {
  const item = (id: string, schema: Entity['schema'], properties: Entity['properties']) => ({
    kind: 'entity' as const,
    entity: { id, schema, properties },
    keys: [],
  });
  const counts = (items: ReturnType<typeof item>[]) => {
    const { listed, registered } = referenceRows('v1', items);
    return { listed, registered };
  };

  it('counts every entity with topics a listing and only organisations without as registered', () => {
    // A PEP list: persons with topics, and an identity document of one.
    expect(
      counts([
        item('pep-1', 'Person', { name: ['Jan Voorbeeld'], topics: ['role.pep'] }),
        item('pep-2', 'Person', { name: ['Els Voorbeeld'], topics: ['role.rca'] }),
        item('doc-1', 'Passport', { holder: ['pep-1'], number: ['X1234567'] }),
      ]),
    ).toEqual({ listed: 2, registered: 0 });
    // A dataset mixing a listed company, a register's organisations and what they link.
    expect(
      counts([
        item('co-listed', 'Company', { name: ['Verboden B.V.'], topics: ['sanction'] }),
        item('co-1', 'Company', { name: ['Handel B.V.'] }),
        item('gov-1', 'PublicBody', { name: ['Gemeente Voorbeeld'] }),
        item('lei-1', 'LegalEntity', { name: ['Stichting Voorbeeld'] }),
        item('a-1', 'Address', { full: ['Damrak 1'] }),
        item('p-1', 'Person', { name: ['Piet Bestuurder'] }),
        item('s-1', 'Sanction', { entity: ['co-listed'] }),
      ]),
    ).toEqual({ listed: 1, registered: 3 });
    // Topics given empty are no listing.
    expect(counts([item('co-2', 'Organization', { name: ['X'], topics: [] })])).toEqual({
      listed: 0,
      registered: 1,
    });
  });
});

describe('addressRow', () => {
  it('keeps no chunk of the file alive through the street and city names it caches', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    // As a reader cuts them: each name a part of a 1 MiB chunk of text read from the file.
    for (let chunk = 0; chunk < 200; chunk++) {
      const text = Buffer.alloc(1 << 20, `Retentiestraat ${chunk};Leakdorp ${chunk}\n`).toString();
      const [line = ''] = text.split('\n', 1);
      const street = text.slice(0, line.indexOf(';'));
      const city = text.slice(line.indexOf(';') + 1, line.length);
      addressRow('v1', { postcode: '1012AB', houseNumber: 1, street, city, secondary: false });
    }
    gc();
    // 200 MiB if each cached name held its chunk; a few hundred names' worth otherwise.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(20 * 2 ** 20);
  });
});
