import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import {
  DirectoryDataBuilder,
  directoryEntryOf,
  directoryKeys as k,
  isListEntry,
  NAME_SEPARATOR,
} from './company-directory-data.js';

const company: Entity = {
  id: 'demo-co-1',
  schema: 'Company',
  properties: {
    name: ['Pinas Makelaars B.V.'],
    alias: ['Pinas Vastgoed'],
    status: ['Actief'],
    country: ['nl'],
    phone: ['+31204716067'],
    email: ['info@pinas.example'],
    addressEntity: ['demo-addr-1'],
  },
};
const address: Entity = {
  id: 'demo-addr-1',
  schema: 'Address',
  properties: {
    street: ['Merelstraat'],
    houseNumber: ['6A-2'],
    postalCode: ['1060AB'],
    city: ['Amsterdam'],
  },
};

describe('directoryEntryOf', () => {
  it('takes the schema, every name, the address parts, the contacts and the status code', () => {
    expect(directoryEntryOf(company, address)).toEqual({
      id: 'demo-co-1',
      schema: 'Company',
      names: ['Pinas Makelaars B.V.', 'Pinas Vastgoed'],
      postcode: '1060AB',
      houseNumber: '6A-2',
      street: 'Merelstraat',
      city: 'Amsterdam',
      country: 'nl',
      phone: '+31204716067',
      mail: 'info@pinas.example',
      status: 'active',
    });
  });

  it('reads postcode and city from the end of an address text where no Address entity is linked', () => {
    const abroad = (text: string) =>
      directoryEntryOf({
        ...company,
        properties: { name: ['Thill Beteiligungen S.A.'], address: [text] },
      });
    expect(abroad('89 Avenue de la Liberté, L-4010 Esch-sur-Alzette')).toMatchObject({
      postcode: 'L-4010',
      city: 'Esch-sur-Alzette',
    });
    expect(abroad('Friedrichstraße 12, 10117 Berlin, Germany')).toMatchObject({
      postcode: '10117',
      city: 'Berlin',
    });
    expect(abroad('10 Downing St, London SW1A 2AA')).toMatchObject({
      postcode: 'SW1A 2AA',
      city: 'London',
    });
    // A company known by its jurisdiction alone is in that jurisdiction's country or territory.
    const registeredIn = (jurisdiction: string) =>
      directoryEntryOf({
        ...company,
        properties: { name: ['Kas B.V.'], jurisdiction: [jurisdiction] },
      })?.country;
    expect(['us-de', 'nl-cw', 'de'].map(registeredIn)).toEqual(['us', 'cw', 'de']);
    for (const unread of ['PO Box 12', '10 Downing St', '']) {
      expect(abroad(unread)?.city, unread).toBeUndefined();
    }
    // An Address entity, where there is one, is what counts.
    expect(
      directoryEntryOf(
        { ...company, properties: { ...company.properties, address: ['1 X, 9999 Y'] } },
        address,
      )?.city,
    ).toBe('Amsterdam');
    expect(k.postcode('L-4010')).toBe(k.postcode('4010'));
    expect(k.postcode('L4010')).toBe(k.postcode('4010'));
    expect(k.postcode('1012 AB')).not.toBe(k.postcode('1012'));
  });

  it('keeps out persons and nameless entities', () => {
    expect(directoryEntryOf({ ...company, schema: 'Person' })).toBeUndefined();
    expect(directoryEntryOf({ ...company, properties: { country: ['nl'] } })).toBeUndefined();
    expect(directoryEntryOf({ ...company, schema: 'PublicBody' })?.id).toBe('demo-co-1');
  });

  it('keeps out list entries: a sanctions listing of a company is not the company', () => {
    const listing = { ...company, properties: { ...company.properties, topics: ['sanction'] } };
    expect(isListEntry(listing)).toBe(true);
    expect(directoryEntryOf(listing, address)).toBeUndefined();
    expect(isListEntry(company)).toBe(false);
    expect(
      directoryEntryOf({ ...company, properties: { ...company.properties, topics: [] } })?.id,
    ).toBe('demo-co-1');
  });
});

describe('directory keys', () => {
  it('compare what means the same as the same', () => {
    expect(k.postcode('1060 ab')).toBe(k.postcode('1060AB'));
    expect(k.postcode('1060AC')).not.toBe(k.postcode('1060AB'));
    expect(k.phone('+31 20 471 6067')).toBe(k.phone('020-4716067'));
    expect(k.phone('020-4716068')).not.toBe(k.phone('020-4716067'));
    expect(k.place("'s-Gravenhage")).toBe(k.place('S GRAVENHAGE'));
    expect(k.mail(' Info@Pinas.example ')).toBe(k.mail('info@pinas.example'));
    expect(k.mailDomain('jan@pinas.example')).toBe(k.mailDomain('info@PINAS.example'));
    expect(k.extension('12A-3')).toBe(k.extension('12 a3'));
    expect(k.extension('12B')).not.toBe(k.extension('12A'));
    // Full-width forms, as East Asian keyboards type them, read as plain ones.
    expect(k.houseNumber('６')).toBe(6);
    expect(k.houseNumber('１２Ａ')).toBe(12);
    expect(k.postcode('１０６０ＡＢ')).toBe(k.postcode('1060AB'));
    expect(k.extension('１２Ａ')).toBe(k.extension('12A'));
    // Country letters before a full-width postcode are dropped as before a plain one.
    expect(k.postcode('ＮＬ-１０６０ ＡＢ')).toBe(k.postcode('1060AB'));
    expect(k.postcode('Ｌ-４０１０')).toBe(k.postcode('4010'));
    // And so are country letters written with a space, as address search reads NL 1020AB.
    expect(k.postcode('NL 1060AB')).toBe(k.postcode('1060AB'));
    expect(k.postcode('L 4010')).toBe(k.postcode('4010'));
  });

  it('give 0 (not known) for what says nothing', () => {
    for (const key of [k.postcode(''), k.phone('12'), k.mail(undefined), k.extension('12')]) {
      expect(key).toBe(0);
    }
    expect(k.mailDomain('someone@gmail.com')).toBe(0);
    expect(k.houseNumber('12A-3')).toBe(12);
    expect(k.houseNumber('Postbus')).toBe(-1);
  });
});

describe('DirectoryDataBuilder', () => {
  it('packs entries with names and keeps each country once', () => {
    const builder = new DirectoryDataBuilder();
    builder.add({ id: 'a', names: ['Alpha B.V.', 'Alfa'], country: 'NL', postcode: '1060AB' });
    builder.add({ id: 'skipped', names: ['  '] });
    builder.add({ id: 'b', names: ['Beta'], country: 'nl', status: 'dissolved' });
    builder.add({ id: 'c', schema: 'LegalEntity', names: ['Gamma'], country: 'be' });
    const data = builder.finish();
    expect(data.ids.size).toBe(3);
    expect(data.ids.get(1)).toBe('b');
    expect(data.names.get(0).split(NAME_SEPARATOR)).toEqual(['Alpha B.V.', 'Alfa']);
    expect(data.countries).toEqual(['nl', 'be']);
    expect(Array.from(data.columns.country)).toEqual([0, 0, 1]);
    expect(Array.from(data.columns.status)).toEqual([-1, 4, -1]);
    // Register order: a company (the schema where none is given) before another legal entity.
    expect(Array.from(data.columns.rank)).toEqual([1, 1, 21]);
    expect(data.columns.postcode[0]).toBe(k.postcode('1060 AB'));
    expect(data.columns.postcode[1]).toBe(0);
  });
});
