import { describe, expect, it } from 'vitest';
import { foldTokens } from './fold.js';
import { dropHonorifics } from './honorifics.js';

const drop = (name: string): string => dropHonorifics(foldTokens(name)).join(' ');

describe('dropHonorifics', () => {
  it.each([
    ['Mr. John Smith', 'john smith'],
    ['Mrs Jane Smith', 'jane smith'],
    ['Ms. Jane Smith', 'jane smith'],
    ['Dr. Jan de Vries', 'jan de vries'],
    ['Prof. dr. ir. Jan de Vries', 'jan de vries'],
    ['Prof.dr.ir. J. de Vries', 'j de vries'],
    ['mr. drs. J.P. Balkenende', 'j p balkenende'],
    ['Dhr. Pieter Jansen', 'pieter jansen'],
    ['Mevr. Anna Bakker', 'anna bakker'],
    ['Ing. Karel Novak', 'karel novak'],
    ['Dipl.-Ing. Hans Maier', 'hans maier'],
    ['Herr Hans Maier', 'hans maier'],
    ['Frau Dr. Petra Maier', 'petra maier'],
    ['Monsieur Jean Dupont', 'jean dupont'],
    ['Mme Marie Dupont', 'marie dupont'],
    ['Doña María López', 'maria lopez'],
    ['Don Vito Corleone', 'vito corleone'],
    ['Sir Elton John', 'elton john'],
    ['Dame Judi Dench', 'judi dench'],
    ['Sheikh Mohammed bin Rashid Al Maktoum', 'mohammed bin rashid al maktoum'],
    ['Haji Abdul Karim', 'abdul karim'],
    ['Hajji Abdul Karim', 'abdul karim'],
    ['Alhaji Aliko Dangote', 'aliko dangote'],
    ['Mullah Mohammad Omar', 'mohammad omar'],
    ['Grand Ayatollah Ali Sistani', 'ali sistani'],
    ['General Qasem Soleimani', 'qasem soleimani'],
    ['Gen. Qasem Soleimani', 'qasem soleimani'],
    ['Col. Muammar Gaddafi', 'muammar gaddafi'],
    ['Lt. Gen. John Smith', 'john smith'],
    ['Capt. Jack Sparrow', 'jack sparrow'],
    ['Maj. Gen. John Smith', 'john smith'],
    ['His Excellency Joko Widodo', 'joko widodo'],
    ['Tan Sri Dato Seri Ahmad', 'ahmad'],
    ['John Smith PhD', 'john smith'],
    ['John Smith, Esq.', 'john smith'],
  ])('%s -> %s', (name, expected) => {
    expect(drop(name)).toBe(expected);
  });

  it('keeps titles that stand inside a name and may be names', () => {
    expect(drop('Shahid Sheikh')).toBe('shahid sheikh');
    expect(drop('John Major')).toBe('john major');
    expect(drop('Maria Dona Santos')).toBe('maria dona santos');
  });

  it('drops an ambiguous leading title only before a full name', () => {
    expect(drop('Don Johnson')).toBe('don johnson');
    expect(drop('Maj Sjöwall')).toBe('maj sjowall');
    expect(drop('Prince Harry')).toBe('prince harry');
    expect(drop('Prince Mohammed bin Salman')).toBe('mohammed bin salman');
  });

  it('never removes the only name part left', () => {
    expect(drop('Mr')).toBe('mr');
    expect(drop('Sheikh')).toBe('sheikh');
    expect(drop('Mr Dr')).toBe('dr');
    expect(drop('General Smith')).toBe('smith');
    expect(drop('Mr. Major')).toBe('major');
    expect(drop('')).toBe('');
  });

  it('returns the same tokens when there is nothing to drop', () => {
    const tokens = ['vladimir', 'putin'];
    expect(dropHonorifics(tokens)).toBe(tokens);
  });
});
