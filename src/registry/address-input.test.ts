import { describe, expect, it } from 'vitest';
import {
  dutchPostcode,
  floorAddition,
  houseNumberAddition,
  isDutchCountry,
  readAddressInput,
} from './address-input.js';

describe('reading address input', () => {
  it('normalises postcodes and tells Dutch countries', () => {
    expect(['1012 lg', ' 1012-LG ', '1012LG'].map(dutchPostcode)).toEqual([
      '1012LG',
      '1012LG',
      '1012LG',
    ]);
    expect(['0123AB', '1012L', '10121', 'SW1A 1AA'].map(dutchPostcode)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // The country before the postcode, as the older international form writes it.
    expect(['NL-1020 AA', 'NL 1020AA', 'NL1020AA', 'nl-1020aa'].map(dutchPostcode)).toEqual([
      '1020AA',
      '1020AA',
      '1020AA',
      '1020AA',
    ]);
    expect(['NL-0123AB', 'DE-1020AA', 'B-1020AA', 'NL-1020'].map(dutchPostcode)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // Only as postcodes are written: the country, a space or hyphen, the digits, a space or
    // hyphen, the letters. Separators anywhere else make no postcode of it.
    expect(
      ['NL - 1020 AA', 'nl-1020-aa', ' NL  1020  AA ', '１０２０ＡＡ'].map(dutchPostcode),
    ).toEqual(['1020AA', '1020AA', '1020AA', '1020AA']);
    expect(
      [
        'N-L-1-0-2-0-A-A',
        'N L 1020 AA',
        '1-0-2-0-A-A',
        '10 20 AA',
        '1020 A A',
        'NL--1020AA',
        'NL.1020.AA',
        '1020_AA',
      ].map(dutchPostcode),
    ).toEqual(Array(8).fill(undefined));
    // Dashes and invisible characters as word processors, PDFs and web pages write them, and a
    // full stop or comma after the postcode, are read as the hyphen, nothing, and nothing.
    expect(
      [
        '1012\u2013AB',
        'NL\u20131012 AB',
        '1012\u2011AB',
        '1012\u2212AB',
        '1012\u2014AB',
        '1012\u00adAB',
        '1012\u200bAB',
        '\ufeff1012 AB',
        '1012 AB.',
        '1012 AB,',
        ' 1012ab. ',
      ].map(dutchPostcode),
    ).toEqual(Array(11).fill('1012AB'));
    // Still in the written places only: junk with such characters is no postcode.
    expect(
      [
        'N\u2013L\u20131\u20130\u20132\u20130\u2013A\u2013A',
        '10\u201320 AA',
        '1020 A\u2013A.',
        '1020 AA..',
        '1020 AA.,',
        '.1020 AA',
        '1020\u2013\u2013AA',
      ].map(dutchPostcode),
    ).toEqual(Array(7).fill(undefined));
    expect(
      [undefined, ' ', 'nl', 'NLD', 'Nederland', 'the Netherlands'].every(isDutchCountry),
    ).toBe(true);
    expect(['DE', 'Belgium'].some(isDutchCountry)).toBe(false);
  });

  it('reads a postcode written in brackets as the postcode, and nothing else bracketed', () => {
    // Brackets around the whole postcode, as forms and letters often write it: "(1012 AB)".
    expect(
      ['(1012 AB)', '( 1012ab )', '[1012-AB]', '(NL-1012 AB)', '(1012 AB).', '（1012 AB）'].map(
        dutchPostcode,
      ),
    ).toEqual(Array(6).fill('1012AB'));
    // Only one pair, around the postcode alone, and matching.
    expect(
      [
        '(1012 AB',
        '1012 AB)',
        '(1012 AB]',
        '((1012 AB))',
        '(1012) AB',
        '1012 (AB)',
        '(1012 AB) Amsterdam',
        '(0123 AB)',
        '()',
      ].map(dutchPostcode),
    ).toEqual(Array(9).fill(undefined));
    expect(readAddressInput({ zip_code: '(1012 LG)', house_number: '12' })).toEqual({
      query: { postcode: '1012LG', houseNumber: 12 },
      problems: [],
    });
  });

  it('takes an extension from the house number when none is given apart', () => {
    expect(readAddressInput({ zip_code: '1012lg', house_number: ' 12a ' })).toEqual({
      query: { postcode: '1012LG', houseNumber: 12, extension: 'A' },
      problems: [],
    });
    // Full-width digits and letters are read as plain ones.
    expect(readAddressInput({ zip_code: '１０１２ＬＧ', house_number: '１２ａ' }).query).toEqual({
      postcode: '1012LG',
      houseNumber: 12,
      extension: 'A',
    });
    expect(readAddressInput({ zip_code: '1012LG', house_number: '12-2' }).query.extension).toBe(
      '2',
    );
    expect(
      readAddressInput({ zip_code: '1012LG', house_number: '12', house_number_extension: 'a - 2' })
        .query.extension,
    ).toBe('A2');
    // A floor spelled out is read however long; other text past 10 characters is no addition.
    const floor = {
      zip_code: '1012LG',
      house_number: '12',
      house_number_extension: '2e verdieping',
    };
    expect(readAddressInput(floor)).toMatchObject({ problems: [] });
    expect(readAddressInput(floor).query.extension).toBe('2EVERDIEPING');
    // An abbreviated floor with its dot, as an address line may write it.
    for (const written of ['1e verd.', '2 hg.']) {
      expect(
        readAddressInput({ ...floor, house_number_extension: written }).problems,
        written,
      ).toEqual([]);
    }
    const long = { zip_code: '1012LG', house_number: '12', house_number_extension: 'achterhuis12' };
    expect(readAddressInput(long).problems).toMatchObject([{ field: 'house_number_extension' }]);
  });

  it('reads the house number written after the street again as the number, not the street', () => {
    const read = (street: string, house_number: string, house_number_extension?: string) =>
      readAddressInput({ street, house_number, house_number_extension, city: 'Amsterdam' }).query;
    expect(read('Merelstraat 1', '1')).toMatchObject({ street: 'Merelstraat', houseNumber: 1 });
    expect(read('Kerkstraat 10A', '10')).toMatchObject({ street: 'Kerkstraat', extension: 'A' });
    expect(read('Kerkstraat 10-a', '10', 'A')).toMatchObject({ street: 'Kerkstraat' });
    // Another number, or another extension, is not the number written again.
    expect(read('Narcissenpark 18', '3').street).toBe('Narcissenpark 18');
    expect(read('Kerkstraat 10A', '10', 'B').street).toBe('Kerkstraat 10A');
    expect(read('Plein 1944', '12').street).toBe('Plein 1944');
    expect(read('2e Hugo de Grootstraat', '2').street).toBe('2e Hugo de Grootstraat');
  });

  it('reads the same extension given twice, in the number and apart, as one', () => {
    expect(
      readAddressInput({ zip_code: '1012LG', house_number: '1B', house_number_extension: 'b' }),
    ).toEqual({ query: { postcode: '1012LG', houseNumber: 1, extension: 'B' }, problems: [] });
    expect(
      readAddressInput({ zip_code: '1012LG', house_number: '1-2', house_number_extension: ' 2 ' })
        .query.extension,
    ).toBe('2');
    expect(houseNumberAddition('1B', 'b')).toBe('B');
    expect(houseNumberAddition('1 a-2', 'A2')).toBe('A2');
    // The letter of the number repeated with its addition or floor apart is that one extension.
    for (const [number, extension, read] of [
      ['15A', 'A2', 'A2'],
      ['15A', 'a-2', 'A2'],
      ['15 A', 'A bg', 'ABG'],
    ] as const) {
      expect(
        readAddressInput({
          zip_code: '1012LG',
          house_number: number,
          house_number_extension: extension,
        }),
        `${number} with ${extension}`,
      ).toEqual({ query: { postcode: '1012LG', houseNumber: 15, extension: read }, problems: [] });
      expect(houseNumberAddition(number, extension), `${number} with ${extension}`).toBe(read);
    }
    // Another letter with it is two extensions still.
    expect(
      readAddressInput({ zip_code: '1012LG', house_number: '15A', house_number_extension: 'B2' })
        .problems,
    ).toMatchObject([{ field: 'house_number', contradiction: true }]);
    // Two different ones are two: "1B" with "C" is no address (below, an error).
    expect(houseNumberAddition('1B', 'C')).toBe('BC');
  });

  it('reads equivalent extensions equivalently: a dot after it, a floor given twice', () => {
    const at = (house_number: string, house_number_extension?: string) =>
      readAddressInput({ zip_code: '1012LG', house_number, house_number_extension });
    // A dot after the extension is punctuation, as after "1e." or "2 hg.".
    expect(at('12', '2.')).toEqual({
      query: { postcode: '1012LG', houseNumber: 12, extension: '2' },
      problems: [],
    });
    expect(at('12', 'a.').query.extension).toBe('A');
    expect(at('12', '1e.').query.extension).toBe('1E');
    expect(at('12-2.')).toMatchObject({ query: { extension: '2' }, problems: [] });
    expect(at('12-1e.')).toMatchObject({ query: { extension: '1E' }, problems: [] });
    // The same floor in the number and apart, written two ways, is one.
    for (const [number, extension, read] of [
      ['2-2e', '2', '2'],
      ['2 II', '2', '2'],
      ['2-2', '2e verdieping', '2EVERDIEPING'],
      ['2 huis', 'H', 'H'],
      ['2 bg', 'H', 'H'],
      ['2-H', 'begane grond', 'BEGANEGROND'],
    ] as const) {
      expect(at(number, extension), `${number} with ${extension}`).toMatchObject({
        query: { extension: read },
        problems: [],
      });
    }
    // The ground floor (begane grond) in its usual abbreviations, however long.
    for (const extension of ['bg', 'b.g.', 'beg. gr.', 'begane grond', 'BEG.GROND']) {
      expect(at('12', extension).problems, extension).toEqual([]);
    }
    // Two floors that differ still contradict, named by field.
    expect(at('2-2e', '3').problems.map((p) => p.field)).toEqual(['house_number']);
    // The number written after the street again with the floor given apart.
    expect(
      readAddressInput({
        street: 'Kerkstraat 10-2e',
        house_number: '10',
        house_number_extension: '2',
        city: 'Amsterdam',
      }).query,
    ).toMatchObject({ street: 'Kerkstraat', extension: '2' });
  });

  it('reads Roman floors I to V, as Amsterdam writes them', () => {
    expect(
      ['I', 'II', 'III', 'IV', 'V', 'IHOOG', 'IIHOOG', 'IVHOOG', 'IIIHG', 'VHG'].map(floorAddition),
    ).toEqual(['1', '2', '3', '4', '5', '1', '2', '4', '3', '5']);
    // VI and beyond: no such floors are written so.
    expect(['VI', 'VIHOOG', 'X'].map(floorAddition)).toEqual([undefined, undefined, undefined]);
  });

  it('reads a letter I or V joined to the number as the house letter, never as a floor', () => {
    const at = (house_number: string, house_number_extension?: string) =>
      readAddressInput({ zip_code: '1012LG', house_number, house_number_extension });
    // 10V is the letter V: with the fifth floor given apart it is two extensions.
    for (const [number, extension] of [
      ['10V', '5'],
      ['10I', '1'],
      ['10v', '5e'],
    ] as const) {
      expect(at(number, extension).problems, `${number} with ${extension}`).toMatchObject([
        { field: 'house_number', contradiction: true },
      ]);
    }
    expect(houseNumberAddition('10V', '5')).toBe('V5');
    // The same letter twice is one; written apart, "10-V" and "5" are one floor.
    expect(at('10V', 'v')).toMatchObject({ query: { extension: 'V' }, problems: [] });
    expect(at('10-V', '5')).toMatchObject({ query: { extension: '5' }, problems: [] });
    // So in the street: "Kerkstraat 10V" with the fifth floor apart is not read as one extension.
    const street = (written: string) =>
      readAddressInput({
        street: written,
        house_number: '10',
        house_number_extension: '5',
        city: 'Amsterdam',
      }).query.street;
    expect(street('Kerkstraat 10V')).toBe('Kerkstraat 10V');
    expect(street('Kerkstraat 10-V')).toBe('Kerkstraat');
  });

  it('reads a house letter in the number and a floor apart as the letter with that floor', () => {
    const at = (house_number: string, house_number_extension: string) =>
      readAddressInput({ zip_code: '1012LG', house_number, house_number_extension });
    // As the address data writes 15A-H and 15A-2: the letter, then the floor as written.
    for (const [number, extension, read] of [
      ['15A', 'bg', 'ABG'],
      ['15a', '2', 'A2'],
      ['15 A', 'hs', 'AHS'],
      ['15A', 'b.g.', 'AB.G'],
      ['15A', '2e verdieping', 'A2EVERDIEPING'],
      ['15A', 'II', 'AII'],
    ] as const) {
      expect(at(number, extension), `${number} with ${extension}`).toEqual({
        query: { postcode: '1012LG', houseNumber: 15, extension: read },
        problems: [],
      });
    }
    // The letter and a floor written together in house_number_extension.
    for (const extension of ['A b.g.', 'A begane grond', 'A beg. grond', 'A 2e verdieping']) {
      expect(at('15', extension).problems, extension).toEqual([]);
    }
    // Two letters, two floors, and a letter I or V with a floor (which may be a floor written
    // twice) still contradict; a letter and a word that is no floor is no extension.
    for (const [number, extension] of [
      ['15A', 'B'],
      ['15A', 'V'],
      ['15-2', 'bg'],
      ['15V', 'bg'],
      ['15 I', '2'],
    ] as const) {
      expect(at(number, extension).problems, `${number} with ${extension}`).toMatchObject([
        { field: 'house_number', contradiction: true },
      ]);
    }
    expect(at('15', 'A achterhuis').problems.map((p) => p.field)).toEqual([
      'house_number_extension',
    ]);
  });

  it('says an address line gave no house number that could be read, and how to write it', () => {
    const unread =
      'the address line could not be read: separate the street and house number from the city with a comma (Merelstraat 1B, Amsterdam), or give zip_code and house_number';
    for (const address of [
      { address_line_1: 'Merelstraat 1B Amsterdam' },
      { address_line_1: 'Merelstraat', address_line_2: 'Amsterdam' },
      { zip_code: '1020AA', address_line_1: 'Merelstraat 1B Amsterdam' },
    ]) {
      const problem = readAddressInput(address).problems[0];
      expect(problem, JSON.stringify(address)).toEqual({ field: 'house_number', message: unread });
    }
    // A group written as a postcode after the street may be the number or the postcode.
    expect(readAddressInput({ address_line_1: 'Hoofdweg 1234 AB Amsterdam' }).problems[0]).toEqual({
      field: 'house_number',
      message:
        'the address line could not be read: "1234 AB" may be a house number or a postcode: write a comma after it where it is the house number (Hoofdweg 1234 AB, Amsterdam), or give zip_code and house_number',
    });
    expect(readAddressInput({ address_line_1: 'NL 1020 AA Amsterdam' }).problems[0]).toEqual({
      field: 'house_number',
      message: unread,
    });
    // Without lines, the number is simply required.
    expect(readAddressInput({ zip_code: '1012LG' }).problems).toEqual([
      { field: 'house_number', message: 'house_number is required' },
    ]);
  });

  it.each([
    [{ zip_code: '1012LG' }, 'house_number'],
    [{ zip_code: '1012LG', house_number: 'twaalf' }, 'house_number'],
    [{ zip_code: '1012LG', house_number: '0' }, 'house_number'],
    [{ zip_code: '1012LG', house_number: '123456' }, 'house_number'],
    [{ zip_code: '1012LG', house_number: '12A', house_number_extension: 'B' }, 'house_number'],
    [
      { zip_code: '1012LG', house_number: '12', house_number_extension: '#' },
      'house_number_extension',
    ],
    [{ zip_code: '1012', house_number: '12' }, 'zip_code'],
    [{ zip_code: 'N-L-1-0-1-2-L-G', house_number: '12' }, 'zip_code'],
    [{ street: 'Damrak', house_number: '12' }, 'zip_code'],
  ])('names the field of %j', (partial, field) => {
    expect(readAddressInput(partial).problems.map((p) => p.field)).toEqual([field]);
  });
});
