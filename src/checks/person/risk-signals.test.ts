import { describe, expect, it } from 'vitest';
import { addressRisk, nameRisk, residentsKnown } from './risk-signals.js';

const dutch = { given: true, foreign: false, readable: true } as const;

describe('risk signals in words', () => {
  it('counts one and many in the right number', () => {
    expect(
      JSON.stringify(addressRisk({ ...dutch, existence: 'exists', otherPersonsChecked: 1 }, 90)),
    ).toContain('1 other person checked there');
    expect(
      JSON.stringify(addressRisk({ ...dutch, existence: 'exists', otherPersonsChecked: 0 }, 90)),
    ).toContain('0 other persons checked there');
    expect(JSON.stringify(nameRisk('key', 1, 90))).toContain('at 1 other address by');
    expect(JSON.stringify(nameRisk('key', 3, 90))).toContain('at 3 other addresses in');
  });

  it('tells how many persons live at the address only as far as the risk needs', () => {
    const residents = (count: number) =>
      JSON.stringify(addressRisk({ ...dutch, existence: 'exists', residents: count }, 90));
    // A household's size is no signal, and a caller who gave only an address may not learn it.
    expect(residents(0)).toContain('No persons known there.');
    expect(residents(1)).toContain('Fewer than 8 persons known there.');
    expect(residents(7)).toContain('Fewer than 8 persons known there.');
    expect(residents(1)).not.toMatch(/\b1 person/);
    expect(JSON.parse(residents(9))).toMatchObject({
      code: 'PRR2',
      description: '8 or more persons are known at the address.',
    });
    expect(JSON.parse(residents(21))).toMatchObject({
      code: 'PRR3',
      description: '15 or more persons are known at the address.',
    });
    expect(residents(21)).not.toContain('21');
    expect(residentsKnown(0)).toBe('0');
    expect(residentsKnown(5)).toBe('1-7');
    expect(residentsKnown(8)).toBe('8-14');
    expect(residentsKnown(15)).toBe('15+');
  });

  it('says an extension was missing, not that an empty one was given', () => {
    expect(JSON.stringify(addressRisk({ ...dutch, existence: 'extension-unknown' }, 90))).toContain(
      'exist only with an extension, and none was given',
    );
    expect(
      JSON.stringify(addressRisk({ ...dutch, existence: 'extension-unknown', extension: 'B' }, 90)),
    ).toContain('but not with the extension \\"B\\"');
  });
});
