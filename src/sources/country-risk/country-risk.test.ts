import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CountryRiskData } from '../../entities/records.js';
import { collectEvents } from '../collect-events.js';
import { countryRiskFormat } from './index.js';

const fixture = fileURLToPath(new URL('./fixtures/country-risk.csv', import.meta.url));
const shipped = fileURLToPath(new URL('../../../reference-data/country-risk.csv', import.meta.url));

describe('country-risk format', () => {
  it('reads list entries keyed by upper-case country code', async () => {
    const { records } = await collectEvents(countryRiskFormat, [fixture]);
    expect(countryRiskFormat.name).toBe('country-risk');
    expect(records.map((r) => r.key)).toEqual(['KP', 'VG', 'RU']);
    expect(records[2]?.data).toEqual({
      country: 'RU',
      name: 'Russian Federation',
      list: 'eu_high_risk_third_country',
      listed_since: '2026-01-29',
      source: 'http://data.europa.eu/eli/reg_del/2016/1675/oj',
      publication_date: '2026-01-09',
    });
  });

  it('rejects bad rows with their line and column', async () => {
    const { rejected } = await collectEvents(countryRiskFormat, [fixture]);
    expect(rejected.map((r) => [r.line, r.reason.split(':')[0]])).toEqual([
      [5, 'country'],
      [6, 'list'],
      [7, 'publication_date'],
      [8, 'listed_since'],
      [9, 'source'],
    ]);
  });

  it('reads the lists that ship with the project without a rejection', async () => {
    const { records, rejected } = await collectEvents(countryRiskFormat, [shipped]);
    expect(rejected).toEqual([]);
    const lists = (name: string) =>
      records
        .map((r) => r.data as CountryRiskData)
        .filter((d) => d.list === name)
        .map((d) => d.country)
        .sort();
    expect(lists('fatf_call_for_action')).toEqual(['IR', 'KP', 'MM']);
    expect(lists('fatf_increased_monitoring')).toHaveLength(22);
    expect(lists('eu_high_risk_third_country')).toHaveLength(26);
    for (const record of records) {
      const data = record.data as CountryRiskData;
      expect(data.source).toMatch(/^https?:\/\//);
      expect(data.publication_date).toMatch(/^2026-/);
    }
  });
});
