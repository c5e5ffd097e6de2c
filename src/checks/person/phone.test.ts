import { describe, expect, it } from 'vitest';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import type { PhoneDirectoryData } from '../../entities/records.js';
import { contextWithRecords } from '../../../test/person-context.js';
import { addressIndexOf } from '../../../test/person-addresses.js';
import { lookupInIndex } from '../../registry/address-index-lookup.js';
import { phoneNumberMatchesOf, phoneSection } from './phone.js';

const HOME_LINE: PhoneDirectoryData = {
  phone_number: '+31201234567',
  name: 'J. van der Berg',
  street: 'Damrak',
  house_number: 1,
  addition: 'A',
  postcode: '1012AB',
  city: 'Amsterdam',
  country: 'NL',
  kind: 'landline',
  listed_since: '2015-01-01',
};
const PARTNER_LINE: PhoneDirectoryData = { ...HOME_LINE, name: 'M. de Vries' };

/** A registry whose phone directory holds these listings (or is not served). */
const contextFor = (
  request: Omit<PersonCheckRequest, 'type'>,
  listings: PhoneDirectoryData[] | 'not served' = [],
) =>
  contextWithRecords(
    'basic_plus',
    request,
    'phone-directory',
    listings === 'not served'
      ? listings
      : listings.map((data) => ({ type: 'phone-directory', key: data.phone_number, data })),
  );

const JAN = { initials: 'J.', last_name_prefix: 'van der', last_name: 'Berg' };
const DAMRAK = { zip_code: '1012 AB', house_number: '1', house_number_extension: 'A' };

describe('phone_number_matches: the address compared', () => {
  const codeFor = async (address: Omit<PersonCheckRequest, 'type'>['address']) => {
    const { context } = contextFor(
      { person: { ...JAN, phone_number: '020-1234567' }, ...(address && { address }) },
      [HOME_LINE],
    );
    return (await phoneNumberMatchesOf(context))?.[0]?.code;
  };

  it('reads the address lines, as the other sections do', async () => {
    expect(
      await codeFor({ address_line_1: 'Damrak 1-A', address_line_2: '1012 AB Amsterdam' }),
    ).toBe('PM01');
    expect(await codeFor({ address_line_1: 'Damrak 1-A, 1012 AB Amsterdam, Netherlands' })).toBe(
      'PM01',
    );
  });

  it('does not compare an address whose country is not read', async () => {
    expect(await codeFor({ ...DAMRAK, country: 'Atlantis' })).toBe('PM03');
  });
});

