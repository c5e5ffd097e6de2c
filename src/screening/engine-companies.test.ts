import { describe, expect, it } from 'vitest';
import { ScreeningIndex } from './engine.js';
import { filler, ids, index, record } from './engine.test-data.js';

describe('ScreeningIndex', () => {
  it('finds a company by its registration number even under another name', () => {
    const hits = index.search({
      kind: 'company',
      names: ['Acme Handel'],
      identifiers: ['1234 5678'],
    });
    expect(hits.map((h) => h.id)).toContain('acme');
  });

  it('finds a company listed with a leading "the" without it, and not by "The Bank"', () => {
    expect(ids(['Crescent Bank'], 'company')[0]).toBe('crescent');
    expect(ids(['The Crescent Bank Ltd'], 'company')[0]).toBe('crescent');
    expect(ids(['The Bank'], 'company')).not.toContain('crescent');
  });

  it('scores a legal form written with dots or spaces as the form, never below leaving it out', () => {
    const scoreOf = (name: string, id: string) =>
      index.search({ kind: 'company', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    for (const [written, withoutForm, id] of [
      ['Golden Crescent Trading F.Z.E.', 'Golden Crescent Trading', 'golden-crescent'],
      ['Golden Crescent Trading F.Z.E', 'Golden Crescent Trading', 'golden-crescent'],
      ['Golden Crescent Trading F Z E', 'Golden Crescent Trading', 'golden-crescent'],
      ['Blue Horizon Shipping L.t.d.', 'Blue Horizon Shipping', 'blue-horizon'],
      ['Severny Veter O.O.O.', 'Severny Veter', 'severny-veter'],
      // Written first, as Russian practice puts ООО.
      ['O.O.O. Severny Veter', 'Severny Veter', 'severny-veter'],
      ['O O O Severny Veter', 'Severny Veter', 'severny-veter'],
      ['F.Z.E. Golden Crescent Trading', 'Golden Crescent Trading', 'golden-crescent'],
    ] as const) {
      expect(scoreOf(written, id), written).toBeGreaterThanOrEqual(scoreOf(withoutForm, id));
      expect(scoreOf(written, id), written).toBeGreaterThanOrEqual(0.92);
    }
    expect(scoreOf('Golden Crescent Trading F.Z.E.', 'golden-crescent')).toBe(
      scoreOf('Golden Crescent Trading FZE', 'golden-crescent'),
    );
  });
});

describe('ScreeningIndex with Dutch particles in company names', () => {
  // Fictitious listed companies named after a family with particles.
  const dutch = new ScreeningIndex([
    record('veld', 'company', ["IN 'T VELD DIENSTEN"]),
    record('bosch', 'company', ['Van den Bosch Beheer B.V.']),
    record('berg', 'company', ['Vandenberg Transport B.V.']),
    ...filler(200),
  ]);
  const scoreOf = (name: string, id: string) =>
    dutch.search({ kind: 'company', names: [name] }).find((hit) => hit.id === id)?.score.score ?? 0;

  it('finds a company whose particles are written run together, or apart where the list glues them', () => {
    for (const [name, id] of [
      ['Intveld Diensten B.V.', 'veld'],
      ["In 't Veld Diensten", 'veld'],
      ['Vandenbosch Beheer B.V.', 'bosch'],
      ['VanDenBosch Beheer', 'bosch'],
      ['Van den Bosch Beheer', 'bosch'],
      ['Van den Berg Transport B.V.', 'berg'],
    ] as const) {
      expect(scoreOf(name, id), name).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('keeps companies of another family name apart', () => {
    expect(scoreOf('Van den Broek Beheer B.V.', 'bosch')).toBeLessThan(0.72);
    expect(scoreOf('Vandenbroek Beheer B.V.', 'bosch')).toBeLessThan(0.72);
    expect(scoreOf('Intvelt Diensten', 'veld')).toBeGreaterThanOrEqual(0.72);
    expect(scoreOf('Opveld Diensten', 'veld')).toBeLessThan(0.72);
  });
});

describe('ScreeningIndex with a single "van" glued in company names', () => {
  // Fictitious listed companies; each name written both ways by some list or register.
  const listed = [
    record('vancity', 'company', ['Vancity Credit Union']),
    record('vanneste', 'company', ['Vanneste Metaal NV']),
    record('vanstraelen', 'company', ['Vanstraelen Logistics']),
    record('glued', 'company', ['Vanleeuwen Transport']),
    record('apart', 'company', ['Van Leeuwen Transport']),
    record('twovans', 'company', ['Vanleeuwen & Van Dijk Bouw']),
    ...filler(200),
  ];
  // Screening also looks up neighbouring words joined; the register's company search does not.
  const indexes = [
    new ScreeningIndex(listed),
    new ScreeningIndex(listed, { joinNeighbouringWords: false }),
  ];
  const scoresOf = (name: string, id: string) =>
    indexes.map(
      (i) =>
        i.search({ kind: 'company', names: [name] }, { threshold: 0 }).find((hit) => hit.id === id)
          ?.score.score ?? 0,
    );

  it('reads "Vanleeuwen" and "van Leeuwen" as one name, either side', () => {
    for (const [name, id] of [
      ['Vanleeuwen Transport', 'apart'],
      ['van Leeuwen Transport', 'glued'],
      ['Van Leeuwen Transport', 'glued'],
      ['Vanleeuwen Transport', 'glued'],
      ['Van Leeuwen & Van Dijk Bouw', 'twovans'],
    ] as const) {
      for (const score of scoresOf(name, id)) expect(score, name).toBeCloseTo(0.95, 3);
    }
  });

  it('does not take the word glued to "van" for a name without it', () => {
    for (const [name, id] of [
      ['City Credit Union', 'vancity'],
      ['Neste Metaal NV', 'vanneste'],
      ['Straelen Logistics', 'vanstraelen'],
      ['Leeuwen Transport', 'glued'],
      // A "van" elsewhere in the name asked is not the one glued on.
      ['Leeuwen & Van Dijk Bouw', 'twovans'],
    ] as const) {
      for (const score of scoresOf(name, id)) expect(score, name).toBeLessThan(0.72);
    }
    // The other way round too: a glued "van" asked is no particle to leave out.
    for (const score of scoresOf('Vancity Credit Union', 'vancity')) expect(score).toBe(0.95);
    for (const score of scoresOf('Vanleeuwen Transport', 'glued')) expect(score).toBe(0.95);
  });

  it('still weighs a "van" written apart as a particle', () => {
    for (const score of scoresOf('Leeuwen Transport', 'apart')) {
      expect(score).toBeGreaterThanOrEqual(0.85);
    }
  });
});
