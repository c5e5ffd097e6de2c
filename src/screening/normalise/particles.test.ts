import { describe, expect, it } from 'vitest';
import { normaliseName } from './name.js';
import { particleVariants } from './particles.js';

const variants = (name: string) =>
  particleVariants(normaliseName(name, 'person')).map((v) => v.tokens.map((t) => t.text).join(' '));

describe('particleVariants', () => {
  it('glues runs of particles to the word after them', () => {
    expect(variants('Ayşe van Leeuwen')).toEqual(['ayse vanleeuwen']);
    expect(variants('Pieter van den Berg')).toEqual(['pieter vandenberg']);
    expect(variants('Pieter van denberg')).toEqual(['pieter vandenberg', 'pieter van den berg']);
    expect(variants('Osama bin Laden')).toEqual(['osama binladen']);
    // The contractions 't and 's within a run, and "in" and "op".
    expect(variants("Yvonne van 't Hof")).toEqual(['yvonne vanthof', 'yvonne van thof']);
    expect(variants("Femke in 't Veld")).toEqual(['femke intveld']);
    expect(variants('Joris op den Akker')).toEqual(['joris opdenakker']);
    // An initial T. or S. starts no run.
    expect(variants('T. Jansen')).toEqual([]);
    expect(variants('T. de Vries')).toEqual(['t devries']);
  });

  it('reads glued Dutch and German particles apart before at least four more letters', () => {
    expect(variants('Ayse Vanleeuwen')).toEqual(['ayse van leeuwen']);
    expect(variants('Pieter Vandenberg')).toEqual(['pieter van den berg']);
    expect(variants('Anna Terhorst')).toEqual(['anna ter horst']);
    for (const name of ['Jan Dekker', 'Albert Vance', 'Tenor Jones', 'Ali Alhassan']) {
      expect(variants(name), name).toEqual([]);
    }
  });

  it('gives each spelling with a particle its glued form, and the glued form its parts', () => {
    // Gluing and then reading apart gives the second spelling again: it is given once.
    expect(variants('Ayse van Leeuwen-Vanderberg')).toEqual([
      'ayse vanleeuwen vanderberg',
      'ayse van leeuwen van der berg',
    ]);
  });
});
