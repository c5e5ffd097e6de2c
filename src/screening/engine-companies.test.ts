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
