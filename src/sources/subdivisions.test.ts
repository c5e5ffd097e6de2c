import { describe, expect, it } from 'vitest';
import { isTerritoryCode } from './countries.js';
import { isSubdivisionCode, subdivisionCountry } from './subdivisions.js';

describe('ISO 3166-2 subdivisions', () => {
  it('knows the subdivision codes, in lower case, and no others', () => {
    for (const code of ['us-de', 'ca-qc', 'ae-du', 'gb-sct', 'fr-20r', 'nl-bq1', 'nl-nh']) {
      expect(isSubdivisionCode(code)).toBe(true);
    }
    for (const code of ['us-zz', 'US-DE', 'us', 'nl-', '-de', 'constructor', '']) {
      expect(isSubdivisionCode(code)).toBe(false);
    }
  });

  it('gives the country a subdivision is in', () => {
    expect(subdivisionCountry('us-de')).toBe('us');
    expect(subdivisionCountry('fr-20r')).toBe('fr');
    expect(subdivisionCountry('us-zz')).toBeUndefined();
  });

  it('gives a subdivision that is also a territory of ISO 3166-1 that territory', () => {
    const own = {
      'cn-hk': 'hk',
      'cn-mo': 'mo',
      'cn-tw': 'tw',
      'fi-01': 'ax',
      'fr-971': 'gp',
      'fr-gp': 'gp',
      'fr-976': 'yt',
      'fr-nc': 'nc',
      'nl-aw': 'aw',
      'nl-cw': 'cw',
      'nl-sx': 'sx',
      'nl-bq2': 'bq',
      'no-21': 'sj',
      'us-pr': 'pr',
      'us-vi': 'vi',
      'us-um': 'um',
    };
    for (const [code, territory] of Object.entries(own)) {
      expect([code, subdivisionCountry(code)]).toEqual([code, territory]);
      expect(isTerritoryCode(territory)).toBe(true);
    }
  });
});
