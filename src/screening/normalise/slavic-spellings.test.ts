import { describe, expect, it } from 'vitest';
import { englishSlavicSpelling } from './slavic-spellings.js';

describe('englishSlavicSpelling', () => {
  it.each([
    ['Julija Schukowa', 'yuliya shukova'],
    ['Piotr Kuznecow', 'piotr kuznetsov'],
    ['Jurij Szczukin', 'yuriy shchukin'],
    ['Fjodor Jakowlew', 'fyodor yakovlev'],
    ['Alexej Jegorow', 'alexey yegorov'],
    ['Olga Worobjowa', 'olga vorobeva'],
    ['Jewgeni Chruschtschow', 'yevgeni khrushchev'],
    ['Anatoli Schurawljow', 'anatoli shuravlev'],
    ['Michail Gorbatschow', 'mikhail gorbachev'],
    ['SCHDANOW, Viktor', 'shdanov, viktor'],
  ])('respells %s as %s', (name, english) => {
    expect(englishSlavicSpelling(name)).toBe(english);
  });

  it('leaves names that do not look transliterated so alone', () => {
    for (const name of ['Hans Schmidt', 'Jan de Vries', 'Sergei Ivanov', 'Andrew']) {
      expect(englishSlavicSpelling(name), name).toBeUndefined();
    }
  });
});
