import { describe, expect, it } from 'vitest';
import { addressRisk, nameRisk } from './risk-signals.js';

const dutch = { given: true, foreign: false, readable: true } as const;

describe('risk signals in words', () => {
  it('counts one and many in the right number', () => {
    expect(
      JSON.stringify(
        addressRisk({ ...dutch, existence: 'exists', residents: 1, otherPersonsChecked: 1 }, 90),
      ),
    ).toContain('1 person known there. 1 other person checked there');
    expect(
      JSON.stringify(
        addressRisk({ ...dutch, existence: 'exists', residents: 2, otherPersonsChecked: 0 }, 90),
      ),
    ).toContain('2 persons known there. 0 other persons checked there');
    expect(JSON.stringify(nameRisk('key', 1, 90))).toContain('at 1 other address by');
    expect(JSON.stringify(nameRisk('key', 3, 90))).toContain('at 3 other addresses in');
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
