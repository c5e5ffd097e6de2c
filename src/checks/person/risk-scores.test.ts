import { describe, expect, it } from 'vitest';
import { addressIndexOf } from '../../../test/person-addresses.js';
import { lookupInIndex } from '../../registry/address-index-lookup.js';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import { registryWithoutReferenceData, type Registry } from '../../registry/registry.js';
import type { AddressRecord, ReferenceRecord } from '../../sources/source.js';
import type { HistoryCounts, HistoryQuery, Organisation } from '../../store/store.js';
import { createScreeningService } from '../../screening/default-service.js';
import { checkSubject, checkSubjectOf } from './check-subject.js';
import type { PersonCheckContext } from './context.js';
import { checkDayOf } from '../check-day.js';
import { HISTORY_WINDOW_DAYS, riskScoresOf } from './risk-scores.js';

const ORGANISATION: Organisation = {
  id: 'org-1',
  name: 'Test (fictitious)',
  createdAt: '2026-01-01T00:00:00.000Z',
  customSections: {},
};

const stats = (area: string, level: string, addresses: number, checks: number, risk: string) => ({
  type: 'postcode-stats',
  key: area,
  data: { area, level, addresses, residents: addresses * 2, checks, risk },
});

interface World {
  records?: Record<string, ReferenceRecord[]>;
  /** The address data; absent: none served. */
  addresses?: AddressRecord[];
  formats?: string[];
  history?: Partial<HistoryCounts>;
}

function contextFor(request: PersonCheckRequest, world: World = {}, at = new Date()) {
  const asked: HistoryQuery[] = [];
  const registry: Registry = {
    ...registryWithoutReferenceData,
    servesFormat: (format) => (world.formats ?? []).includes(format),
    records: (type, key) => Promise.resolve(world.records?.[`${type}:${key}`] ?? []),
    lookupAddress: (partial) => {
      const index = world.addresses && addressIndexOf(world.addresses);
      return Promise.resolve(lookupInIndex(index, partial, undefined));
    },
  };
  const context: PersonCheckContext = {
    request,
    today: checkDayOf(at),
    organisation: ORGANISATION,
    registry,
    screening: createScreeningService(),
    lookups: {},
    shared: new Map(),
    subject: checkSubjectOf(request),
    at: at.toISOString(),
    history: (query) => {
      asked.push({ ...query, organisationId: ORGANISATION.id });
      return Promise.resolve({
        checksInArea: Object.fromEntries(query.areas.map((a) => [a, 0])),
        otherPersonsAtAddress: 0,
        otherAddressesOfPerson: 0,
        ...world.history,
      });
    },
  };
  return { context, asked };
}

const JAN: PersonCheckRequest = {
  type: 'standard',
  person: { first_name: 'Jan', last_name: 'Jansen', date_of_birth: '1980-01-01' },
  address: { zip_code: '1012 ab', house_number: '1', country: 'NL' },
};

const HOME: AddressRecord = {
  postcode: '1012AB',
  houseNumber: 1,
  street: 'Damstraat',
  city: 'Amsterdam',
  secondary: false,
};
const NEIGHBOUR: AddressRecord = { ...HOME, houseNumber: 3 };