describe('phone_number_matches', () => {
  it('is left out without a telephone number', async () => {
    expect(await phoneNumberMatchesOf(contextFor({ person: JAN }).context)).toBeUndefined();
    const blank = contextFor({ person: { ...JAN, phone_number: '  ' } });
    expect(await phoneSection.compute(blank.context)).toBeUndefined();
  });

  it('finds a listing under the name at the given address, in national notation', async () => {
    const { context, asked } = contextFor(
      { person: { ...JAN, phone_number: '020-1234567' }, address: DAMRAK },
      [HOME_LINE],
    );
    const part = await phoneSection.compute(context);
    expect(asked).toEqual(['phone-directory:+31201234567']);
    expect(part?.phone_number_matches).toEqual([
      {
        code: 'PM01',
        message:
          "Listed under the person's name at the given address (landline, listed since 2015-01-01)",
        name: 'J. van der Berg',
        phone_number: '+31201234567',
        // The address given (this registry has no address data to complete it from).
        address: { zip_code: '1012 AB', house_number: '1', house_number_extension: 'A' },
      },
    ]);
    expect(context.lookups.phone_number).toMatchObject({
      region: 'NL',
      directory_served: true,
      directory_key: '+31201234567',
      listings: 1,
    });
  });

  it('gives every listing of the number, the person first', async () => {
    const { context } = contextFor(
      { person: { ...JAN, phone_number: '0031 20 123 45 67' }, address: DAMRAK },
      [PARTNER_LINE, HOME_LINE],
    );
    const matches = await phoneNumberMatchesOf(context);
    // Another person's listing at the address is counted, not named: no reverse directory.
    expect(matches?.map((m) => [m.code, m.name, m.address?.house_number])).toEqual([
      ['PM01', 'J. van der Berg', '1'],
      ['PM04', undefined, undefined],
    ]);
  });

  it('takes a listing of one name of a double name with another initial for another person', async () => {
    const anna = {
      first_name: 'Anna',
      last_name: 'Hendriks-de Lange',
      phone_number: '020-1234567',
    };
    for (const name of ['P. Hendriks', 'Piet Hendriks', 'A. Hendriks']) {
      const { context } = contextFor({ person: anna, address: DAMRAK }, [{ ...HOME_LINE, name }]);
      const [match] = (await phoneNumberMatchesOf(context)) ?? [];
      expect(match?.code, name).toBe(name.startsWith('A.') ? 'PM01' : 'PM04');
    }
  });

  it('names a business listed at the address, and nobody for a number alone', async () => {
    const shop = { ...PARTNER_LINE, name: 'De Vries Schilderwerken B.V.' };
    const atHome = contextFor(
      { person: { ...JAN, phone_number: '020-1234567' }, address: DAMRAK },
      [shop],
    );
    expect((await phoneNumberMatchesOf(atHome.context))?.[0]).toMatchObject({
      code: 'PM04',
      name: 'De Vries Schilderwerken B.V.',
    });
    // A trade word before the family's own name: the family's business, not the person.
    const trade = contextFor(
      { person: { ...JAN, initials: 'A.', phone_number: '020-1234567' }, address: DAMRAK },
      [{ ...PARTNER_LINE, name: 'Advies Van der Berg' }],
    );
    expect((await phoneNumberMatchesOf(trade.context))?.[0]).toMatchObject({
      code: 'PM04',
      name: 'Advies Van der Berg',
    });
    const unnamed = contextFor(
      {
        person: { phone_number: '020-1234567' },
        address: { zip_code: '9999ZZ', house_number: '1' },
      },
      [HOME_LINE],
    );
    const [match] = (await phoneNumberMatchesOf(unnamed.context)) ?? [];
    expect(match?.code).toBe('PM06');
    expect(match).not.toHaveProperty('name');
    expect(match).not.toHaveProperty('address');
  });

  it('does not compare a family name without Latin letters with a listing written in them', async () => {
    // "Берг" may be Berg or another name: neither under the person's name nor under another.
    const { context } = contextFor(
      { person: { last_name: 'Берг', phone_number: '020-1234567' }, address: DAMRAK },
      [HOME_LINE],
    );
    const [match] = (await phoneNumberMatchesOf(context)) ?? [];
    expect(match).toEqual({
      code: 'PM06',
      message:
        'Listed; the family name given has no Latin letters, as the directory writes names, so the name was not compared (landline, at the given address)',
      phone_number: '+31201234567',
    });
  });

  it('completes the address given from the address data, province included', async () => {
    const { context } = contextFor(
      { person: { ...JAN, phone_number: '020-1234567' }, address: DAMRAK },
      [HOME_LINE],
    );
    context.registry = {
      ...context.registry,
      completeAddress: (partial) =>
        Promise.resolve({
          street: 'Damrak',
          house_number: partial.house_number ?? '',
          house_number_extension: 'A',
          zip_code: '1012AB',
          city: 'Amsterdam',
          country: 'NL',
          state: 'Noord-Holland',
        }),
    };
    const [match] = (await phoneNumberMatchesOf(context)) ?? [];
    expect(match?.code).toBe('PM01');
    expect(match?.address).toMatchObject({ street: 'Damrak', state: 'Noord-Holland' });
  });

  it('shows the address at the number, as address_match does, where it exists only with extensions (P03)', async () => {
    // Damrak 1 has only 1-A and 1-B; the caller gives Damrak 1 and the listing is at 1-A.
    const index = addressIndexOf(
      ['A', 'B'].map((houseLetter) => ({
        postcode: '1012AB',
        houseNumber: 1,
        houseLetter,
        street: 'Damrak',
        city: 'Amsterdam',
        province: 'Noord-Holland',
        secondary: false,
      })),
    );
    const { context } = contextFor(
      {
        person: { ...JAN, phone_number: '020-1234567' },
        address: { zip_code: '1012 AB', house_number: '1' },
      },
      [HOME_LINE],
    );
    context.registry = {
      ...context.registry,
      lookupAddress: (partial) => Promise.resolve(lookupInIndex(index, partial, undefined)),
      completeAddress: (partial) =>
        Promise.resolve(
          lookupInIndex(index, partial, undefined).candidates[0] && {
            street: 'Damrak',
            house_number: '1',
            house_number_extension: 'A',
            zip_code: '1012AB',
            city: 'Amsterdam',
            country: 'NL',
          },
        ),
    };
    const [match] = (await phoneNumberMatchesOf(context)) ?? [];
    expect(match?.code).toBe('PM01');
    // Street and city from the address data, not the listing's extension A.
    expect(match?.address).toEqual({
      street: 'Damrak',
      house_number: '1',
      zip_code: '1012AB',
      city: 'Amsterdam',
      country: 'NL',
      state: 'Noord-Holland',
    });
  });

  it('reads a national number that is not one of the address country but a Dutch one as Dutch', async () => {
    const abroad = { street: 'Grote Markt', house_number: '1', zip_code: '1000', city: 'Brussel' };
    const at = (country: string, phone_number: string) =>
      contextFor({ person: { ...JAN, phone_number }, address: { ...abroad, country } }, [HOME_LINE])
        .context;
    // A Dutch landline given with a Belgian address: the listing is found, not PM09.
    const listed = at('BE', '020-1234567');
    expect((await phoneNumberMatchesOf(listed))?.[0]?.code).toBe('PM02');
    expect(listed.lookups.phone_number).toMatchObject({ region: 'NL', not_valid_in: 'BE' });
    const mobile = await phoneNumberMatchesOf(at('BE', '06-12345678'));
    expect(mobile?.[0]).toMatchObject({
      code: 'PM07',
      message: expect.stringContaining('mobile number of the Netherlands') as string,
      phone_number: '+31612345678',
    });
    // A valid Belgian national number stays Belgian, and an international one keeps its country.
    const belgian = at('BE', '02 555 12 34');
    expect((await phoneNumberMatchesOf(belgian))?.[0]?.phone_number).toBe('+3225551234');
    expect(belgian.lookups.phone_number).toMatchObject({ region: 'BE' });
    expect(belgian.lookups.phone_number).not.toHaveProperty('not_valid_in');
    expect((await phoneNumberMatchesOf(at('BE', '+32 20 1234567')))?.[0]?.code).toBe('PM09');
    // Not valid as Dutch either: still not valid, read in the address country.
    const neither = await phoneNumberMatchesOf(at('BE', '0612'));
    expect(neither?.[0]?.code).toBe('PM09');
  });

  it('reads only a Dutch mobile or a listed Dutch number so: a mistyped foreign number stays not valid', async () => {
    const abroad = {
      street: 'Atatürk Caddesi',
      house_number: '1',
      zip_code: '34000',
      city: 'Istanbul',
    };
    const at = (country: string, phone_number: string, listings: PhoneDirectoryData[] = []) =>
      contextFor({ person: { ...JAN, phone_number }, address: { ...abroad, country } }, listings)
        .context;
    // A Turkish mobile with a digit left out, a London number with one left out, a Belgian
    // landline with one added: each a valid Dutch landline, none listed.
    for (const [country, phone_number, e164] of [
      ['TR', '0532 123 45 6', '+900532123456'],
      ['GB', '020 794 6095', '+44207946095'],
      ['BE', '02 555 12 345', '+32255512345'],
    ] as const) {
      const context = at(country, phone_number);
      expect((await phoneNumberMatchesOf(context))?.[0]).toMatchObject({
        code: 'PM09',
        phone_number: e164,
      });
      expect(context.lookups.phone_number).toMatchObject({ region: country });
      expect(context.lookups.phone_number).not.toHaveProperty('not_valid_in');
    }
    // The Dutch landline given with a Belgian address and not listed: not valid in Belgium.
    expect((await phoneNumberMatchesOf(at('BE', '020-1234567')))?.[0]?.code).toBe('PM09');
    // A listing of the number as read in the address country is evidence, though the numbering
    // plan does not know the range (Belgian 0412 is no mobile range libphonenumber has) and the
    // number would be a valid Dutch landline (Oss).
    const belgian: PhoneDirectoryData = {
      ...HOME_LINE,
      phone_number: '+32412345678',
      street: 'Grote Markt',
      house_number: 1,
      postcode: '1000',
      city: 'Brussel',
      country: 'BE',
    };
    const listed = at('BE', '0412 34 56 78', [belgian]);
    expect((await phoneNumberMatchesOf(listed))?.[0]).toMatchObject({
      code: 'PM02',
      phone_number: '+32412345678',
    });
    expect(listed.lookups.phone_number).toMatchObject({ region: 'BE', listings: 1 });
  });

  it('tells a listing at another address, one not compared and one under another name', async () => {
    const elsewhere = await phoneNumberMatchesOf(
      contextFor(
        {
          person: { ...JAN, phone_number: '+31 20 1234567' },
          address: { zip_code: '3011AA', house_number: '5' },
        },
        [HOME_LINE],
      ).context,
    );
    expect(elsewhere?.[0]?.code).toBe('PM02');
    const noAddress = await phoneNumberMatchesOf(
      contextFor({ person: { ...JAN, phone_number: '+31201234567' } }, [HOME_LINE]).context,
    );
    expect(noAddress?.[0]?.code).toBe('PM03');
    const other = await phoneNumberMatchesOf(
      contextFor({ person: { last_name: 'Jansen', phone_number: '+31201234567' } }, [HOME_LINE])
        .context,
    );
    expect(other?.[0]).toMatchObject({
      code: 'PM05',
      message: expect.stringContaining('address not compared') as string,
    });
    const unnamed = await phoneNumberMatchesOf(
      contextFor({ person: { phone_number: '+31201234567' }, address: DAMRAK }, [HOME_LINE])
        .context,
    );
    expect(unnamed?.[0]).toMatchObject({
      code: 'PM06',
      message: expect.stringContaining('at the given address') as string,
    });
  });

  it('says a valid number is not listed', async () => {
    const { context } = contextFor({ person: { ...JAN, phone_number: '06-12345678' } }, [
      HOME_LINE,
    ]);
    expect(await phoneNumberMatchesOf(context)).toEqual([
      {
        code: 'PM07',
        message:
          'Valid number, not listed in the phone directory: a mobile number of the Netherlands (+31)',
        phone_number: '+31612345678',
      },
    ]);
  });

  it('does not claim "not listed" when the directory is not served', async () => {
    const { context, asked } = contextFor(
      { person: { ...JAN, phone_number: '+31 6 12345678' } },
      'not served',
    );
    const matches = await phoneNumberMatchesOf(context);
    expect(matches).toEqual([
      {
        code: 'PM08',
        message: expect.stringContaining('not available in this installation') as string,
        phone_number: '+31612345678',
      },
    ]);
    expect(asked).toEqual([]);
  });

  it('reads national numbers in the address country', async () => {
    const { context, asked } = contextFor({
      person: { ...JAN, phone_number: '0470 12 34 56' },
      address: { city: 'Antwerpen', country: 'BE' },
    });
    const matches = await phoneNumberMatchesOf(context);
    expect(matches?.[0]).toMatchObject({ code: 'PM07', phone_number: '+32470123456' });
    expect(matches?.[0]?.message).toContain('Belgium (+32)');
    expect(asked).toEqual(['phone-directory:+32470123456']);
  });

  it('reads national numbers in the country that ends the address lines', async () => {
    const { context } = contextFor({
      person: { ...JAN, phone_number: '0912 345 6789' },
      address: { address_line_1: 'Valiasr 12', address_line_2: '1234567890 Tehran, Iran' },
    });
    const matches = await phoneNumberMatchesOf(context);
    expect(matches?.[0]).toMatchObject({ code: 'PM07', phone_number: '+989123456789' });
    expect(context.lookups.phone_number).toMatchObject({ region: 'IR' });
  });

  it('says why a number is not valid, and gives what was given', async () => {
    const cases: [string, string, string][] = [
      ['06-1234567', '+3161234567', 'too short'],
      ['+999 1234567', '+999 1234567', 'country calling code does not exist'],
      ['+32 6 12345678', '+32612345678', 'not a possible number of Belgium'],
      ['onbekend', 'onbekend', 'not a telephone number'],
    ];
    for (const [given, number, why] of cases) {
      const matches = await phoneNumberMatchesOf(
        contextFor({ person: { ...JAN, phone_number: given } }).context,
      );
      expect(matches).toHaveLength(1);
      expect(matches?.[0]).toMatchObject({ code: 'PM09', phone_number: number });
      expect(matches?.[0]?.message).toContain(why);
    }
  });
});

