import { describe, expect, it } from 'vitest';
import {
  compareFamilyNames,
  familyNameForms,
  familyNameOf,
  gluedParticleApart,
} from './person-names.js';

describe('family names with a particle of another language (dos Santos, de la Cruz)', () => {
  const FOREIGN = [
    ['dos Santos', 'dos', 'Santos'],
    ['Dos Santos', 'Dos', 'Santos'],
    ['della Valle', 'della', 'Valle'],
    ['dalla Costa', 'dalla', 'Costa'],
    ['delle Piane', 'delle', 'Piane'],
    ['degli Esposti', 'degli', 'Esposti'],
    ['du Pont', 'du', 'Pont'],
    ['de la Cruz', 'de la', 'Cruz'],
    ['de los Santos', 'de los', 'Santos'],
    ['de las Heras', 'de las', 'Heras'],
  ] as const;

  it('reads the particle as the prefix, as the Dutch register writes it, never as a name', () => {
    for (const [written, prefix, core] of FOREIGN) {
      const family = familyNameOf(undefined, written);
      expect(family, written).toEqual({ prefix, core });
      // One name: "dos" is no family name of its own to look a person up by.
      expect(familyNameForms(family), written).toEqual([family]);
    }
    // Written in the sorting form, or apart in its field, it is the same name.
    expect(familyNameOf(undefined, 'Santos, dos')).toEqual({ prefix: 'dos', core: 'Santos' });
    expect(
      compareFamilyNames(familyNameOf(undefined, 'dos Santos'), familyNameOf('dos', 'Santos'))
        .outcome,
    ).toBe('same');
    // A particle inside the name keeps it one name: "Silva dos Santos" is not Silva, dos, Santos.
    expect(familyNameForms({ prefix: '', core: 'Silva dos Santos' })).toHaveLength(1);
    expect(familyNameForms({ prefix: '', core: 'Silva-dos' })).toHaveLength(1);
    // The name without its particle is the name with a prefix on one side only, as in Dutch.
    expect(
      compareFamilyNames({ prefix: '', core: 'Santos' }, familyNameOf(undefined, 'dos Santos')),
    ).toEqual({
      outcome: 'variant',
      notes: ['the residents data has the family name with a prefix'],
    });
  });

  it('leaves Dutch prefixes and double names as they were, and such words alone as names', () => {
    expect(familyNameOf(undefined, 'van der Berg')).toEqual({ prefix: 'van der', core: 'Berg' });
    expect(familyNameOf(undefined, 'de Vries')).toEqual({ prefix: 'de', core: 'Vries' });
    expect(familyNameForms({ prefix: '', core: 'Berg-de Vries' }).map((f) => f.core)).toEqual([
      'Berg-de Vries',
      'Berg',
      'Vries',
    ]);
    expect(familyNameForms({ prefix: '', core: 'García Pérez' }).map((f) => f.core)).toEqual([
      'García Pérez',
      'García',
      'Pérez',
    ]);
    // Particles that are names or given names elsewhere are read as written (da Silva, as
    // before): only the prefix given apart makes them one.
    for (const name of [
      'da Silva',
      'das Neves',
      'do Carmo',
      'del Río',
      'di Stefano',
      'dal Monte',
    ]) {
      expect(familyNameOf(undefined, name), name).toEqual({ prefix: '', core: name });
    }
    // "los" and "las" only after "de": Los Santos is as written.
    expect(familyNameOf(undefined, 'Los Santos')).toEqual({ prefix: '', core: 'Los Santos' });
    expect(familyNameOf(undefined, 'Santos, de los')).toEqual({ prefix: 'de los', core: 'Santos' });
    // A particle alone is a family name (Do, Das, Di, Dos): nothing is taken off.
    for (const name of ['Do', 'Das', 'Di', 'Da', 'Del', 'Dos']) {
      expect(familyNameOf(undefined, name), name).toEqual({ prefix: '', core: name });
    }
    expect(familyNameOf(undefined, 'Dossantos')).toEqual({ prefix: '', core: 'Dossantos' });
  });
});

