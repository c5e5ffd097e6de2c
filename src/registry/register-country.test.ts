import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import { byNumberOrder } from './company-directory-data.js';
import {
  lookUpKvkNumber,
  otherKvkReadings,
  registerCountriesOf,
  registeredInNetherlands,
  withoutKvkLabel,
  type KvkNumberKind,
} from './register-country.js';

const company = (id: string, properties: Record<string, string[]>): Entity => ({
  id,
  schema: 'Company',
  properties: { name: [`${id} (fictitious)`], registrationNumber: ['96200001'], ...properties },
});

describe('registeredInNetherlands', () => {
  it('is certain only of a record whose register countries are the Netherlands alone', () => {
    expect(registeredInNetherlands(company('a', { jurisdiction: ['nl'] }))).toBe('yes');
    expect(registeredInNetherlands(company('b', { country: ['nl'] }))).toBe('yes');
    // A jurisdiction outweighs a country the company is associated with.
    expect(registeredInNetherlands(company('c', { jurisdiction: ['gb'], country: ['nl'] }))).toBe(
      'no',
    );
    expect(registeredInNetherlands(company('d', { country: ['gb'] }))).toBe('no');
    expect(registeredInNetherlands(company('e', { country: ['gb', 'nl'] }))).toBe('unknown');
    expect(registeredInNetherlands(company('f', {}))).toBe('unknown');
  });

  it('reads a subdivision that is a territory of its own as that territory, not as its country', () => {
    const countries = (jurisdiction: string[]) =>
      [...registerCountriesOf(company('x', { jurisdiction }))].sort();
    expect(countries(['nl-cw'])).toEqual(['cw']);
    expect(countries(['NL-SX'])).toEqual(['sx']);
    expect(countries(['nl-bq1'])).toEqual(['bq']);
    expect(countries(['us-pr'])).toEqual(['pr']);
    expect(countries(['us-de'])).toEqual(['us']);
    expect(countries(['nl'])).toEqual(['nl']);
    expect(countries(['us-de', 'nl-aw'])).toEqual(['aw', 'us']);
    // A Curaçao company is not one the KvK registers, so its finance records are not its own.
    expect(registeredInNetherlands(company('cw', { jurisdiction: ['nl-cw'] }))).toBe('no');
    expect(registeredInNetherlands(company('de', { jurisdiction: ['us-de'] }))).toBe('no');
    expect(
      registeredInNetherlands(company('cw-nl', { jurisdiction: ['nl-cw'], country: ['nl'] })),
    ).toBe('no');
  });

  it('orders the records of a KvK number: the Netherlands, then the uncertain, then abroad', () => {
    const records = [
      company('a-gb', { jurisdiction: ['gb'] }),
      company('b-gb-nl', { country: ['gb', 'nl'] }),
      company('c-none', {}),
      company('d-nl', { jurisdiction: ['nl'] }),
    ];
    expect([...records].sort(byNumberOrder('96200001')).map((r) => r.id)).toEqual([
      'd-nl',
      'b-gb-nl',
      'c-none',
      'a-gb',
    ]);
    // A number of another form is no KvK number: register order alone.
    expect([...records].sort(byNumberOrder('HRB999')).map((r) => r.id)).toEqual([
      'a-gb',
      'b-gb-nl',
      'c-none',
      'd-nl',
    ]);
  });
});

describe('reading a number given as a KvK number', () => {
  it('restores the leading zero of seven digits, and drops no digit of nine', () => {
    expect(otherKvkReadings('1234567')).toEqual([
      {
        kind: 'registrationNumber',
        number: '01234567',
        remark: 'KvK number 1234567 has seven digits: read as 01234567, its leading zero restored',
      },
    ]);
    expect(otherKvkReadings('001234567').map((r) => [r.kind, r.number])).toEqual([
      ['tax', '001234567'],
    ]);
    expect(otherKvkReadings('12345678')).toEqual([]);
    expect(withoutKvkLabel('KVKNUMMER12345678')).toBe('12345678');
  });

  it('reads nine digits as an RSIN, and a VAT number as one (a Dutch one also by its RSIN)', () => {
    expect(otherKvkReadings('800047114')).toEqual([
      {
        kind: 'tax',
        number: '800047114',
        remark:
          'the chamber_of_commerce_number given, 800047114, has nine digits, which a KvK number never has: looked up as an RSIN',
      },
    ]);
    expect(otherKvkReadings('NL800047114B01')).toEqual([
      {
        kind: 'vat',
        number: 'NL800047114B01',
        remark:
          'the chamber_of_commerce_number given, NL800047114B01, is a VAT number, not a KvK number: looked up as the VAT number NL800047114B01',
      },
      {
        kind: 'tax',
        number: '800047114',
        remark:
          'the chamber_of_commerce_number given, NL800047114B01, is a Dutch VAT number, not a KvK number: looked up by the RSIN in it, 800047114',
      },
    ]);
    // Another country's: as vat_validation writes it, no RSIN.
    expect(otherKvkReadings('BE465729959').map((r) => [r.kind, r.number])).toEqual([
      ['vat', 'BE0465729959'],
    ]);
    // Letters and digits that are no valid VAT number, and foreign register numbers, are none.
    expect(otherKvkReadings('NL800047115B01')).toEqual([]);
    expect(otherKvkReadings('HRB999')).toEqual([]);
    expect(otherKvkReadings('B228119')).toEqual([]);
  });
});

