import { describe, expect, it } from 'vitest';
import { withParticlesWrittenOut } from './company-particles.js';
import { normaliseName } from './name.js';

const read = (name: string): string =>
  normaliseName(name, 'company')
    .tokens.map((t) => t.text)
    .join(' ');

describe('withParticlesWrittenOut', () => {
  it('reads a glued run of two particles apart', () => {
    expect(withParticlesWrittenOut(['vanderlinden', 'bakkerij'])).toEqual([
      'van',
      'der',
      'linden',
      'bakkerij',
    ]);
    expect(read('Vandenberg Transport')).toBe(read('Van den Berg Transport'));
    expect(read('Vandevelde Bouw')).toBe(read('Van de Velde Bouw'));
    // Too little after it: Vandeven stays one word (a single particle is never read apart).
    expect(read('Vandeven Bouw')).toBe('vandeven bouw');
  });

  it('keeps words that only begin like a particle', () => {
    expect(withParticlesWrittenOut(['vantage', 'terminal', 'tennis'])).toEqual([
      'vantage',
      'terminal',
      'tennis',
    ]);
    // Too little after the run to be a family name.
    expect(withParticlesWrittenOut(['vandeel'])).toEqual(['vandeel']);
  });

  it('writes out vd, vdr and v.d. before a word as van der', () => {
    expect(read('Smits & vd Wal')).toBe('smits van der wal');
    expect(read('Smits & vdr Wal')).toBe('smits van der wal');
    expect(read('Smits & v.d. Wal')).toBe('smits van der wal');
    expect(read('v.d. Linden Bakkerij')).toBe('van der linden bakkerij');
  });

  it('leaves the letters as initials elsewhere', () => {
    expect(withParticlesWrittenOut(['smits', 'vd'])).toEqual(['smits', 'vd']);
    expect(read('A.V.D. Services')).toBe('a v d services');
    expect(read('Acme v d')).toBe('acme v d');
  });

  it("changes nothing in a person's name: initials stay initials", () => {
    const person = normaliseName('J.P. de Vries', 'person').tokens;
    expect(person.map((t) => `${t.text}:${t.kind}`)).toEqual([
      'j:initial',
      'p:initial',
      'de:word',
      'vries:word',
    ]);
    expect(read('J.P. de Vries Holding B.V.')).toBe('j p de vries holding bv');
    expect(read('Vanderlinden')).toBe('van der linden');
    expect(normaliseName('Vanderlinden', 'person').tokens.map((t) => t.text)).toEqual([
      'vanderlinden',
    ]);
  });
});
