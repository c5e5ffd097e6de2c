import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectEvents, entitiesOf, entityById } from '../collect-events.js';
import { gleifLeiFormat } from './index.js';
import { jurisdictionOf } from './jurisdiction.js';

const fixture = fileURLToPath(new URL('./fixtures/jurisdictions.csv', import.meta.url));
const LEFT_OUT = 'is not a known country name or code; the value was left out';

describe('jurisdictionOf', () => {
  const read = (text: string | undefined) => {
    const leftOut: string[] = [];
    return { jurisdiction: jurisdictionOf('lei-x', text, leftOut), leftOut };
  };

  it('reads a territory code and an ISO 3166-2 subdivision with its country', () => {
    expect(read('NL')).toEqual({ jurisdiction: { code: 'nl', country: 'nl' }, leftOut: [] });
    expect(read(' us-de ')).toEqual({
      jurisdiction: { code: 'us-de', country: 'us' },
      leftOut: [],
    });
    expect(read('CA-QC').jurisdiction).toEqual({ code: 'ca-qc', country: 'ca' });
    expect(read('GB-SCT').jurisdiction).toEqual({ code: 'gb-sct', country: 'gb' });
    expect(read('AE-DU').jurisdiction).toEqual({ code: 'ae-du', country: 'ae' });
  });

  it('gives a subdivision that ISO 3166-1 also lists as a territory that territory as its country', () => {
    expect(read('US-PR')).toEqual({ jurisdiction: { code: 'us-pr', country: 'pr' }, leftOut: [] });
    expect(read('NL-CW').jurisdiction).toEqual({ code: 'nl-cw', country: 'cw' });
    expect(read('CN-TW').jurisdiction).toEqual({ code: 'cn-tw', country: 'tw' });
    expect(read('CN-HK').jurisdiction).toEqual({ code: 'cn-hk', country: 'hk' });
    expect(read('FR-974').jurisdiction).toEqual({ code: 'fr-974', country: 're' });
    // A subdivision that is not a territory of its own stays in its country.
    expect(read('NL-NH').jurisdiction).toEqual({ code: 'nl-nh', country: 'nl' });
  });

  it('leaves out and reports what names no territory or subdivision', () => {
    for (const text of ['EU', 'XX', 'US-ZZ', 'XX-DE', 'EU-DE', 'U.S.A.', 'Delaware', 'USA']) {
      expect(read(text)).toEqual({
        jurisdiction: undefined,
        leftOut: [`lei-x: jurisdiction "${text}" ${LEFT_OUT}`],
      });
    }
  });

  it('reports nothing where GLEIF gives no jurisdiction', () => {
    expect(read(undefined)).toEqual({ jurisdiction: undefined, leftOut: [] });
    expect(read('  ')).toEqual({ jurisdiction: undefined, leftOut: [] });
  });
});

describe('GLEIF legal jurisdictions in an import', () => {
  it('keeps a state or province as the jurisdiction, its country as a country', async () => {
    const { items, dropped, rejected } = await collectEvents(gleifLeiFormat, [fixture]);
    expect(rejected).toEqual([]);
    // Nothing of the two is left out: lines 2 and 3.
    expect(dropped.filter((d) => d.line <= 3)).toEqual([]);
    const entities = entitiesOf(items);
    const delaware = entityById(entities, 'lei-724500DELAWARE000068').properties;
    expect(delaware.jurisdiction).toEqual(['us-de']);
    expect(delaware.country).toEqual(['us']);
    const quebec = entityById(entities, 'lei-724500QUEBEC00000029').properties;
    expect(quebec.jurisdiction).toEqual(['ca-qc']);
    expect(quebec.country).toEqual(['ca']);
    // The subdivision of an address stays its region, as GLEIF wrote it.
    expect(
      entityById(entities, 'lei-724500QUEBEC00000029-legal-address').properties.region,
    ).toEqual(['CA-QC']);
  });

  it('leaves out an unknown or malformed jurisdiction, keeps the company, and reports it', async () => {
    const { items, dropped } = await collectEvents(gleifLeiFormat, [fixture]);
    const entities = entitiesOf(items);
    for (const id of ['724500NOSTATE0000075', '724500EUJURIS0000003', '724500MALFORMED00060']) {
      expect(entityById(entities, `lei-${id}`).properties.jurisdiction).toBeUndefined();
    }
    // The address countries are still read.
    expect(entityById(entities, 'lei-724500EUJURIS0000003').properties.country).toEqual(['nl']);
    expect(dropped.map((d) => [d.line, d.reason])).toEqual([
      [4, `lei-724500NOSTATE0000075: jurisdiction "US-ZZ" ${LEFT_OUT}`],
      [5, `lei-724500EUJURIS0000003: jurisdiction "EU" ${LEFT_OUT}`],
      [6, `lei-724500MALFORMED00060: jurisdiction "U.S.A." ${LEFT_OUT}`],
    ]);
  });
});