describe('lookUpKvkNumber', () => {
  /** A lookup that finds the values in `held` and records what it was asked. */
  const lookUpIn = (held: readonly string[]) => {
    const asked: [KvkNumberKind, string][] = [];
    const lookUp = (kind: KvkNumberKind, value: string) => {
      asked.push([kind, value]);
      return Promise.resolve(held.includes(value) ? [value] : []);
    };
    return { asked, lookUp };
  };

  it('looks up the number without its label, and no other reading where it found something', async () => {
    const { asked, lookUp } = lookUpIn(['01234567']);
    expect(await lookUpKvkNumber(' KvK-nummer: 0123 4567 ', lookUp)).toEqual({
      number: '01234567',
      kind: 'registrationNumber',
      found: ['01234567'],
    });
    expect(asked).toEqual([['registrationNumber', '01234567']]);
  });

  it('reads an LEI in the field as one', async () => {
    const { asked, lookUp } = lookUpIn([]);
    const read = await lookUpKvkNumber('506700ge1g29325qx363', lookUp);
    expect(read).toEqual({ number: '506700GE1G29325QX363', kind: 'lei', found: [] });
    expect(asked).toEqual([['lei', '506700GE1G29325QX363']]);
  });

  it('tries seven digits with their leading zero only where they found nothing', async () => {
    const { asked, lookUp } = lookUpIn(['01234567']);
    expect(await lookUpKvkNumber('KVK1234567', lookUp)).toEqual({
      number: '1234567',
      kind: 'registrationNumber',
      found: [],
      other: {
        kind: 'registrationNumber',
        number: '01234567',
        remark: 'KvK number 1234567 has seven digits: read as 01234567, its leading zero restored',
        found: ['01234567'],
      },
    });
    expect(asked).toEqual([
      ['registrationNumber', '1234567'],
      ['registrationNumber', '01234567'],
    ]);
    const found = lookUpIn(['1234567']);
    expect((await lookUpKvkNumber('1234567', found.lookUp)).other).toBeUndefined();
    expect(found.asked).toHaveLength(1);
  });

  it('drops no digit of nine: read as an RSIN, never as a KvK number with a zero too many', async () => {
    const { asked, lookUp } = lookUpIn(['12345678']);
    const read = await lookUpKvkNumber('012345678', lookUp);
    expect(read.found).toEqual([]);
    expect(read.other?.found).toEqual([]);
    expect(asked).toEqual([
      ['registrationNumber', '012345678'],
      ['tax', '012345678'],
    ]);
  });

  it('tries a VAT number as one, then by its RSIN, stopping at the reading that finds', async () => {
    const byRsin = lookUpIn(['800047114']);
    const read = await lookUpKvkNumber('nl 8000.47.114 b01', byRsin.lookUp);
    expect(read.other).toMatchObject({ kind: 'tax', number: '800047114', found: ['800047114'] });
    expect(byRsin.asked).toEqual([
      ['registrationNumber', 'NL800047114B01'],
      ['vat', 'NL800047114B01'],
      ['tax', '800047114'],
    ]);
    // Found as a VAT number: the RSIN is not asked.
    const asked: KvkNumberKind[] = [];
    const byVat = (kind: KvkNumberKind, value: string) => {
      asked.push(kind);
      return Promise.resolve(kind === 'vat' ? [value] : []);
    };
    expect((await lookUpKvkNumber('NL800047114B01', byVat)).other).toMatchObject({
      kind: 'vat',
      found: ['NL800047114B01'],
    });
    expect(asked).toEqual(['registrationNumber', 'vat']);
  });
});
