import { describe, expect, it } from 'vitest';
import { englishSlavicSpellings } from './slavic-spellings.js';

describe('englishSlavicSpellings', () => {
  it.each([
    ['Julija Schukowa', 'yuliya shukova'],
    ['Piotr Kuznecow', 'piotr kuznetsov'],
    ['Jurij Szczukin', 'yuriy shchukin'],
    ['Fjodor Jakowlew', 'fyodor yakovlev'],
    ['Alexej Jegorow', 'alexey yegorov'],
    ['Jewgeni Chruschtschow', 'yevgeni khrushchev'],
    ['Michail Gorbatschow', 'mikhail gorbachev'],
    ['SCHDANOW, Viktor', 'shdanov, viktor'],
  ])('respells %s as %s', (name, english) => {
    expect(englishSlavicSpellings(name)).toEqual([english]);
  });

  it('respells the German -jow (ё after a consonant) both as -ev and -yov', () => {
    expect(englishSlavicSpellings('Anatoli Schurawljow')).toEqual([
      'anatoli shuravlev',
      'anatoli shuravlyov',
    ]);
    expect(englishSlavicSpellings('Olga Worobjowa')).toEqual(['olga vorobeva', 'olga vorobyova']);
  });

  it('respells z as ts (ц) in a word written the German way', () => {
    // -rew: Polish writes е after r as "ie" (Cariew).
    expect(englishSlavicSpellings('Zarew')).toEqual(['tsarev']);
    expect(englishSlavicSpellings('Oleg Zarew')).toEqual(['oleg tsarev']);
    expect(englishSlavicSpellings('Nikolai Saizew')).toEqual(['nikolai saitsev']);
    // sch in the word, or another word of the name, says German.
    expect(englishSlavicSpellings('Zaschtschow')).toEqual(['tsashchev']);
    expect(englishSlavicSpellings('Pjotr Zygankow Schdanow')).toEqual(['pyotr tsygankov shdanov']);
  });

  it('keeps z (з) in a word or name written the Polish way', () => {
    expect(englishSlavicSpellings('Aleksander Kozłow')).toEqual(['aleksander kozlov']);
    expect(englishSlavicSpellings('Kozłowa')).toEqual(['kozlova']);
    // ie for е after a consonant, c for ц: Polish, so z is з.
    expect(englishSlavicSpellings('Kuzniecow')).toEqual(['kuznietsov']);
    expect(englishSlavicSpellings('Zajcew')).toEqual(['zaytsev']);
    // Paweł tells the name is Polish: the z of Zykow stays.
    expect(englishSlavicSpellings('Paweł Zykow')).toEqual(['pavel zykov']);
  });

  it('holds a z that nothing tells apart both ways', () => {
    // German Цыганков and Polish Зыганков are both written Zygankow.
    expect(englishSlavicSpellings('Zygankow')).toEqual(['zygankov', 'tsygankov']);
    expect(englishSlavicSpellings('Kozlow')).toEqual(['kozlov', 'kotslov']);
  });

  it('leaves names that do not look transliterated so alone', () => {
    for (const name of ['Hans Schmidt', 'Jan de Vries', 'Sergei Ivanov', 'Andrew', 'Zita Meyer']) {
      expect(englishSlavicSpellings(name), name).toEqual([]);
    }
  });
});
