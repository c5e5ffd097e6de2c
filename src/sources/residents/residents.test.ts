import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addressKey, personKey, RESIDENTS_BY_PERSON } from '../../entities/records.js';
import { collectEvents } from '../collect-events.js';
import { residentsFormat } from './index.js';

const fixture = fileURLToPath(new URL('./fixtures/residents.csv', import.meta.url));

describe('residents format', () => {
  it('reads persons keyed by normalised postcode, number and addition', async () => {
    const { records: all } = await collectEvents(residentsFormat, [fixture]);
    const records = all.filter((r) => r.type === 'residents');
    expect(residentsFormat.name).toBe('residents');
    expect(records.map((r) => r.key)).toEqual(['1012AB|1|A', '3511LX|12|', '2514GL|5|2']);
    expect(records[0]?.key).toBe(addressKey('1012AB', 1, 'A'));
    expect(records[0]?.data).toEqual({
      postcode: '1012AB',
      house_number: 1,
      addition: 'A',
      initials: 'J.',
      first_name: 'Jan',
      last_name_prefix: 'van der',
      last_name: 'Berg',
      date_of_birth: '1980-04-12',
      gender: 'M',
      known_since: '2015-01-01',
      last_seen: '2026-05-01',
    });
    expect(records[1]?.data).toEqual({
      postcode: '3511LX',
      house_number: 12,
      initials: 'A.M.',
      first_name: 'Anna Maria',
      last_name: 'Jansen',
      gender: 'F',
    });
  });

  it('also keys each resident by family name without prefix and date of birth', async () => {
    const { records } = await collectEvents(residentsFormat, [fixture]);
    const byPerson = records.filter((r) => r.type === RESIDENTS_BY_PERSON);
    expect(byPerson.map((r) => r.key)).toEqual(['berg|1980-04-12', 'jansen|', expect.any(String)]);
    expect(byPerson[0]?.key).toBe(personKey('Berg', '1980-04-12'));
    expect(personKey('Müller-Lüdenscheidt', '1970-01-01')).toBe('mullerludenscheidt|1970-01-01');
    // Letters NFKD leaves whole are spelled out, as the screening folds them.
    expect(personKey('Yılmaz', '1973-06-19')).toBe(personKey('Yilmaz', '1973-06-19'));
    expect(personKey('Møller')).toBe('moller|');
    expect(personKey('Łukasiewicz')).toBe('lukasiewicz|');
    expect(personKey('Groß')).toBe('gross|');
    expect(personKey('Jan\u200bsen')).toBe('jansen|');
    expect(byPerson[0]?.data).toEqual(records[0]?.data);
  });

  it('rejects bad rows with their line and column', async () => {
    const { rejected } = await collectEvents(residentsFormat, [fixture]);
    expect(rejected.map((r) => [r.line, r.reason.split(':')[0]])).toEqual([
      [5, 'postcode'],
      [6, 'postcode'],
      [7, 'house_number'],
      [8, 'gender'],
      [9, 'last_seen'],
      [10, 'last_name'],
      [11, 'date_of_birth'],
      [12, 'addition'],
    ]);
    expect(rejected[4]?.reason).toBe('last_seen: 2019-12-31 is before known_since');
    expect(rejected[5]?.reason).toBe('last_name: is empty');
  });
});
