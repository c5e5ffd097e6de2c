import { describe, expect, it } from 'vitest';
import type { CountryRiskData } from '../entities/records.js';
import { registryWithoutReferenceData, type Registry } from '../registry/registry.js';
import { countriesNotRead, countryRisk } from './country-risk.js';

const listing = (country: string, list: CountryRiskData['list'], listedSince?: string) => ({
  type: 'country-risk',
  key: country,
  data: {
    country,
    name: country,
    list,
    ...(listedSince && { listed_since: listedSince }),
    source: 'https://example.org/list',
    publication_date: '2026-06-19',
  } satisfies CountryRiskData,
});

const LISTS = [
  listing('KP', 'fatf_call_for_action'),
  listing('KP', 'eu_high_risk_third_country', '2016-07'),
  listing('AO', 'fatf_increased_monitoring', '2024-10'),
  listing('BG', 'fatf_increased_monitoring', '2027-02'),
  listing('IR', 'fatf_call_for_action'),
];

const withLists: Registry = {
  ...registryWithoutReferenceData,
  servesFormat: (format) => format === 'country-risk',
  records: (type, key) => Promise.resolve(LISTS.filter((l) => l.type === type && l.key === key)),
};

describe('countryRisk', () => {
  it('is L for a country on no list, with the countries looked at', async () => {
    const outcome = await countryRisk(withLists, [{ country: 'nl', why: 'seat' }], '2026-11-23');
    expect(outcome?.riskCountry).toEqual({ risk_result: 'L' });
    expect(outcome?.detail).toEqual([{ country: 'NL', why: 'seat', risk: 'L', listings: [] }]);
  });

  it('is M for increased monitoring and H for a call for action, the worst country counting', async () => {
    const medium = await countryRisk(
      withLists,
      [
        { country: 'NL', why: 'seat' },
        { country: 'ao', why: 'parent' },
      ],
      '2026-11-23',
    );
    expect(medium?.riskCountry.risk_result).toBe('M');
    const high = await countryRisk(
      withLists,
      [
        { country: 'AO', why: 'seat' },
        { country: 'KP', why: 'parent' },
      ],
      '2026-11-23',
    );
    expect(high?.riskCountry.risk_result).toBe('H');
    expect(high?.detail[1]?.listings.map((l) => l.list)).toEqual([
      'fatf_call_for_action',
      'eu_high_risk_third_country',
    ]);
  });

  it('keeps every reason a country counts for, the first as why and the rest in order', async () => {
    const outcome = await countryRisk(
      withLists,
      [
        { country: 'KP', why: 'parent: Pyongyang Trading (fictitious)' },
        { country: 'NL', why: 'seat' },
        { country: 'kp', why: 'ubo: Kim Eigenaar (nationality)' },
        { country: 'KP ', why: 'shareholder: Ri Aandeel (residence)' },
      ],
      '2026-11-23',
    );
    expect(outcome?.riskCountry.risk_result).toBe('H');
    expect(outcome?.detail.map((d) => d.country)).toEqual(['KP', 'NL']);
    expect(outcome?.detail[0]).toMatchObject({
      country: 'KP',
      why: 'parent: Pyongyang Trading (fictitious)',
      also: ['ubo: Kim Eigenaar (nationality)', 'shareholder: Ri Aandeel (residence)'],
      risk: 'H',
    });
    // A country with one reason has no `also`, as stored checks before it never had.
    expect(outcome?.detail[1]).toEqual({ country: 'NL', why: 'seat', risk: 'L', listings: [] });
  });

  it('names a reason given twice for a country once', async () => {
    const outcome = await countryRisk(
      withLists,
      [
        { country: 'AO', why: 'ubo: Ana Silva (nationality)' },
        { country: 'AO', why: 'ubo: Ana Silva (residence)' },
        { country: 'ao', why: 'ubo: Ana Silva (nationality)' },
        { country: 'AO', why: 'ubo: Ana Silva (residence)' },
      ],
      '2026-11-23',
    );
    expect(outcome?.detail).toHaveLength(1);
    expect(outcome?.detail[0]?.why).toBe('ubo: Ana Silva (nationality)');
    expect(outcome?.detail[0]?.also).toEqual(['ubo: Ana Silva (residence)']);
    const once = await countryRisk(
      withLists,
      [
        { country: 'NL', why: 'seat' },
        { country: 'NL', why: 'seat' },
      ],
      '2026-11-23',
    );
    expect(once?.detail).toEqual([{ country: 'NL', why: 'seat', risk: 'L', listings: [] }]);
  });

  it('counts a province or region code for its country, as the company record shows it', async () => {
    // FtM and GLEIF write a seat or residence as a subdivision (ir-07, Tehran) or a territory
    // of FtM's list (cy-trnc); it is the country's risk all the same, not none.
    const outcome = await countryRisk(
      withLists,
      [
        { country: 'nl', why: 'seat' },
        { country: 'ir-07', why: 'parent: Tehran Holding (fictitious)' },
        { country: 'kp-01', why: 'ubo: Kim Eigenaar (residence)' },
        { country: 'nl-cw', why: 'shareholder: Curaçao Trust (residence)' },
      ],
      '2026-11-23',
    );
    expect(outcome?.riskCountry.risk_result).toBe('H');
    expect(outcome?.detail.map((d) => [d.country, d.risk])).toEqual([
      ['NL', 'L'],
      ['IR', 'H'],
      ['KP', 'H'],
      ['CW', 'L'],
    ]);
  });

  it('names the values that are no country instead of counting them as low', async () => {
    const countries = [
      { country: 'NL', why: 'seat' },
      { country: 'zz', why: 'ubo: Onbekend (nationality)' },
      { country: 'eu', why: 'parent: Europe Holding (fictitious)' },
      { country: 'x-so', why: 'ubo: Ahmed Hassan (residence)' },
      { country: 'cy-trnc', why: 'parent: Kyrenia Ltd (fictitious)' },
    ];
    const outcome = await countryRisk(withLists, countries, '2026-11-23');
    expect(outcome?.detail.map((d) => d.country)).toEqual(['NL', 'CY']);
    expect(countriesNotRead(countries)).toEqual(['zz', 'eu', 'x-so']);
  });

  it('does not count a listing before its listed_since date', async () => {
    const before = await countryRisk(withLists, [{ country: 'BG', why: 'seat' }], '2026-11-23');
    expect(before?.riskCountry.risk_result).toBe('L');
    const after = await countryRisk(withLists, [{ country: 'BG', why: 'seat' }], '2027-03-01');
    expect(after?.riskCountry.risk_result).toBe('M');
  });

  it('is left out without country lists or without a country, never reported low', async () => {
    expect(
      await countryRisk(
        registryWithoutReferenceData,
        [{ country: 'KP', why: 'seat' }],
        '2026-11-23',
      ),
    ).toBe(undefined);
    expect(await countryRisk(withLists, [], '2026-11-23')).toBeUndefined();
    expect(
      await countryRisk(withLists, [{ country: 'Netherlands', why: 'seat' }], '2026-11-23'),
    ).toBeUndefined();
    expect(await countryRisk(withLists, [{ country: 'zz', why: 'seat' }], '2026-11-23')).toBe(
      undefined,
    );
  });
});