describe('risk_scores', () => {
  it('says PRR0 everywhere when there is no data to judge by', async () => {
    const { context } = contextFor(JAN);
    const scores = await riskScoresOf(context);
    expect(scores?.zip_code?.code).toBe('PRR0');
    expect(scores?.address?.code).toBe('PRR0');
    // The name was checked against the (empty) history: nothing unusual, so low.
    expect(scores?.name?.code).toBe('PRR1');
    expect(scores?.statistical_scores).toEqual({
      pc4: { count: '0', risk: 'PRR0' },
      pc5: { count: '0', risk: 'PRR0' },
      pc6: { count: '0', risk: 'PRR0' },
    });
  });

  it('takes the postcode risk from the most specific area with statistics and adds own checks to the counts', async () => {
    const { context, asked } = contextFor(JAN, {
      records: {
        'postcode-stats:1012': [stats('1012', 'pc4', 4000, 900, 'PRR1')],
        'postcode-stats:1012A': [stats('1012A', 'pc5', 400, 80, 'PRR2')],
      },
      history: { checksInArea: { '1012': 7, '1012A': 3, '1012AB': 1 } },
    });
    const scores = await riskScoresOf(context);
    expect(asked[0]?.areas).toEqual(['1012', '1012A', '1012AB']);
    expect(scores?.zip_code?.code).toBe('PRR2');
    expect(scores?.zip_code?.description).toContain('pc5 1012A: 400 addresses');
    expect(scores?.statistical_scores).toEqual({
      pc4: { count: '907', risk: 'PRR1' },
      pc5: { count: '83', risk: 'PRR2' },
      pc6: { count: '1', risk: 'PRR1' },
    });
  });

  it('raises an area where the organisation checked as many times as it has addresses', async () => {
    const { context } = contextFor(JAN, {
      records: { 'postcode-stats:1012AB': [stats('1012AB', 'pc6', 12, 2, 'PRR1')] },
      history: { checksInArea: { '1012': 40, '1012A': 40, '1012AB': 40 } },
    });
    const scores = await riskScoresOf(context);
    expect(scores?.statistical_scores?.pc6).toEqual({ count: '42', risk: 'PRR3' });
    expect(scores?.zip_code?.code).toBe('PRR3');
    expect(scores?.zip_code?.description_extra).toContain('40 checks by your organisation');
  });

  it('never lowers the postcode risk when one more own check falls in the narrower area', async () => {
    // No statistics: 60 own checks in pc5 reach its fixed count; pc6 then holds 0 or 1 of them.
    const before = await riskScoresOf(
      contextFor(JAN, { history: { checksInArea: { '1012': 60, '1012A': 60, '1012AB': 0 } } })
        .context,
    );
    const after = await riskScoresOf(
      contextFor(JAN, { history: { checksInArea: { '1012': 61, '1012A': 61, '1012AB': 1 } } })
        .context,
    );
    expect(before?.zip_code?.code).toBe('PRR2');
    expect(after?.statistical_scores?.pc5?.risk).toBe('PRR2');
    expect(after?.zip_code?.code).toBe('PRR2');
    expect(after?.zip_code?.description).toContain('pc6 1012AB: no postcode statistics');
    expect(after?.zip_code?.description_extra).toBe(
      'Raised by 61 checks by your organisation in the last 90 days in one area (pc5 1012A).',
    );
  });

  it('raises the postcode where own checks raised a broader area than the one described', async () => {
    const { context } = contextFor(JAN, {
      records: {
        'postcode-stats:1012': [stats('1012', 'pc4', 50, 10, 'PRR1')],
        'postcode-stats:1012AB': [stats('1012AB', 'pc6', 12, 2, 'PRR1')],
      },
      history: { checksInArea: { '1012': 50, '1012A': 5, '1012AB': 2 } },
    });
    const scores = await riskScoresOf(context);
    expect(scores?.statistical_scores?.pc4?.risk).toBe('PRR2');
    expect(scores?.zip_code?.code).toBe('PRR2');
    expect(scores?.zip_code?.description).toContain('pc6 1012AB: 12 addresses');
    expect(scores?.zip_code?.description_extra).toBe(
      'Raised by 50 checks by your organisation in the last 90 days for 50 addresses (pc4 1012).',
    );
  });

  it('says nothing was raised where the statistics had the area as high already; one and many', async () => {
    const { context } = contextFor(JAN, {
      records: { 'postcode-stats:1012AB': [stats('1012AB', 'pc6', 1, 0, 'PRR3')] },
      history: { checksInArea: { '1012': 1, '1012A': 1, '1012AB': 1 } },
    });
    const scores = await riskScoresOf(context);
    expect(scores?.zip_code?.code).toBe('PRR3');
    expect(scores?.zip_code).not.toHaveProperty('description_extra');
    expect(scores?.zip_code?.description).toContain(
      'pc6 1012AB: 1 address, residents not given for an area of fewer than 10 addresses, 0 checks',
    );
  });

  it('states the residents of an area only where it holds at least 10 addresses', async () => {
    // A pc6 of one address: its residents would be the household living there.
    const single = contextFor(JAN, {
      records: {
        'postcode-stats:1012': [stats('1012', 'pc4', 4000, 900, 'PRR1')],
        'postcode-stats:1012AB': [stats('1012AB', 'pc6', 1, 3, 'PRR2')],
      },
    }).context;
    const one = await riskScoresOf(single);
    expect(one?.zip_code?.code).toBe('PRR2');
    expect(one?.zip_code?.description).toBe(
      'pc6 1012AB: 1 address, residents not given for an area of fewer than 10 addresses, 3 checks in the statistics; 0 by your organisation in the last 90 days.',
    );
    const areas = (single.lookups.risk_scores as { areas: { statistics: unknown }[] }).areas;
    expect(areas[0]?.statistics).toMatchObject({ addresses: 4000, residents: 8000 });
    expect(areas[2]?.statistics).toEqual({
      area: '1012AB',
      level: 'pc6',
      addresses: 1,
      residents: null,
      residents_not_given: 'not given for an area of fewer than 10 addresses',
      checks: 3,
      risk: 'PRR2',
    });
    expect(JSON.stringify(single.lookups)).not.toContain('"residents":2');

    const twelve = contextFor(JAN, {
      records: { 'postcode-stats:1012AB': [stats('1012AB', 'pc6', 12, 3, 'PRR1')] },
    }).context;
    const many = await riskScoresOf(twelve);
    expect(many?.zip_code?.description).toBe(
      'pc6 1012AB: 12 addresses, 24 residents, 3 checks in the statistics; 0 by your organisation in the last 90 days.',
    );
    const counted = (twelve.lookups.risk_scores as { areas: { statistics: unknown }[] }).areas;
    expect(counted[2]?.statistics).toEqual({
      area: '1012AB',
      level: 'pc6',
      addresses: 12,
      residents: 24,
      checks: 3,
      risk: 'PRR1',
    });
  });

  it('says that the country could not be read, not that no postcode was given, when it cannot', async () => {
    const atlantis = { ...JAN, address: { ...JAN.address, country: 'Atlantis' } };
    const scores = await riskScoresOf(contextFor(atlantis, { addresses: [HOME] }).context);
    const why =
      'The country "Atlantis" cannot be read: whether the address is Dutch is not known, so it is not judged.';
    expect(scores?.address).toEqual({ code: 'PRR0', description: why });
    expect(scores?.zip_code).toEqual({ code: 'PRR0', description: why });
    expect(scores).not.toHaveProperty('statistical_scores');
  });

  it('scores an address that does not exist as high, and a non-residential one as elevated', async () => {
    const missing = await riskScoresOf(contextFor(JAN, { addresses: [NEIGHBOUR] }).context);
    expect(missing?.address?.code).toBe('PRR3');
    expect(missing?.address?.description).toBe('The address does not exist in the address data.');

    const office = await riskScoresOf(
      contextFor(JAN, {
        addresses: [HOME],
        records: {
          'address-properties:1012AB|1|': [
            { type: 'address-properties', key: '1012AB|1|', data: { usage: ['kantoorfunctie'] } },
          ],
        },
      }).context,
    );
    expect(office?.address?.code).toBe('PRR2');
    expect(office?.address?.description).toContain('not residential (use: kantoorfunctie)');
  });

  it('scores a Dutch address the data lacks as high also without postcode, and one contradicting its postcode', async () => {
    const byStreet = await riskScoresOf(
      contextFor(
        { ...JAN, address: { street: 'Damstraat', house_number: '99', city: 'Amsterdam' } },
        { addresses: [HOME] },
      ).context,
    );
    expect(byStreet?.address).toEqual({
      code: 'PRR3',
      description: 'The address does not exist in the address data.',
    });
    const elsewhere = {
      ...JAN,
      address: { zip_code: '1012AB', house_number: '1', street: 'Dorpsstraat', city: 'Groningen' },
    };
    const contradicted = contextFor(elsewhere, { addresses: [HOME] });
    expect((await riskScoresOf(contradicted.context))?.address).toEqual({
      code: 'PRR3',
      description:
        'The street and city given are not those of the postcode and house number given.',
    });
    // It joins the history under the address as given, as the area counts do.
    expect(contradicted.asked[0]?.addressKey).toBe('1012AB|1|');
    expect(await checkSubject(contradicted.context)).toMatchObject({ addressKey: '1012AB|1|' });
  });

  it('scores an ordinary home as low, and one where many others were checked as high', async () => {
    const home = contextFor(JAN, {
      formats: ['residents'],
      addresses: [HOME],
      records: {
        'residents:1012AB|1|': [{ type: 'residents', key: '1012AB|1|', data: {} }],
      },
    });
    expect((await riskScoresOf(home.context))?.address?.code).toBe('PRR1');

    const busy = contextFor(JAN, {
      addresses: [HOME],
      history: { otherPersonsAtAddress: 6 },
    });
    const scores = await riskScoresOf(busy.context);
    expect(scores?.address?.code).toBe('PRR3');
    expect(scores?.address?.description).toContain('checked 6 other persons at this address');
  });

  it('judges the address as address_validation found it: corrected postcode, unknown extension', async () => {
    // Street and city identify Damstraat 1 in 1012AB; the postcode given is a typo.
    const corrected = await riskScoresOf(
      contextFor(
        {
          ...JAN,
          address: {
            zip_code: '1012 AC',
            house_number: '1',
            street: 'Damstraat',
            city: 'Amsterdam',
            country: 'NL',
          },
        },
        {
          formats: ['residents'],
          addresses: [HOME],
          records: {
            'residents:1012AB|1|': Array.from({ length: 9 }, () => ({
              type: 'residents',
              key: '1012AB|1|',
              data: {},
            })),
          },
        },
      ).context,
    );
    expect(corrected?.address?.code).toBe('PRR2');
    expect(corrected?.address?.description).toBe('8 or more persons are known at the address.');

    const extension = await riskScoresOf(
      contextFor(
        { ...JAN, address: { ...JAN.address, house_number_extension: 'b' } },
        { addresses: [HOME, { ...HOME, houseLetter: 'A' }] },
      ).context,
    );
    expect(extension?.address?.code).toBe('PRR2');
    expect(extension?.address?.description).toBe(
      'The postcode and house number exist, but not with the extension "B".',
    );
  });

  it('reads the history under the address as found: a mistyped postcode joins its real neighbours', async () => {
    const typo = contextFor(
      {
        ...JAN,
        address: {
          zip_code: '1012 AC',
          house_number: '1',
          street: 'Damstraat',
          city: 'Amsterdam',
          country: 'NL',
        },
      },
      { addresses: [HOME] },
    );
    await riskScoresOf(typo.context);
    expect(typo.asked).toHaveLength(1);
    expect(typo.asked[0]?.addressKey).toBe('1012AB|1|');
    expect(typo.asked[0]?.areas).toEqual(['1012', '1012A', '1012AB']);
    // The check is kept in the history under the same keys.
    expect(await checkSubject(typo.context)).toMatchObject({
      postcode: '1012AB',
      addressKey: '1012AB|1|',
    });

    // Without address data, the address is read as given.
    const unvalidated = contextFor({ ...JAN, address: { ...JAN.address, zip_code: '1012 AC' } });
    await riskScoresOf(unvalidated.context);
    expect(unvalidated.asked[0]?.addressKey).toBe('1012AC|1|');
  });

  it('reads the history under the postcode found where street and city give a number without its extension', async () => {
    // Damstraat 1 exists only as 1-A and 1-B: P03, under the postcode the address data has.
    const flats = [HOME, NEIGHBOUR].flatMap((a) => [
      { ...a, houseLetter: 'A' },
      { ...a, houseLetter: 'B' },
    ]);
    const byStreet = contextFor(
      { ...JAN, address: { street: 'Damstraat', house_number: '1', city: 'Amsterdam' } },
      { addresses: flats },
    );
    const scores = await riskScoresOf(byStreet.context);
    expect(scores?.address?.code).toBe('PRR2');
    expect(scores?.zip_code?.description).toBe(
      'No postcode statistics and no earlier checks for 1012 AB.',
    );
    expect(scores?.statistical_scores).toBeDefined();
    expect(byStreet.asked[0]?.areas).toEqual(['1012', '1012A', '1012AB']);
    expect(byStreet.asked[0]?.addressKey).toBe('1012AB|1|');
    expect(await checkSubject(byStreet.context)).toMatchObject({
      postcode: '1012AB',
      addressKey: '1012AB|1|',
    });
  });

  it('does not judge an address without address data, nor one it cannot read', async () => {
    const unserved = await riskScoresOf(contextFor(JAN).context);
    expect(unserved?.address).toEqual({
      code: 'PRR0',
      description: 'No address data, residents or address properties to judge the address.',
    });
    const unreadable = await riskScoresOf(
      contextFor({ ...JAN, address: { zip_code: '1012AB', country: 'NL' } }, { addresses: [HOME] })
        .context,
    );
    expect(unreadable?.address?.code).toBe('PRR0');
    expect(unreadable?.address?.description).toContain('could be read');
  });

  it("reads the history's window back from the check's moment, not from when the section runs", async () => {
    // A check that started a day ago (a long run, or a clock read once for the whole check).
    const at = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const { context, asked } = contextFor(JAN, {}, at);
    await riskScoresOf(context);
    expect(asked[0]?.since).toBe(
      new Date(at.getTime() - HISTORY_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString(),
    );
  });

  it('raises the name risk when the same person was checked at other addresses', async () => {
    const { context, asked } = contextFor(JAN, { history: { otherAddressesOfPerson: 2 } });
    const scores = await riskScoresOf(context);
    expect(asked[0]?.personKey).toMatch(/^[0-9a-f]{32}$/);
    expect(scores?.name?.code).toBe('PRR2');
    const unnamed = await riskScoresOf(
      contextFor({ ...JAN, person: { last_name: 'Jansen' } }).context,
    );
    expect(unnamed?.name?.code).toBe('PRR0');
  });

  it('gives no postcode score for a foreign address and nothing without person or address', async () => {
    const abroad = await riskScoresOf(
      contextFor({ ...JAN, address: { city: 'Brussel', country: 'BE', zip_code: '1000' } }).context,
    );
    expect(abroad?.zip_code?.code).toBe('PRR0');
    expect(abroad?.statistical_scores).toBeUndefined();
    expect(abroad?.address?.code).toBe('PRR0');
    // The country ending the address lines is the address's country as well.
    const inLines = await riskScoresOf(
      contextFor({
        ...JAN,
        address: { address_line_1: 'Rue de la Loi 16', address_line_2: '1000 Bruxelles, Belgique' },
      }).context,
    );
    expect(inLines?.address).toEqual(abroad?.address);
    expect(abroad?.address?.description).toBe(
      'A foreign address: the Dutch address data cannot judge it.',
    );
    expect(await riskScoresOf(contextFor({ type: 'standard' }).context)).toBeUndefined();
  });
});
