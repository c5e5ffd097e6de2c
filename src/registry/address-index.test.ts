import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressRecord } from '../sources/source.js';
import { AddressIndexBuilder, postcodeCode, postcodeOf } from './address-index-data.js';
import { AddressIndex, addressIndexFor, buildAddressIndex } from './address-index.js';

/** Fictitious addresses: [postcode, number, letter, addition, street, city, municipality]. */
const ROWS: [string, number, string, string, string, string, string][] = [
  ['1012LG', 1, '', '', 'Damrak', 'Amsterdam', 'Amsterdam'],
  ['1012LG', 1, 'A', '', 'Damrak', 'Amsterdam', 'Amsterdam'],
  ['1012LG', 3, '', '', 'Damrak', 'Amsterdam', 'Amsterdam'],
  ['1017GA', 10, '', '1', 'Kerkstraat', 'Amsterdam', 'Amsterdam'],
  ['1017GA', 10, '', '2', 'Kerkstraat', 'Amsterdam', 'Amsterdam'],
  ['1017GB', 12, '', '', 'Kerkstraat', 'Amsterdam', 'Amsterdam'],
  ['1063BM', 12, '', '', 'Burgemeester de Vlugtlaan', 'Amsterdam', 'Amsterdam'],
  ['2514EE', 34, '', '', 'Lange Voorhout', "'s-Gravenhage", "'s-Gravenhage"],
  ['2132TZ', 1, '', '', 'Raadhuisplein', 'Hoofddorp', 'Haarlemmermeer'],
  ['2151AB', 5, '', '', 'Kerkstraat', 'Nieuw-Vennep', 'Haarlemmermeer'],
  ['7551AA', 1, '', '', 'Marktstraat', 'Hengelo', 'Hengelo'],
  ['7255AA', 1, '', '', 'Marktstraat', 'Hengelo', 'Bronckhorst'],
  ['8011AB', 3, '', '', 'Ruïnelaan', 'Zwolle', 'Zwolle'],
];

function fixture(rows = ROWS): AddressRecord[] {
  return rows.map(([postcode, houseNumber, letter, addition, street, city, municipality], i) => ({
    postcode,
    houseNumber,
    ...(letter && { houseLetter: letter }),
    ...(addition && { addition }),
    street,
    city,
    municipality,
    province: 'Provincie',
    objectType: i === 2 ? 'LIG' : 'VBO',
    secondary: i === 4,
  }));
}

function indexOf(addresses: readonly AddressRecord[]): AddressIndex {
  const builder = new AddressIndexBuilder(4);
  // Out of order, as a store may page them.
  for (const address of [...addresses].reverse()) builder.add(address);
  return new AddressIndex(builder.finish());
}

const index = indexOf(fixture());
const streets = (result: { matches: { street: string; city: string }[] }) =>
  result.matches.map((m) => `${m.street}, ${m.city}`);

describe('postcode codes', () => {
  it('round-trip and order as the postcodes do', () => {
    expect(postcodeOf(postcodeCode('1012LG'))).toBe('1012LG');
    expect(postcodeCode('1012LG')).toBeLessThan(postcodeCode('1012LH'));
    expect(postcodeCode('1012ZZ')).toBeLessThan(postcodeCode('1013AA'));
    expect([postcodeCode('0123AB'), postcodeCode('1012L'), postcodeCode('1012lg')]).toEqual([
      -1, -1, -1,
    ]);
    // Not numbers in any notation: digits only.
    expect([postcodeCode('1e03AB'), postcodeCode(' 100AB'), postcodeCode('1.00AB')]).toEqual([
      -1, -1, -1,
    ]);
  });
});

