import { describe, expect, it } from 'vitest';
import type { ScreenedSubject } from './report-data.js';
import { riskLineHtml, screenedAs } from './subject-risk.js';

const possibleHit = {
  caption: 'Birgit Wagner',
  score: 0.86,
  features: [{ feature: 'name', value: 0.86, weight: 1, detail: 'names alike' }],
};

const NO_HIT =
  '<p class="risk">Screening risk: <span class="code">0</span> <span class="meaning">No screening hit</span></p>';

const screened: ScreenedSubject[] = [
  { subject: 'director: Anna de Vries (also ubo)', hits: [] },
  { subject: 'ubo: Birgit Wagner (born 1989)', hits: [possibleHit] },
  { subject: 'ubo: Birgit Wagner (born 1950)', hits: [] },
  { subject: 'ubo: Karel Jansen', hits: [] },
  { subject: 'ubo: Karel Jansen', hits: [] },
  { subject: 'parent: Noord Holding B.V.', hits: [possibleHit] },
  { subject: 'parent: Noord Holding B.V.', hits: [] },
];

describe('the screening risk on a UBO or parent card', () => {
  it('finds the party in its role, or as another place of a director', () => {
    expect(screenedAs(screened, 'ubo', 'Anna de Vries').map((s) => s.subject)).toEqual([
      'director: Anna de Vries (also ubo)',
    ]);
    expect(screenedAs(screened, 'parent', 'Anna de Vries')).toEqual([]);
    expect(riskLineHtml(screenedAs(screened, 'ubo', 'Nobody'), 'en')).toBe('');
  });

  it('tells namesakes apart by birth year where it can', () => {
    const born1950 = screenedAs(screened, 'ubo', 'Birgit Wagner', '1950-03-01');
    expect(born1950.map((s) => s.subject)).toEqual(['ubo: Birgit Wagner (born 1950)']);
    expect(riskLineHtml(born1950, 'en')).toBe(NO_HIT);
  });

  it('gives the highest risk of namesakes it cannot tell apart, and says so', () => {
    const undated = screenedAs(screened, 'ubo', 'Birgit Wagner');
    expect(undated).toHaveLength(2);
    const en = riskLineHtml(undated, 'en');
    expect(en).toContain(
      '<strong>Screening risk: <span class="code">1</span> <span class="meaning">Possible hit</span></strong>',
    );
    expect(en).toContain('(the highest of 2 namesakes who cannot be told apart)');
    const parent = riskLineHtml(screenedAs(screened, 'parent', 'Noord Holding B.V.'), 'nl');
    expect(parent).toContain('<strong>');
    expect(parent).toContain('(de hoogste van 2 naamgenoten die niet uit elkaar te houden zijn)');
  });

  it('calls a hit confirmed as the directors do: a match of 90 as shown, with the birth date agreeing', () => {
    const hit = (score: number) => ({
      caption: 'Ann Claes',
      score,
      features: [{ feature: 'birth_date', value: 1, weight: 1, detail: 'same birth date' }],
    });
    const line = (score: number) =>
      riskLineHtml([{ subject: 'ubo: Ann Claes', hits: [hit(score)] }], 'en');
    expect(line(0.896)).toContain('<span class="code">2</span>');
    expect(line(0.894)).toContain('<span class="code">1</span>');
  });

  it('says nothing of namesakes whose risk is the same', () => {
    const line = riskLineHtml(screenedAs(screened, 'ubo', 'Karel Jansen'), 'en');
    expect(line).toBe(NO_HIT);
  });
});
