import { describe, expect, it } from 'vitest';
import { mapFtmEntity, mapFtmLine } from './mapper.js';

const line = (value: unknown) => JSON.stringify(value);

describe('mapFtmLine', () => {
  it('maps a valid entity with its metadata', () => {
    const outcome = mapFtmLine(
      line({
        id: 'NK-1',
        caption: 'Jan Jansen',
        schema: 'Person',
        properties: { name: ['Jan Jansen'], birthDate: ['1970-01-02'], innCode: ['7700'] },
        referents: ['ofac-1'],
        datasets: ['us_ofac_sdn'],
        first_seen: '2023-01-01T00:00:00',
        last_seen: '2026-01-01T00:00:00',
        last_change: '2025-01-01T00:00:00',
        target: true,
      }),
    );
    expect(outcome).toEqual({
      items: [
        {
          kind: 'entity',
          entity: {
            id: 'NK-1',
            schema: 'Person',
            // Properties outside the model are kept when they hold strings.
            properties: { name: ['Jan Jansen'], birthDate: ['1970-01-02'], innCode: ['7700'] },
            referents: ['ofac-1'],
            datasets: ['us_ofac_sdn'],
            first_seen: '2023-01-01T00:00:00',
            last_seen: '2026-01-01T00:00:00',
            target: true,
            caption: 'Jan Jansen',
          },
        },
      ],
    });
  });

  it('skips schemata outside the model', () => {
    for (const schema of ['Vessel', 'Position', 'Occupancy', 'Family', 'Associate']) {
      const outcome = mapFtmLine(line({ id: 'x', schema, properties: {} }));
      expect(outcome).toEqual({ skipped: `x: schema ${schema} is not used` });
    }
  });

  it('rejects malformed JSON with the parser’s reason', () => {
    const outcome = mapFtmLine('{"id": "x", "schema": "Person"');
    expect('rejected' in outcome && outcome.rejected).toMatch(/^malformed JSON: /);
  });

  it('rejects invalid entities with the reason', () => {
    expect(mapFtmEntity({ schema: 'Person', properties: {} })).toEqual({
      rejected: 'id must be a string of 1 to 255 characters',
    });
    expect(
      mapFtmEntity({ id: 'p', schema: 'Person', properties: { birthDate: ['3 May 1970'] } }),
    ).toEqual({
      rejected: 'p: birthDate "3 May 1970" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)',
    });
    expect(mapFtmEntity({ id: 't', schema: 'Thing', properties: {} })).toEqual({
      rejected: 't: schema Thing is abstract',
    });
  });

  it('rejects a date not in the calendar, naming it', () => {
    const person = (properties: Record<string, string[]>) =>
      mapFtmEntity({ id: 'aud-bd', schema: 'Person', properties: { name: ['B'], ...properties } });
    const cases: [Record<string, string[]>, string][] = [
      [{ birthDate: ['1970-13-45'] }, 'birthDate "1970-13-45" is not a date in the calendar'],
      [{ birthDate: ['1970-13'] }, 'birthDate "1970-13" is not a date in the calendar'],
      [{ birthDate: ['1971-02-29'] }, 'birthDate "1971-02-29" is not a date in the calendar'],
      [{ birthDate: ['1970-04-00'] }, 'birthDate "1970-04-00" is not a date in the calendar'],
    ];
    for (const [properties, reason] of cases) {
      expect(person(properties)).toEqual({ rejected: `aud-bd: ${reason}` });
    }
    // Partial dates (OpenSanctions writes "1970" and "1970-05"), leap days and FtM's own codes stay.
    const kept = person({
      birthDate: ['1970', '1970-05', '1972-02-29', '1970-12-31T10:00:00Z', '0000-02-29'],
      // Countries that no longer exist, as FtM writes them (Zaire, East Germany) too.
      nationality: ['nl', 'xk', 'suhh', 'zz', 'eu', 'zr', 'dd'],
      country: ['ua-cri', 'us-de'],
    });
    expect(kept).toEqual({ items: [expect.anything()] });
  });

  it('leaves out a country value FtM does not have and keeps the entity, saying why', () => {
    const outcome = mapFtmEntity({
      id: 'p',
      schema: 'Person',
      properties: {
        name: ['P'],
        nationality: ['NLD', 'nl', 'qq'],
        country: ['qq-abc'],
        topics: ['sanction'],
      },
    });
    expect(outcome).toEqual({
      items: [
        {
          kind: 'entity',
          entity: {
            id: 'p',
            schema: 'Person',
            properties: { name: ['P'], nationality: ['nl'], topics: ['sanction'] },
          },
        },
      ],
      dropped: [
        'p: nationality "NLD" is not a lower-case ISO 3166 country code; the value was left out',
        'p: nationality "qq" is not an ISO 3166 country code; the value was left out',
        'p: country "qq-abc" is not an ISO 3166 country code; the value was left out',
      ],
    });
  });

  it('keeps the codes of FtM’s territory list', () => {
    const outcome = mapFtmEntity({
      id: 'c',
      schema: 'Company',
      properties: {
        name: ['C'],
        country: ['cy-trnc', 'x-so', 'cshh', 'csxx', 'ac', 'cp', 'cq', 'dg', 'ic', 'ta'],
        jurisdiction: ['un', 'eu', 'zz', 'ge-ab', 'md-pmr', 'ua-lpr', 'gb-sct', 'ip'],
      },
    });
    expect(outcome).toEqual({ items: [expect.anything()] });
  });

  it('leaves out codes that name no territory and are not in FtM’s list (ea, xx, qm, xa)', () => {
    const outcome = mapFtmEntity({
      id: 'c',
      schema: 'Company',
      properties: { name: ['C'], country: ['nl', 'ea', 'xx', 'aa', 'qm', 'qz', 'xa', 'xz', 'xk'] },
    });
    expect(outcome).toMatchObject({
      items: [{ entity: { properties: { country: ['nl', 'xk'] } } }],
    });
    expect('dropped' in outcome && outcome.dropped).toEqual(
      ['ea', 'xx', 'aa', 'qm', 'qz', 'xa', 'xz'].map(
        (code) => `c: country "${code}" is not an ISO 3166 country code; the value was left out`,
      ),
    );
  });

  it('keeps an ownership whose percentage is a band, and refuses one without a number', () => {
    const ownership = (percentage: string) =>
      mapFtmEntity({
        id: 'aud6-o1',
        schema: 'Ownership',
        properties: { owner: ['aud6-p1'], asset: ['aud6-co-1'], percentage: [percentage] },
      });
    for (const band of ['75-100%', '25-50%', '>25%', '50 to 75 %', '30%', '26,5']) {
      expect(ownership(band), band).toHaveProperty('items');
    }
    expect(ownership('most')).toEqual({
      rejected:
        'aud6-o1: percentage "most" is not a percentage: it has no number (as in 30, 26,5 %, 25-50 % or >25 %)',
    });
  });

  it('rejects an interest without the entities it links', () => {
    const cases: [string, Record<string, string[]>, string][] = [
      ['Ownership', { owner: ['a'] }, 'asset'],
      ['Directorship', {}, 'director and organization'],
      ['Sanction', { authority: ['EU'] }, 'entity'],
      ['Identification', { number: ['X1'] }, 'holder'],
      ['Passport', { number: ['X1'] }, 'holder'],
    ];
    for (const [schema, properties, missing] of cases) {
      expect(mapFtmEntity({ id: 'i', schema, properties })).toEqual({
        rejected: `i: ${schema} without ${missing}`,
      });
    }
    // A passport that only names its holder is what OpenSanctions sometimes has: kept.
    expect(
      mapFtmEntity({ id: 'p', schema: 'Passport', properties: { holder: ['h'] } }),
    ).toHaveProperty('items');
  });
});