describe('AddressIndex.at', () => {
  it('finds every address at a postcode and number, with what the data says of it', () => {
    expect(index.size).toBe(ROWS.length);
    expect(index.postcodeCount).toBe(10);
    expect(
      index
        .at('1012LG', 1)
        .map((a) => [a.postcode, a.houseNumber, a.street, a.houseLetter])
        .sort(),
    ).toEqual([
      ['1012LG', 1, 'Damrak', undefined],
      ['1012LG', 1, 'Damrak', 'A'],
    ]);
    expect(index.at('1012LG', 3)).toEqual([
      {
        postcode: '1012LG',
        houseNumber: 3,
        street: 'Damrak',
        city: 'Amsterdam',
        municipality: 'Amsterdam',
        province: 'Provincie',
        objectType: 'LIG',
        secondary: false,
      },
    ]);
    expect(
      index
        .at('1017GA', 10)
        .map((a) => [a.addition, a.secondary])
        .sort(),
    ).toEqual([
      ['1', false],
      ['2', true],
    ]);
  });

  it('finds nothing at an unknown postcode or number', () => {
    expect(index.at('1012LG', 2)).toEqual([]);
    expect(index.at('1012LH', 1)).toEqual([]);
    expect(index.at('9999ZZ', 1)).toEqual([]);
    expect(index.hasPostcode('1012LG')).toBe(true);
    expect(index.hasPostcode('1012LH')).toBe(false);
  });

  it('skips addresses whose postcode cannot be indexed', () => {
    const builder = new AddressIndexBuilder();
    builder.add({ postcode: '1012 LG', houseNumber: 1, street: 'x', city: 'y', secondary: false });
    expect(builder.skipped).toBe(1);
    expect(builder.finish().count).toBe(0);
  });

  it('agrees with a scan of the addresses, whatever their order', () => {
    const address = fc.record({
      postcode: fc
        .tuple(fc.integer({ min: 1000, max: 1010 }), fc.constantFrom('AA', 'AB', 'ZZ'))
        .map(([digits, letters]) => `${digits}${letters}`),
      houseNumber: fc.integer({ min: 1, max: 30 }),
      addition: fc.constantFrom('', '1', 'H'),
      street: fc.constantFrom('Dorpsstraat', 'Kerkweg'),
      city: fc.constantFrom('Ergens', 'Nergens'),
    });
    fc.assert(
      fc.property(fc.array(address, { maxLength: 200 }), (rows) => {
        const records: AddressRecord[] = rows.map((r) => ({
          postcode: r.postcode,
          houseNumber: r.houseNumber,
          ...(r.addition && { addition: r.addition }),
          street: r.street,
          city: r.city,
          secondary: false,
        }));
        const built = indexOf(records);
        const key = (a: AddressRecord) =>
          `${a.postcode} ${a.houseNumber} ${a.addition ?? ''} ${a.street} ${a.city}`;
        for (const r of records.slice(0, 20)) {
          const expected = records.filter(
            (a) => a.postcode === r.postcode && a.houseNumber === r.houseNumber,
          );
          expect(built.at(r.postcode, r.houseNumber).map(key).sort()).toEqual(
            expected.map(key).sort(),
          );
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('AddressIndex.onStreet', () => {
  it('finds a street as written, up to accents, case and spaces', () => {
    const found = index.onStreet('ZWOLLE', 'ruinelaan', 3);
    expect(streets(found)).toEqual(['Ruïnelaan, Zwolle']);
    expect(found.matches[0]).toMatchObject({
      streetTypos: 0,
      cityTypos: 0,
      cityBy: 'name',
      streetExpanded: false,
    });
    expect(index.onStreet('amsterdam', 'Dam rak', 1).matches[0]?.addresses).toHaveLength(2);
  });

  it('corrects typos in street and city, and says so', () => {
    expect(index.onStreet('Amsterdam', 'Damrk', 3).matches[0]).toMatchObject({
      street: 'Damrak',
      streetTypos: 1,
    });
    expect(index.onStreet('Amstredam', 'Kerkstraat', 12).matches[0]).toMatchObject({
      city: 'Amsterdam',
      cityTypos: 1,
      streetTypos: 0,
    });
  });

  it('writes out abbreviations and knows other names of cities', () => {
    expect(index.onStreet('Amsterdam', 'Burg. de Vlugtln', 12).matches[0]).toMatchObject({
      street: 'Burgemeester de Vlugtlaan',
      streetExpanded: true,
    });
    expect(index.onStreet('Den Haag', 'Lange Voorhout', 34).matches[0]).toMatchObject({
      city: "'s-Gravenhage",
      cityBy: 'alias',
    });
  });

  it('takes a municipality for its woonplaatsen, and looks in the neighbouring ones', () => {
    expect(index.onStreet('Haarlemmermeer', 'Raadhuisplein', 1).matches[0]).toMatchObject({
      city: 'Hoofddorp',
      cityBy: 'municipality',
    });
    expect(index.onStreet('Hoofddorp', 'Kerkstraat', 5).matches[0]).toMatchObject({
      city: 'Nieuw-Vennep',
      cityBy: 'neighbour',
    });
  });

  it('finds the street in every woonplaats of that name', () => {
    expect(
      index.onStreet('Hengelo', 'Marktstraat', 1).matches[0]?.addresses.map((a) => a.postcode),
    ).toEqual(['7255AA', '7551AA']);
  });

  it('says when the street exists but not the number, and finds nothing far off', () => {
    expect(index.onStreet('Amsterdam', 'Damrak', 99)).toEqual({ matches: [], streetFound: true });
    expect(index.onStreet('Amsterdam', 'Rokin', 1)).toEqual({ matches: [], streetFound: false });
    expect(index.onStreet('Rotterdam', 'Damrak', 1).matches).toEqual([]);
  });

  it('tolerates nothing in exact mode', () => {
    expect(index.onStreet('Amsterdam', 'Damrk', 3, { exact: true }).matches).toEqual([]);
    expect(index.onStreet('Amstredam', 'Damrak', 3, { exact: true }).matches).toEqual([]);
    expect(index.onStreet('AMSTERDAM', 'damrak', 3, { exact: true }).matches).toHaveLength(1);
    expect(index.onStreet('Den Haag', 'Lange Voorhout', 34, { exact: true }).matches).toEqual([]);
    expect(index.onStreet('Haarlemmermeer', 'Raadhuisplein', 1, { exact: true }).matches).toEqual(
      [],
    );
  });
});

describe('AddressIndex.placesNamed', () => {
  const named = (street: string, city: string) => {
    const { streets, cities } = index.placesNamed(street, city);
    return { streets: streets.sort(), cities: cities.sort() };
  };

  it('reads a city as onStreet does: typos, other names, a municipality', () => {
    expect(named('', 'Amsterdm')).toEqual({ streets: [], cities: ['Amsterdam'] });
    expect(named('', 'Den Haag')).toEqual({ streets: [], cities: ["'s-Gravenhage"] });
    expect(named('', 'Haarlemmermeer')).toEqual({
      streets: [],
      cities: ['Hoofddorp', 'Nieuw-Vennep'],
    });
    // A woonplaats named is that one, not its neighbours.
    expect(named('', 'Hoofddorp')).toEqual({ streets: [], cities: ['Hoofddorp'] });
  });

  it('reads a street in the city, abbreviated or misspelt, and its neighbours', () => {
    expect(named('Kerkstr', 'Amsterdam')).toEqual({
      streets: ['Kerkstraat'],
      cities: ['Amsterdam'],
    });
    expect(named('Burg. de Vlugtln', 'Amsterdam').streets).toEqual(['Burgemeester de Vlugtlaan']);
    expect(named('Kerkstraat', 'Hoofddorp')).toEqual({
      streets: ['Kerkstraat'],
      cities: ['Nieuw-Vennep'],
    });
  });

  it('reads nothing without a city, or for names far off', () => {
    expect(named('Kerkstraat', '')).toEqual({ streets: [], cities: [] });
    expect(named('', 'Nergenshuizen')).toEqual({ streets: [], cities: [] });
    expect(named('Qwertystraat', 'Zwolle')).toEqual({ streets: [], cities: ['Zwolle'] });
  });
});

describe('addressIndexFor', () => {
  it('builds from the pages of its source once, and again after a failure', async () => {
    let reads = 0;
    const source = {
      // eslint-disable-next-line @typescript-eslint/require-await
      async *addressPages() {
        reads++;
        if (reads === 1) throw new Error('store unavailable');
        yield fixture().slice(0, 5);
        yield fixture().slice(5);
      },
    };
    await expect(addressIndexFor(source)).rejects.toThrow('store unavailable');
    const first = addressIndexFor(source);
    expect(addressIndexFor(source)).toBe(first);
    expect((await first).size).toBe(ROWS.length);
    expect(reads).toBe(2);
    expect((await buildAddressIndex(source)).at('2514EE', 34)).toHaveLength(1);
  });
});