describe('phone_number_matches tells of the person’s listing no more than the request gave', () => {
  const matchFor = async (
    person: Record<string, string>,
    listing: Partial<PhoneDirectoryData> = {},
    address?: Omit<PersonCheckRequest, 'type'>['address'],
  ) =>
    (
      await phoneNumberMatchesOf(
        contextFor(
          { person: { ...person, phone_number: '020-1234567' }, ...(address && { address }) },
          [{ ...HOME_LINE, ...listing }],
        ).context,
      )
    )?.[0];

  it('names the listing where it is written as given', async () => {
    const match = await matchFor(JAN, {}, DAMRAK);
    expect(match).toMatchObject({ code: 'PM01', name: 'J. van der Berg' });
    expect(match?.address).toMatchObject({ house_number: '1', house_number_extension: 'A' });
    // Initials of the first name given are the caller's too; case is no news.
    const byName = await matchFor({
      first_name: 'Jan',
      last_name: 'BERG',
      last_name_prefix: 'Van der',
    });
    expect(byName).toMatchObject({ code: 'PM03', name: 'J. van der Berg' });
  });

  it('names a listing in the sorting form of a name given in one field ("Silva, J. da")', async () => {
    const joao = { first_name: 'João', last_name: 'da Silva' };
    const match = await matchFor(joao, { name: 'Silva, J. da' }, DAMRAK);
    expect(match).toMatchObject({ code: 'PM01', name: 'Silva, J. da' });
    // With more initials than the first name given it is still the person's, unnamed.
    const more = await matchFor(joao, { name: 'Silva, J.P. da' }, DAMRAK);
    expect(more?.code).toBe('PM01');
    expect(more).not.toHaveProperty('name');
  });

  it.each<[string, Record<string, string>, Partial<PhoneDirectoryData>]>([
    ['the initials, to a family name alone', { last_name: 'Berg' }, {}],
    ['the prefix', { initials: 'J.', last_name: 'Berg' }, {}],
    ['that it holds fewer initials', { ...JAN, initials: 'J.W.' }, {}],
    ['more initials', JAN, { name: 'J.W. van der Berg' }],
    ['the first name', JAN, { name: 'Jan van der Berg' }],
    ['further first names', { ...JAN, first_name: 'Jan' }, { name: 'Jan Willem van der Berg' }],
    ['the spelling of the family name', { ...JAN, last_name: 'Berg' }, { name: 'J. van der Bérg' }],
    ['the spelling of the prefix', JAN, { name: 'J. v.d. Berg' }],
    ['a double name', { initials: 'A.', last_name: 'Smit' }, { name: 'A. Hendriks-Smit' }],
    [
      'the called name listed',
      { first_name: 'Anna Maria', last_name: 'Silva Santos' },
      { name: 'Maria Santos' },
    ],
    [
      'that the particle is left out',
      { first_name: 'Anna', last_name: 'da Silva Santos' },
      { name: 'A. Silva Santos' },
    ],
    ['a gender', JAN, { name: 'Dhr. J. van der Berg' }],
    ['that no initials are listed', JAN, { name: 'Fam. van der Berg' }],
  ])('does not name it where the listing would tell %s', async (_, person, listing) => {
    const match = await matchFor(person, listing, DAMRAK);
    expect(match?.code).toBe('PM01');
    expect(match).not.toHaveProperty('name');
    // The address is the one given (as the address data has it).
    expect(match?.address).toMatchObject({ house_number: '1', house_number_extension: 'A' });
  });

  it('gives no address the request did not give (PM02, PM03)', async () => {
    const elsewhere = await matchFor(JAN, {}, { zip_code: '3011AA', house_number: '5' });
    expect(elsewhere).toMatchObject({ code: 'PM02', name: 'J. van der Berg' });
    expect(elsewhere).not.toHaveProperty('address');
    const unasked = await matchFor(JAN);
    expect(unasked).toMatchObject({ code: 'PM03', name: 'J. van der Berg' });
    expect(unasked).not.toHaveProperty('address');
  });

  it('says of another private person’s listing not since when it is listed', async () => {
    for (const address of [DAMRAK, undefined]) {
      const match = await matchFor({ last_name: 'Jansen' }, {}, address);
      expect(['PM04', 'PM05']).toContain(match?.code);
      expect(match?.message).not.toContain('2015');
    }
    const unnamed = await matchFor({}, {}, DAMRAK);
    expect(unnamed?.code).toBe('PM06');
    expect(unnamed?.message).not.toContain('2015');
  });
});
