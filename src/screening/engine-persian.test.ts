import { describe, expect, it } from 'vitest';
import { ScreeningIndex } from './engine.js';
import { filler, person } from './engine-spellings.test-data.js';

const THRESHOLD = 0.72;

const scoreOf = (names: ScreeningIndex, name: string, id: string): number =>
  names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ?? 0;

/** Names in Persian or Arabic script with the Latin spelling a list writes for each. */
const pairs: [written: string, id: string, spelled: string][] = [
  ['مصطفی نجفی', 'mostafa', 'Mostafa Najafi'],
  ['موسی رحیمی', 'musa', 'Musa Rahimi'],
  ['عیسی احمدی', 'isa', 'Isa Ahmadi'],
  ['عيسى سالم', 'eesa', 'Eesa Salem'],
  ['یحیی نوری', 'yahya', 'Yahya Nouri'],
  ['مرتضی منصور', 'murtada', 'Murtada Mansour'],
  ['مجتبی صادقی', 'mojtaba', 'Mojtaba Sadeghi'],
  ['کبری رحیمی', 'kobra', 'Kobra Rahimi'],
  ['حسن فضلی', 'fadli', 'Hassan Fadli'],
  ['حسن فضلی', 'fazli', 'Hassan Fazli'],
  ['علی حسینی', 'hosseini', 'Ali Hosseini'],
  ['مهدی طهرانی', 'tehrani', 'Mehdi Tehrani'],
];

describe('ScreeningIndex: Persian names ending in ye or alif maqsura', () => {
  const latin = new ScreeningIndex([
    ...pairs.map(([, id, spelled]) => person(id, [spelled], ['ir'])),
    ...filler,
  ]);

  it('finds the Latin spelling of a name whose final ye is a as well as one whose ye is i', () => {
    for (const [written, id] of pairs) {
      expect(scoreOf(latin, written, id), written).toBeGreaterThanOrEqual(THRESHOLD);
    }
  });

  it('finds the same names written with the Arabic alif maqsura and ye', () => {
    for (const [written, id] of [
      ['مصطفى نجفي', 'mostafa'],
      ['موسى رحيمي', 'musa'],
      ['عيسى احمدي', 'isa'],
      ['يحيى نوري', 'yahya'],
      ['مرتضى منصور', 'murtada'],
    ] as const) {
      expect(scoreOf(latin, written, id), written).toBeGreaterThanOrEqual(THRESHOLD);
    }
  });

  it('finds a listing in Persian script by its Latin spellings', () => {
    const persian = new ScreeningIndex([
      ...pairs.map(([written, id]) => person(`fa-${id}`, [written], ['ir'])),
      ...filler,
    ]);
    for (const [, id, spelled] of pairs) {
      expect(scoreOf(persian, spelled, `fa-${id}`), spelled).toBeGreaterThanOrEqual(THRESHOLD);
    }
    // فضلی is Fazli and Fadli, with its i: Fadl and Fazl are other names.
    expect(scoreOf(persian, 'Hassan Fadl', 'fa-fadli')).toBeLessThan(THRESHOLD);
    expect(scoreOf(persian, 'Hassan Fazl', 'fa-fadli')).toBeLessThan(THRESHOLD);
    expect(persian.search({ kind: 'person', names: ['Mostafa Kazemi'] })).toEqual([]);
  });

  it('does not read a final ye as a where it is i: Ali, Hosseini, Karimi', () => {
    // علی is Ali, not Ala; حسینی is Hosseini, not Hussein, in either reading of its letters.
    const others = new ScreeningIndex([
      person('ala', ['Ala Karimi'], ['ir']),
      person('hussein', ['Reza Hussein'], ['iq']),
      person('karim', ['Mohammad Karim'], ['iq']),
      ...filler,
    ]);
    expect(scoreOf(others, 'علا کریمی', 'ala')).toBeGreaterThanOrEqual(THRESHOLD);
    expect(scoreOf(others, 'علی کریمی', 'ala')).toBeLessThan(THRESHOLD);
    expect(scoreOf(others, 'رضا حسینی', 'hussein')).toBeLessThan(THRESHOLD);
    expect(scoreOf(others, 'محمد کریمی', 'karim')).toBeLessThan(THRESHOLD);
  });

  it('finds no unrelated name with the same first name', () => {
    expect(latin.search({ kind: 'person', names: ['مصطفی کاظمی'] })).toEqual([]);
    expect(latin.search({ kind: 'person', names: ['موسی کاظمی'] })).toEqual([]);
  });
});