describe('family names with a word that is a particle in one language and a name in another', () => {
  const forms = (core: string) => familyNameForms(familyNameOf(undefined, core)).map((f) => f.core);
  const outcome = (a: string, b: string) =>
    compareFamilyNames(familyNameOf(undefined, a), familyNameOf(undefined, b)).outcome;

  it('keeps Das, Do, Di, Da and Del names of a double name, first or last (Kumar Das, Tran Do)', () => {
    expect(forms('Kumar Das')).toEqual(['Kumar Das', 'Kumar', 'Das']);
    expect(forms('Tran Do')).toEqual(['Tran Do', 'Tran', 'Do']);
    expect(forms('Nguyen-Do')).toEqual(['Nguyen-Do', 'Nguyen', 'Do']);
    expect(forms('Jansen-Das')).toEqual(['Jansen-Das', 'Jansen', 'Das']);
    expect(forms('Das-Gupta')).toEqual(['Das-Gupta', 'Das', 'Gupta']);
    // A Dutch prefix word is a name as a part of its own (Lê, Du); only a Romance particle is not.
    expect(forms('Tran-Le')).toEqual(['Tran-Le', 'Tran', 'Le']);
    expect(forms('Silva-dos')).toEqual(['Silva-dos']);
    const outcome = (a: string, b: string) =>
      compareFamilyNames(familyNameOf(undefined, a), familyNameOf(undefined, b)).outcome;
    expect(outcome('Kumar Das', 'Das')).toBe('variant');
    expect(outcome('Das', 'Kumar Das')).toBe('variant');
    expect(outcome('Tran Do', 'Do')).toBe('variant');
    expect(outcome('Nguyen-Do', 'Do')).toBe('variant');
  });

  it('reads a particle inside a double name written apart with the name after it (da Silva Santos)', () => {
    const parts = (core: string) => familyNameForms(familyNameOf(undefined, core)).slice(1);
    expect(parts('da Silva Santos')).toEqual([
      { prefix: 'da', core: 'Silva' },
      { prefix: '', core: 'Santos' },
    ]);
    expect(parts('Ferreira da Silva')).toEqual([
      { prefix: '', core: 'Ferreira' },
      { prefix: 'da', core: 'Silva' },
    ]);
    expect(parts('Silva do Carmo Santos')).toEqual([
      { prefix: '', core: 'Silva' },
      { prefix: 'do', core: 'Carmo' },
      { prefix: '', core: 'Santos' },
    ]);
    // Da is no name of the person's; Silva, with or without its particle, is one.
    expect(outcome('da Silva Santos', 'Da')).toBe('different');
    expect(outcome('Da', 'da Silva Santos')).toBe('different');
    expect(outcome('da Silva Santos', 'Silva')).toBe('variant');
    expect(outcome('da Silva Santos', 'Santos')).toBe('variant');
    expect(
      compareFamilyNames(familyNameOf(undefined, 'da Silva Santos'), familyNameOf('da', 'Silva'))
        .outcome,
    ).toBe('variant');
    // Last, or of two words, a particle is a name as before: Kumar Das, Das Gupta, da Silva.
    expect(parts('Kumar Das').map((f) => f.core)).toEqual(['Kumar', 'Das']);
    expect(parts('Das Gupta').map((f) => f.core)).toEqual(['Das', 'Gupta']);
    expect(parts('da Silva').map((f) => f.core)).toEqual(['da', 'Silva']);
  });

  it('reads a prefix word before another part of a hyphenated name as the start of that name', () => {
    // The prefix written in: found as the name after it is for van den Berg, never as a
    // resident called Van, Den, In, De, Le or Du.
    for (const [name, core] of [
      ['Van-den-Berg', 'Berg'],
      ["In-'t-Veld", 'Veld'],
      ['De-Vries', 'Vries'],
      ['Le-Roux', 'Roux'],
      ['Du-Bois', 'Bois'],
      ['Op-de-Beeck', 'Beeck'],
      ['Le-Tran', 'Tran'],
    ] as const) {
      expect(forms(name), name).toEqual([name, core]);
    }
    expect(forms('Jansen-van-Dijk')).toEqual(['Jansen-van-Dijk', 'Jansen', 'Dijk']);
    const outcome = (a: string, b: string) =>
      compareFamilyNames(familyNameOf(undefined, a), familyNameOf(undefined, b)).outcome;
    expect(outcome('Le-Roux', 'Le')).toBe('different');
    expect(outcome('Van-den-Berg', 'Den')).toBe('different');
    expect(outcome('Du', 'Du-Bois')).toBe('different');
    // A married name written the other way round (Le-Tran, born Tran) still meets Tran.
    expect(outcome('Le-Tran', 'Tran')).toBe('variant');
    // Every part a prefix word: no name to find it by, so not Van or Der.
    expect(forms('Le-Van')).toEqual(['Le-Van']);
    expect(outcome('Le-Van', 'Van')).toBe('different');
    expect(outcome('Van-Der', 'Der')).toBe('different');
    // The notes say a prefix is written in, not that the name is a double one.
    const notes = (a: string, b: string) =>
      compareFamilyNames(familyNameOf(undefined, a), familyNameOf(undefined, b)).notes;
    expect(notes('Van-den-Berg', 'Berg')).toEqual([
      'family name "Van-den-Berg" is read as "Van den Berg"',
      'prefix "Van den" is not in the residents data',
    ]);
    expect(notes('Berg', 'Van-den-Berg')).toEqual([
      'the residents data has the family name with a prefix',
    ]);
  });

  it('compares a name with its prefix written in as it is read, a typing error included', () => {
    const compared = (a: string, b: string) =>
      compareFamilyNames(familyNameOf(undefined, a), familyNameOf(undefined, b));
    // As van den Bergh is for van den Berg: a typing error, not another name.
    expect(compared('van den Bergh', 'van den Berg').outcome).toBe('typo');
    expect(compared('Van-den-Bergh', 'van den Berg')).toEqual({
      outcome: 'typo',
      notes: [
        'family name "Van-den-Bergh" is read as "Van den Bergh"',
        'family name "Bergh" is "Berg" in the residents data (possibly a typing error)',
      ],
    });
    expect(compared('Van-den-Berg', 'van der Berg')).toEqual({
      outcome: 'typo',
      notes: [
        'family name "Van-den-Berg" is read as "Van den Berg"',
        'prefix "Van den" is "van der" in the residents data',
      ],
    });
    // The residents data's name read so too.
    expect(compared('Bergh', 'Van-den-Berg')).toEqual({
      outcome: 'typo',
      notes: [
        'family name "Bergh" is "Berg" in the residents data (possibly a typing error)',
        'the residents data has the family name with a prefix',
      ],
    });
    // Discreet (PF04): not how the data writes it.
    const discreet = compareFamilyNames(
      familyNameOf(undefined, 'Van-den-Bergh'),
      familyNameOf(undefined, 'van den Berg'),
      true,
    );
    expect(discreet.notes).toEqual([
      'family name "Van-den-Bergh" is read as "Van den Bergh"',
      'family name "Bergh" differs in spelling from the residents data (possibly a typing error)',
    ]);
    // Another name still differs.
    expect(compared('Van-den-Bosch', 'van den Berg').outcome).toBe('different');
    expect(compared('Bosch', 'Van-den-Berg').outcome).toBe('different');
  });

  it('notes of a double name or a prefix written in only what is so', () => {
    const notes = (a: string, b: string, discreet = false) =>
      compareFamilyNames(familyNameOf(undefined, a), familyNameOf(undefined, b), discreet).notes;
    // Run together with its prefix in the data: said of the name given, which is not one word.
    expect(notes('Van-den-Berg', 'van Denberg')).toEqual([
      'family name "Van-den-Berg" is "van Denberg" in the residents data (spelling variant)',
    ]);
    expect(notes('Van-den-Berg', 'van Denberg', true)).toEqual([
      'family name "Van-den-Berg" differs in spelling from the residents data (spelling variant)',
    ]);
    expect(notes('Vandenberg', 'van den Berg')).toEqual([
      'family name "Vandenberg" is "van den Berg" in the residents data (written as one word)',
    ]);
    expect(notes('van den Berg', 'Vandenberg')).toEqual([
      'family name "van den Berg" is "Vandenberg" in the residents data (written apart)',
    ]);
    // Read as written apart, not run together: "Van-den-Berg" is no one word.
    expect(notes('Van-den-Berg', 'van den Berg')).toEqual([
      'family name "Van-den-Berg" is read as "Van den Berg"',
    ]);
    expect(notes('Van-den-Berg', 'van den Berg', true)).toEqual([
      'family name "Van-den-Berg" is read as "Van den Berg"',
    ]);
    // The data's name is Berg, not "Van den Berg": the name given, then how it differs.
    expect(notes('Van-den-Berg-Jansen', 'Berg')).toEqual([
      'family name "Van-den-Berg-Jansen" is a double name, of which "Van den Berg" is one',
      'prefix "Van den" is not in the residents data',
    ]);
    expect(notes('Meijer-Jansen', 'Meyer')).toEqual([
      'family name "Meijer-Jansen" is a double name, of which "Meijer" is one',
      'family name "Meijer" is "Meyer" in the residents data (spelling variant)',
    ]);
    expect(notes('Meijer-Jansen', 'Meyer', true)).toEqual([
      'family name "Meijer-Jansen" is a double name, of which "Meijer" is one',
      'family name "Meijer" differs in spelling from the residents data (spelling variant)',
    ]);
    // The other way round: the data's double name holds Berg, not "van den Berg".
    expect(notes('van den Berg', 'Berg-Jansen')).toEqual([
      'the residents data has a double name',
      'prefix "van den" is not in the residents data',
    ]);
    expect(notes('Meijer', 'Meyer-Jansen', true)).toEqual([
      'the residents data has a double name',
      'family name "Meijer" differs in spelling from the residents data (spelling variant)',
    ]);
    // A name of the double name as written: said so, as before.
    expect(notes('Jansen-Berg', 'Berg')).toEqual([
      'family name "Jansen-Berg" is a double name, of which "Berg" in the residents data is one',
    ]);
    expect(notes('Berg', 'Berg-Jansen')).toEqual([
      'the residents data has a double name, of which "Berg" is one',
    ]);
  });

  it('reads the other dashes between names as the hyphen', () => {
    const outcome = (a: string, b: string) =>
      compareFamilyNames(familyNameOf(undefined, a), familyNameOf(undefined, b)).outcome;
    // U+2010 hyphen, U+2011 non-breaking hyphen, U+2013 en dash, U+2014 em dash.
    for (const dash of ['\u2010', '\u2011', '\u2013', '\u2014']) {
      expect(forms(`Jansen${dash}Smit`), dash).toEqual([`Jansen${dash}Smit`, 'Jansen', 'Smit']);
      expect(forms(`Van${dash}den${dash}Berg`), dash).toEqual([`Van${dash}den${dash}Berg`, 'Berg']);
      expect(outcome(`Jansen${dash}Smit`, 'Smit'), dash).toBe('variant');
      expect(outcome('Smit', `Jansen ${dash} Smit`), dash).toBe('variant');
      expect(outcome(`Van${dash}den${dash}Berg`, 'Berg'), dash).toBe('variant');
      expect(outcome(`Van${dash}den${dash}Berg`, 'Den'), dash).toBe('different');
    }
  });

  it('reads los and las after de as prefix words in a hyphenated name too', () => {
    // As "de los Santos" written apart: one name, Santos with its prefix, never a resident Los.
    expect(forms('De-Los-Santos')).toEqual(['De-Los-Santos', 'Santos']);
    expect(forms('de-las-Heras')).toEqual(['de-las-Heras', 'Heras']);
    const outcome = (a: string, b: string) =>
      compareFamilyNames(familyNameOf(undefined, a), familyNameOf(undefined, b)).outcome;
    expect(outcome('De-Los-Santos', 'Los')).toBe('different');
    expect(outcome('Los', 'De-Los-Santos')).toBe('different');
    expect(outcome('De-Los-Santos', 'Santos')).toBe('variant');
    expect(
      compareFamilyNames(
        familyNameOf(undefined, 'De-Los-Santos'),
        familyNameOf(undefined, 'Santos'),
      ).notes[0],
    ).toBe('family name "De-Los-Santos" is read as "De Los Santos"');
    // Prefix words only: one name, not a resident called Los.
    expect(forms('De-Los')).toEqual(['De-Los']);
    expect(outcome('De-Los', 'Los')).toBe('different');
    // Without de before it, Los is a name: Tran-Los is Tran and Los.
    expect(forms('Tran-Los')).toEqual(['Tran-Los', 'Tran', 'Los']);
  });

  it('reads no prefix off Das Gupta or Do Nguyen: Gupta and Nguyen are other, commoner names', () => {
    for (const name of ['Das Gupta', 'Do Nguyen', 'Do Thi', 'Di Maria', 'Da Costa', 'Del Rio']) {
      expect(familyNameOf(undefined, name), name).toEqual({ prefix: '', core: name });
    }
    const outcome = compareFamilyNames(
      familyNameOf(undefined, 'Do Nguyen'),
      familyNameOf(undefined, 'Nguyen'),
    ).outcome;
    expect(outcome).toBe('typo');
  });
});

