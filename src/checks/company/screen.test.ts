import { describe, expect, it } from 'vitest';
import type { ScreeningOutcome } from '../../screening/service.js';
import { emptySummary } from '../../screening/categories.js';
import { riskOf, screeningQueryOf } from './screen.js';
import { hitEvidence, matchPercent } from '../../screening/hit-evidence.js';
import { blockingHitOf } from '../../screening/service.js';
import { evidenceOf } from './sanctions-ownership.js';

const outcome = (
  features: { feature: string; value: number }[],
  score = 0.93,
): ScreeningOutcome => ({
  listed: 10,
  registrations: [
    {
      source: 'fictitious-list',
      match: String(Math.round(score * 100)),
      description: 'sanctioned',
    },
  ],
  summary: emptySummary('director'),
  notScored: 0,
  birthDateGiven: false,
  hitsFound: 1,
  hits: [
    {
      id: 'x',
      caption: 'X',
      matched_name: 'X',
      score,
      features: features.map((f) => ({ ...f, weight: 1, detail: '' })),
    },
  ],
});

describe('riskOf', () => {
  it('is 0 without hits, and no code at all when nothing was listed to screen against', () => {
    expect(riskOf({ ...outcome([]), hits: [], registrations: [] })?.code).toBe('0');
    // "0" says no screening hit: without listings there was no screening to have none.
    expect(riskOf({ ...outcome([]), hits: [], registrations: [], listed: 0 })).toBeUndefined();
  });

  it('is 2 when a strong hit agrees on the full birth date or an identifier', () => {
    expect(riskOf(outcome([{ feature: 'birth_date', value: 1 }]))?.code).toBe('2');
    expect(riskOf(outcome([{ feature: 'identifier', value: 1 }]))?.code).toBe('2');
  });

  it('is 2 for a hit registrations show as a match of 90 agreeing on the birth date', () => {
    // 0.896 is shown as "90" in registrations, and the owners' sanctions count it as confirmed.
    const shown = outcome([{ feature: 'birth_date', value: 1 }], 0.896);
    expect(shown.registrations[0]?.match).toBe('90');
    expect(riskOf(shown)?.code).toBe('2');
    expect(riskOf(outcome([{ feature: 'birth_date', value: 1 }], 0.894))?.code).toBe('1');
  });

  it('reads a hit as its registration shows it and the owners read it, the score explained to four decimals', () => {
    // The service explains a hit scored 0.89496 as 0.895 (four decimals), which the directors'
    // risk and the report's cards read; the registration and the owners' evidence read the score.
    const features = [{ feature: 'birth_date', value: 1 }];
    const raw = 0.89496;
    const owner = blockingHitOf(
      {
        id: 'x',
        matchedName: 'X',
        score: {
          score: raw,
          match: true,
          features: features.map((f) => ({ ...f, weight: 1, detail: '' })),
          matchedName: 'X',
        },
      },
      { caption: 'X', lists: ['fictitious-list'] },
    );
    const confirmed = matchPercent(raw) >= 90;
    expect(riskOf(outcome(features, 0.895))?.code).toBe(confirmed ? '2' : '1');
    expect(owner.match).toBe(matchPercent(raw));
    expect(owner.evidence).toBe(confirmed ? 'confirmed' : 'possible');
  });

  it('is 1 for a name hit alone, a contradiction, or a weaker score', () => {
    expect(riskOf(outcome([{ feature: 'name', value: 1 }]))?.code).toBe('1');
    expect(riskOf(outcome([{ feature: 'identifier', value: 0.3 }]))?.code).toBe('1');
    expect(riskOf(outcome([{ feature: 'birth_date', value: 1 }], 0.8))?.code).toBe('1');
    expect(riskOf(outcome([]))?.description).toContain('sanctioned (fictitious-list)');
  });
});

describe('screeningQueryOf', () => {
  const director = (properties: Record<string, string[]>) =>
    screeningQueryOf({ id: `p-${Math.random()}`, schema: 'Person', properties });

  it('screens a director with a double family name also as each of its names', () => {
    const dated = director({
      name: ['Anna van der Velde-Jansen'],
      firstName: ['Anna'],
      lastName: ['van der Velde-Jansen'],
      birthDate: ['1977-03-04'],
    });
    expect(dated?.names).toEqual(['Anna van der Velde-Jansen']);
    expect(dated?.namesInPart).toEqual(['Anna van der Velde', 'Anna Jansen']);
    // Without a birth date, a half would find every namesake of that half.
    const undated = director({
      name: ['Anna van der Velde-Jansen'],
      firstName: ['Anna'],
      lastName: ['van der Velde-Jansen'],
    });
    expect(undated?.namesInPart).toBeUndefined();
  });
});

describe('riskOf and the sanctioned owners’ evidence', () => {
  it('read a hit by one rule, at the boundary too', () => {
    for (const score of [0.85, 0.8996, 0.9, 0.95]) {
      for (const features of [
        [{ feature: 'birth_date', value: 1 }],
        [{ feature: 'name', value: 1 }],
      ]) {
        const confirmed = hitEvidence(score, features) === 'confirmed';
        expect(riskOf(outcome(features, score))?.code, `${score}`).toBe(confirmed ? '2' : '1');
        const scored = features.map((f) => ({ ...f, weight: 1, detail: '' }));
        const blocking = blockingHitOf(
          {
            id: 'x',
            matchedName: 'X',
            score: { score, match: true, features: scored, matchedName: 'X' },
          },
          { caption: 'X', lists: ['fictitious-list'] },
        );
        expect(evidenceOf([blocking]), `${score}`).toBe(
          confirmed ? 'confirmed' : hitEvidence(score, features),
        );
      }
    }
  });
});
