import { describe, expect, it } from 'vitest';
import { CompanyDirectory } from './company-directory.js';
import { find, ids } from './company-directory.test-data.js';

describe('CompanyDirectory.findByName', () => {
  it('lifts the company at the address given and lowers the one elsewhere', () => {
    const plain = find({ name: 'Bakkerij Jansen' });
    expect(ids(plain).sort()).toEqual(['jansen-utrecht', 'jansen-zwolle']);
    expect(plain[0]?.score).toBe(plain[1]?.score);
    const inZwolle = find({
      name: 'Bakkerij Jansen',
      address: { zip_code: '8011 ab', house_number: '3' },
    });
    expect(ids(inZwolle)).toEqual(['jansen-zwolle', 'jansen-utrecht']);
    expect(inZwolle[0]?.score).toBeGreaterThan(plain[0]?.score ?? 1);
    expect(inZwolle[1]?.score).toBeLessThan(plain[0]?.score ?? 0);
    expect(inZwolle[0]?.features.at(-1)).toMatchObject({
      feature: 'address',
      detail: 'postcode, house number agree',
    });
    expect(inZwolle[1]?.features.at(-1)?.detail).toContain('differ');
  });

  it('narrows by a Dutch province given without a finer place, by any of its names', () => {
    const byProvince = (state: string, more: object = {}) =>
      ids(find({ name: 'Bakkerij Jansen', address: { state, ...more } }, { narrow: true }));
    expect(byProvince('Overijssel')).toEqual(['jansen-zwolle']);
    expect(byProvince('OV')).toEqual(['jansen-zwolle']);
    expect(byProvince('NL-UT', { country: 'Nederland' })).toEqual(['jansen-utrecht']);
    expect(byProvince('Limburg')).toEqual([]);
    // A province says nothing of a company whose province is not known.
    expect(
      ids(find({ name: 'Pinas Makelaars', address: { state: 'Limburg' } }, { narrow: true })),
    ).toEqual(['pinas']);
    // The city decides where one is given; a region abroad and a text that is no province are
    // not read.
    expect(byProvince('Limburg', { city: 'Zwolle' })).toEqual(['jansen-zwolle']);
    expect(ids(find({ name: 'Bakkerij Jansen', address: { state: 'Atlantis' } })).sort()).toEqual([
      'jansen-utrecht',
      'jansen-zwolle',
    ]);
    // Namesakes abroad in regions that share a Dutch province's name or code are in no
    // province; one known by its province only is in it, whatever house number is given.
    const more = CompanyDirectory.build([
      { id: 'hasselt', names: ['Bakkerij Jansen BV'], region: 'Limburg', country: 'be' },
      { id: 'utah', names: ['Bakkerij Jansen LLC'], region: 'UT', country: 'us' },
      { id: 'deventer', names: ['Bakkerij Jansen B.V.'], region: 'NL-OV', country: 'nl' },
    ]);
    const inMore = (address: object) =>
      ids(more.findByName({ name: 'Bakkerij Jansen', address }, { limit: 10, narrow: true }));
    expect(inMore({ state: 'Limburg' })).toEqual([]);
    expect(inMore({ state: 'Utrecht' })).toEqual([]);
    expect(inMore({ state: 'Overijssel', house_number: '3' })).toEqual(['deventer']);
    // Without narrowing, the company in another province is lowered.
    const ranked = find({ name: 'Bakkerij Jansen', address: { state: 'Overijssel' } });
    expect(ids(ranked)).toEqual(['jansen-zwolle', 'jansen-utrecht']);
    expect(ranked[1]?.features.at(-1)?.detail).toBe('province differ: score × 0.85');
  });

  it('narrows to the companies that agree with every address part given', () => {
    expect(
      ids(find({ name: 'Bakkerij Jansen', address: { city: 'utrecht' } }, { narrow: true })),
    ).toEqual(['jansen-utrecht']);
    expect(
      find(
        { name: 'Bakkerij Jansen', address: { city: 'Utrecht', house_number: '3' } },
        { narrow: true },
      ),
    ).toEqual([]);
    expect(
      find({ name: 'Bakkerij Jansen', address: { city: 'Leiden' } }, { narrow: true }),
    ).toEqual([]);
    expect(
      ids(find({ name: 'Khalil Capital', address: { country: 'LU' } }, { narrow: true })),
    ).toEqual(['khalil']);
    // Parts the record does not hold are no disagreement, where a part it holds agrees.
    const inBrussels = {
      street: 'Grote Markt',
      house_number: '13',
      zip_code: '1000',
      city: 'Brussel',
    };
    expect(
      ids(
        find({ name: 'Claes Invest', address: { ...inBrussels, country: 'BE' } }, { narrow: true }),
      ),
    ).toEqual(['claes']);
    expect(
      find({ name: 'Claes Invest', address: { ...inBrussels, city: 'Gent' } }, { narrow: true }),
    ).toEqual([]);
    expect(
      find({ name: 'Claes Invest', address: { house_number: '13' } }, { narrow: true }),
    ).toEqual([]);
    // A city under a name people use for it is the woonplaats the register writes.
    for (const city of ['Den Bosch', "'s-Hertogenbosch", 's Hertogenbosch', 'HERTOGENBOSCH']) {
      expect(
        ids(find({ name: 'Gerritsen Kapsalon', address: { city } }, { narrow: true })),
        city,
      ).toEqual(['gerritsen']);
    }
  });

  it('finds the one company of a crowd of namesakes at the postcode given', () => {
    const wanted = 'crowd-97';
    const at = { zip_code: '1197XY', house_number: String(1 + (97 % 7)) };
    const narrowed = find({ name: 'Horizon Schoonmaak', address: at }, { narrow: true });
    expect(ids(narrowed)).toEqual([wanted]);
    expect(find({ name: 'Horizon Schoonmaak', address: at })[0]?.entityId).toBe(wanted);
    // Without the address, at most `limit` of the namesakes, all alike.
    expect(find({ name: 'Horizon Schoonmaak' }, { limit: 5 })).toHaveLength(5);
  });

  it('lifts the company with the phone number or mail given', () => {
    expect(find({ name: 'Bakkerij Jansen', phone_number: '+31 38 765 4321' })[0]?.entityId).toBe(
      'jansen-zwolle',
    );
    const byMail = find({ name: 'Bakkerij Jansen', mail_address: 'INFO@bakkerij-jansen.example' });
    expect(byMail[0]?.entityId).toBe('jansen-utrecht');
    expect(byMail[0]?.features.at(-1)?.detail).toBe('same mail address');
    const byDomain = find({ name: 'Bakkerij Jansen', mail_address: 'piet@jansen-zwolle.example' });
    expect(byDomain[0]?.entityId).toBe('jansen-zwolle');
    expect(
      find({ name: 'Bakkerij Jansen', mail_address: 'x@gmail.com' })[0]?.features.at(-1)?.feature,
    ).toBe('name');
  });
});