describe('family names with the words of their particles run together (Delos Santos, Delacroix)', () => {
  const compared = (a: string, b: string, discreet = false) =>
    compareFamilyNames(familyNameOf(undefined, a), familyNameOf(undefined, b), discreet);

  it('reads particles of more than one word run together before the name as its prefix', () => {
    for (const [written, prefix, core] of [
      ['Delos Santos', 'Delos', 'Santos'],
      ['Delas Heras', 'Delas', 'Heras'],
      ['Dela Cruz', 'Dela', 'Cruz'],
      ['Vander Berg', 'Vander', 'Berg'],
      ['Vanden Bossche', 'Vanden', 'Bossche'],
      ['Vande Velde', 'Vande', 'Velde'],
    ] as const) {
      const family = familyNameOf(undefined, written);
      expect(family, written).toEqual({ prefix, core });
      // One name with its prefix, not a double name of which Delos or Vander is one.
      expect(familyNameForms(family), written).toEqual([family]);
    }
    // Given in the prefix field too, written apart or not, it is one prefix.
    expect(familyNameOf('de los', 'Delos Santos')).toEqual({ prefix: 'de los', core: 'Santos' });
    // The same particles written apart: a spelling variant, said of the prefix.
    expect(compared('Delos Santos', 'de los Santos')).toEqual({
      outcome: 'variant',
      notes: ['prefix "Delos" is "de los" in the residents data (written as one word)'],
    });
    expect(compared('de los Santos', 'Delos Santos')).toEqual({
      outcome: 'variant',
      notes: ['prefix "de los" is "Delos" in the residents data (written apart)'],
    });
    expect(compared('Delos Santos', 'de los Santos', true)).toEqual({
      outcome: 'variant',
      notes: ['prefix "Delos" differs in spelling from the residents data (spelling variant)'],
    });
    expect(compared('Vander Berg', 'van der Berg').outcome).toBe('variant');
    // Shortened on the other side, as for van der Berg.
    expect(compared('v.d. Berg', 'Vander Berg').outcome).toBe('variant');
    // Without its prefix, as Santos is for de los Santos; run in whole, as Delossantos is.
    expect(compared('Santos', 'Delos Santos').outcome).toBe('variant');
    expect(compared('Delossantos', 'Delos Santos').outcome).toBe('variant');
    expect(compared('Delacroix', 'de la Croix').outcome).toBe('variant');
    // Other names beginning alike stay what they are: Delos alone is no de los Santos.
    expect(compared('Delos Santos', 'Delos').outcome).toBe('different');
    expect(compared('Delos', 'Delos Santos').outcome).toBe('different');
    for (const name of ['Delos', 'Dela', 'Vander', 'Del Rio', 'Delden', 'Dekker', 'Deli Santos']) {
      expect(familyNameOf(undefined, name), name).toEqual({ prefix: '', core: name });
    }
  });

  it('reads a name run into its particles apart only where the rest is a plausible name', () => {
    const apart = (name: string) => gluedParticleApart(familyNameOf(undefined, name));
    // Delacroix is de la Croix, as Dossantos is dos Santos.
    expect(apart('Delacroix')).toEqual(['croix']);
    expect(apart('Dossantos')).toEqual(['santos']);
    expect(apart('Delossantos')).toEqual(['santos']);
    // Written with the particles run together and the name apart, the whole run together.
    expect(apart('Dela Cruz')).toEqual(['cruz']);
    // No particle run in, or a rest no name begins so: Delden is no Den, Delange no de la Nge.
    for (const name of ['Delden', 'Dekker', 'Delange', 'Delgado', 'Dasilva']) {
      expect(apart(name), name).toEqual([]);
    }
  });
});
