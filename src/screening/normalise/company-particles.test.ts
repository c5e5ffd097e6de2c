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

  it('reads a single glued "van" apart before what begins as a family name does', () => {
    expect(read('Vanleeuwen Transport')).toBe(read('Van Leeuwen Transport'));
    expect(read('Vanleeuwen Transport')).toBe('van leeuwen transport');
    expect(read('Vandijk Bouw B.V.')).toBe(read('Van Dijk Bouw B.V.'));
    expect(read('Installatiebedrijf Vanbeek')).toBe('installatiebedrijf van beek');
    expect(read('Vanschaik Groep')).toBe('van schaik groep');
    // A run of two stays read as before.
    expect(read('Vandenberg Transport')).toBe('van den berg transport');
  });

  it('keeps words and names that only begin with "van", "de" or "ter"', () => {
    // Too little after it, a vowel after it (Vanessa, Vanilla: "van Essen" glued is lost with
    // them), or an English word beginning so.
    for (const name of ['Vane', 'Vans', 'Vanity', 'Vanessa', 'Vanilla', 'Vanadium']) {
      expect(read(`${name} Holding`), name).toBe(`${name.toLowerCase()} holding`);
    }
    for (const name of ['Vantage', 'Vanguard', 'Vancouver', 'Vanquish']) {
      expect(read(`${name} Capital`), name).toBe(`${name.toLowerCase()} capital`);
    }
    // "de", "ter" and "ten" begin too many words (Delta, Design, Terminal, Tender) to be read
    // apart alone: "Devries" stays one word, as screening keeps it.
    expect(read('Devries Bouw')).toBe('devries bouw');
    expect(read('Delta Design')).toBe('delta design');
    expect(read('Terminal Tender')).toBe('terminal tender');
  });
});
