import { describe, expect, it } from 'vitest';
import {
  compareGivenNames,
  firstInitialAgreed,
  givenNamesOf,
  readInitials,
} from './given-names.js';

const compare = (given: [string?, string?], known: [string?, string?]) =>
  compareGivenNames(givenNamesOf(...given), givenNamesOf(...known));

describe('written-out initials', () => {
  it('fit the names whose letters they show in order', () => {
    expect(compare([undefined, 'Chr.'], ['Christiaan', 'C.'])).toMatchObject({
      outcome: 'initials',
    });
    expect(compare([undefined, 'Th. J.'], ['Theodorus Johannes'])).toMatchObject({
      outcome: 'initials',
    });
    expect(compare(['Wm.'], ['Willem'])).toMatchObject({ outcome: 'initials' });
  });

  it('are another person where the name in their place does not fit', () => {
    expect(compare([undefined, 'Chr.'], ['Cornelis', 'C.'])).toEqual({
      outcome: 'different',
      notes: ['initial "Chr." does not fit "Cornelis" in the residents data'],
    });
    expect(compare(['Th.'], ['Tim'])).toMatchObject({ outcome: 'different' });
    // The residents data wrote the initial out; the caller gave a name it does not fit.
    expect(compare(['Cornelis'], [undefined, 'Chr.'])).toEqual({
      outcome: 'different',
      notes: ['given name "Cornelis" does not fit the initial "Chr." in the residents data'],
    });
  });

  it('are read as one letter where the other side has initials only', () => {
    expect(compare([undefined, 'Chr.'], [undefined, 'C.J.'])).toMatchObject({
      outcome: 'partial',
    });
    expect(compare([undefined, 'J.W.'], ['Jan Willem'])).toMatchObject({ outcome: 'initials' });
  });
});

describe('the Dutch digraph IJ', () => {
  it('written as two initials, I.J., is the initial of IJsbrand', () => {
    expect(compare([undefined, 'I.J.'], ['IJsbrand', 'IJ.'])).toMatchObject({
      outcome: 'initials',
    });
    expect(compare([undefined, 'I.J.'], ['IJsbrand'])).toMatchObject({ outcome: 'initials' });
    expect(compare(['I.J.'], ['IJsbrand Jan'])).toMatchObject({ outcome: 'partial' });
    expect(compare([undefined, 'IJ.'], [undefined, 'I.J.'])).toMatchObject({
      outcome: 'initials',
    });
  });

  it('stays two initials where the other side has no IJ in that place', () => {
    expect(compare([undefined, 'I.J.'], ['Ingrid Johanna'])).toMatchObject({
      outcome: 'initials',
    });
    expect(compare([undefined, 'I.J.'], ['Ingrid'])).toMatchObject({ outcome: 'partial' });
    expect(compare([undefined, 'I.J.'], ['Jan'])).toMatchObject({ outcome: 'different' });
    // The other way round: the I and J of two first names are no digraph either.
    expect(compare([undefined, 'IJ.'], ['Ingrid Johanna'])).toMatchObject({
      outcome: 'different',
    });
    expect(compare([undefined, 'IJ.'], ['Ingrid Johanna', 'I.J.'])).toMatchObject({
      outcome: 'different',
    });
    expect(compare(['IJsbrand'], ['Ingrid Johanna'])).toMatchObject({ outcome: 'different' });
  });
});

describe('discreetly (PF04, PF08)', () => {
  const discreet = (given: string, known: string) =>
    compareGivenNames(givenNamesOf(undefined, given), givenNamesOf(undefined, known), true);

  it('says initials agree as far as both have them, whether the data has fewer, as many or more', () => {
    const told = ['J.', 'J.H.M.', 'J.H.M.P.'].map((known) => discreet('J.H.M.', known));
    for (const comparison of told) {
      expect(comparison).toEqual({
        outcome: 'partial',
        notes: ['initials J.H.M. agree as far as both have them'],
      });
    }
    expect(discreet('J.H.M.', 'J.P.')).toMatchObject({ outcome: 'different' });
  });

  it('gives the first initial agreed, however many each side has', () => {
    for (const known of ['J.', 'J.H.M.', 'J.H.M.P.']) {
      expect(
        firstInitialAgreed(givenNamesOf(undefined, 'J.H.M.'), givenNamesOf(undefined, known)),
      ).toBe('J.');
    }
    expect(
      firstInitialAgreed(givenNamesOf('Jan', undefined), givenNamesOf('Hendrik Jan', undefined)),
    ).toBeUndefined();
    // As the caller wrote it: I.J. given is "I." whether the data holds IJsbrand or Ingrid
    // Johanna, so that how the data writes the given names is not told.
    for (const known of ['IJsbrand', 'Ingrid Johanna', 'Ingrid']) {
      expect(
        firstInitialAgreed(givenNamesOf(undefined, 'I.J.'), givenNamesOf(known, undefined)),
        known,
      ).toBe('I.');
    }
    expect(
      firstInitialAgreed(givenNamesOf(undefined, 'IJ.'), givenNamesOf('IJsbrand', undefined)),
    ).toBe('IJ.');
  });

  it('notes initials agreeing as the caller wrote them, however the data writes IJ', () => {
    for (const known of ['IJ.', 'I.J.', 'I.', 'IJ.K.']) {
      expect(discreet('I.J.', known), known).toEqual({
        outcome: 'partial',
        notes: ['initials I.J. agree as far as both have them'],
      });
    }
  });
});

describe('where the date of birth does not agree (all given held)', () => {
  const held = (given: [string?, string?], known: [string?, string?]) =>
    compareGivenNames(givenNamesOf(...given), givenNamesOf(...known), false, true).outcome;

  it('fits only where the data holds every initial given, fewer being as others', () => {
    // J.X. with X made up: a J. and a J.H. alike.
    expect(held([undefined, 'J.X.'], [undefined, 'J.'])).toBe('different');
    expect(held([undefined, 'J.X.'], [undefined, 'J.H.'])).toBe('different');
    expect(held(['Jan Willem'], ['Jan'])).toBe('different');
    expect(held(['Jan', 'J.W.'], ['Jan'])).toBe('different');
    // As many or more: alike, never the exact fit that would rank first.
    for (const known of ['J.', 'J.K.', 'J.K.L.']) {
      expect(held([undefined, 'J.'], [undefined, known]), known).toBe('partial');
    }
    expect(held(['Jan Willem'], ['Jan Willem Hendrik'])).toBe('same');
    expect(held(['Jan Willem'], ['Jan Willem'])).toBe('same');
    // I.J. is held by IJsbrand as by Ingrid Johanna, not by Ingrid alone.
    expect(held([undefined, 'I.J.'], ['IJsbrand'])).toBe('partial');
    expect(held([undefined, 'I.J.'], ['Ingrid Johanna'])).toBe('partial');
    expect(held([undefined, 'I.J.'], ['Ingrid'])).toBe('different');
    // A hyphenated first name holds the initials of both its parts (Jan-Willem: J.W.).
    for (const known of [['Jan-Willem'], ['Jan-Willem', 'J.']] as [string, string?][]) {
      expect(held([undefined, 'J.W.'], known), known.join()).toBe('partial');
      expect(held([undefined, 'J.'], known), known.join()).toBe('partial');
      expect(held([undefined, 'J.X.'], known), known.join()).toBe('different');
      expect(held([undefined, 'J.W.H.'], known), known.join()).toBe('different');
    }
    // Without the rule, fewer fit as far as both have them (where the date of birth agrees).
    expect(compare([undefined, 'J.X.'], [undefined, 'J.']).outcome).toBe('partial');
  });

  it("reads a caller's hyphenated first name as the initials of its parts (Jan-Willem: J.W.)", () => {
    // Held by a J.W., a Jan Willem or a Jan-Willem, however the data writes the initials.
    for (const known of [
      [undefined, 'J.W.'],
      [undefined, 'J.W.H.'],
      ['Jan Willem'],
      ['Jan-Willem'],
      ['Jan-Willem', 'J.'],
      ['Jan-Willem Hendrik', 'J.H.'],
    ] as [string?, string?][]) {
      expect(held(['Jan-Willem'], known), known.join()).not.toBe('different');
    }
    // Not by a J. alone, nor by one holding another initial in the place of W.
    for (const known of [
      [undefined, 'J.'],
      [undefined, 'J.P.'],
      [undefined, 'J.P.Q.'],
      ['Jan'],
      ['Jan Pieter'],
    ] as [string?, string?][]) {
      expect(held(['Jan-Willem'], known), known.join()).toBe('different');
    }
    const notes = compareGivenNames(
      givenNamesOf('Jan-Willem', undefined),
      givenNamesOf(undefined, 'J.'),
      true,
      true,
    ).notes;
    expect(notes).toEqual(['initials J.W. are not all in the residents data']);
    const agreeing = compareGivenNames(
      givenNamesOf('Jan-Willem', undefined),
      givenNamesOf(undefined, 'J.W.H.'),
      true,
      true,
    );
    expect(agreeing.notes).toEqual(['initials J.W. agree as far as both have them']);
    // Where the date of birth agrees, a J. fits as far as both have them, as before.
    expect(compare(['Jan-Willem'], [undefined, 'J.']).outcome).not.toBe('different');
  });

  it('reads a hyphenated first name of the data that its initials write as one (J.P.) as J.W.P.', () => {
    // Data holding the first name only, beside the initials of all names with Jan-Willem as J.
    for (const given of [['Jan-Willem'], [undefined, 'J.W.'], [undefined, 'J.W.P.']]) {
      expect(held(given as [string?, string?], ['Jan-Willem', 'J.P.']), given.join()).not.toBe(
        'different',
      );
    }
    // Another initial in the place of W, or of P, is still another person.
    for (const given of [[undefined, 'J.H.'], [undefined, 'J.W.H.'], ['Jan-Hendrik']]) {
      expect(held(given as [string?, string?], ['Jan-Willem', 'J.P.']), given.join()).toBe(
        'different',
      );
    }
  });
});

describe('a hyphenated first name', () => {
  const held = (given: [string?, string?], known: [string?, string?]) =>
    compareGivenNames(givenNamesOf(...given), givenNamesOf(...known), false, true);

  it('is the same name written apart (Jan Willem, Jan-Willem), either way round', () => {
    for (const [given, known] of [
      ['Jan Willem', 'Jan-Willem'],
      ['Jan-Willem', 'Jan Willem'],
      ['Jan Willem', 'Jan-Willem Hendrik'],
      ['Jan-Willem Hendrik', 'Jan Willem Hendrik'],
      ['Jan Willem', 'Jan–Willem'],
    ] as const) {
      expect(compare([given], [known]).outcome, `${given}/${known}`).toBe('variant');
      expect(held([given], [known]).outcome, `${given}/${known}`).toBe('variant');
    }
    expect(compare(['Jan Willem'], ['Jan-Willem']).notes).toEqual([
      'first name "Jan Willem" is "Jan-Willem" in the residents data (spelling variant)',
    ]);
    // Discreetly (PF04) only that it is written otherwise, not how.
    const discreet = compareGivenNames(
      givenNamesOf('Jan Willem', undefined),
      givenNamesOf('Jan-Willem', 'J.W.'),
      true,
      true,
    );
    expect(discreet).toEqual({
      outcome: 'variant',
      notes: [
        'first name "Jan Willem" differs in spelling from the residents data (spelling variant)',
      ],
    });
    // Another name after the first stays another person.
    expect(compare(['Jan Willem'], ['Jan-Pieter']).outcome).toBe('different');
    expect(held(['Jan Pieter'], ['Jan-Willem']).outcome).toBe('different');
  });

  it('holds the initials of its parts beside later names (J.W. in Jan-Willem Hendrik)', () => {
    for (const known of [['Jan-Willem Hendrik'], ['Jan-Willem Hendrik', 'J.H.']] as [
      string,
      string?,
    ][]) {
      expect(compare([undefined, 'J.W.'], known).outcome, known.join()).toBe('partial');
      expect(held([undefined, 'J.W.'], known).outcome, known.join()).toBe('partial');
      expect(held([undefined, 'J.W.H.'], known).outcome, known.join()).toBe('partial');
      expect(held([undefined, 'J.X.'], known).outcome, known.join()).toBe('different');
      expect(held([undefined, 'J.W.P.'], known).outcome, known.join()).toBe('different');
      expect(
        firstInitialAgreed(givenNamesOf(undefined, 'J.W.'), givenNamesOf(...known)),
        known.join(),
      ).toBe('J.');
    }
    // The other way round: a caller's Jan-Willem Hendrik for a resident J.W.H.
    expect(compare(['Jan-Willem Hendrik'], [undefined, 'J.W.H.']).outcome).toBe('initials');
  });

  it('is J.W., so another second initial (J.P.) is another person, the date of birth agreeing too', () => {
    // However the data writes the initials beside it (none, or J. alone), and either way round.
    for (const known of [['Jan-Willem'], ['Jan-Willem', 'J.']] as [string, string?][]) {
      expect(compare([undefined, 'J.P.'], known), known.join()).toEqual({
        outcome: 'different',
        notes: ['initials J.P. are J.W. in the residents data'],
      });
      expect(compare([undefined, 'J.W.'], known).outcome, known.join()).toBe('initials');
      expect(compare([undefined, 'J.'], known).outcome, known.join()).toBe('partial');
    }
    expect(compare(['Jan-Willem'], [undefined, 'J.P.']).outcome).toBe('different');
    expect(compare(['Jan-Willem'], [undefined, 'J.W.']).outcome).toBe('initials');
    // As Jan Willem written apart always was.
    expect(compare([undefined, 'J.P.'], ['Jan Willem']).outcome).toBe('different');
  });

  it('is read with and without the initial of a part that links the others (Abd-el-Kader)', () => {
    // A.K. fitted as far as it went (A.) before the parts alone were read; it still fits.
    for (const [initials, name] of [
      ['A.K.', 'Abd-el-Kader'],
      ['A.R.', 'Abd-al-Rahman'],
      ['Z.A.', 'Zain-ul-Abideen'],
    ]) {
      expect(compare([undefined, initials], [name]).outcome, name).toBe('initials');
      expect(compare([name], [undefined, initials]).outcome, name).toBe('initials');
      expect(compare([undefined, initials], [name, 'A.']).outcome, name).toBe('initials');
    }
    expect(compare([undefined, 'A.E.K.'], ['Abd-el-Kader']).outcome).toBe('initials');
    expect(compare([undefined, 'A.'], ['Abd-el-Kader']).outcome).toBe('partial');
    // Another second initial is still another person.
    expect(compare([undefined, 'A.P.'], ['Abd-el-Kader']).outcome).toBe('different');
    expect(compare([undefined, 'A.E.P.'], ['Abd-el-Kader']).outcome).toBe('different');
  });
});

describe('initials joined by a dash', () => {
  it('are read alike whatever the dash (hyphen, U+2010, U+2011, en and em dash)', () => {
    for (const dash of ['-', '\u2010', '\u2011', '\u2013', '\u2014']) {
      expect(givenNamesOf(`J.${dash}P.`, undefined), dash).toEqual({
        names: [],
        initials: ['j', 'p'],
      });
      expect(readInitials(`Th${dash}W.`), dash).toEqual(['t', 'w']);
      expect(compare([`J.${dash}P.`], ['Jan Pieter']).outcome, dash).toBe('initials');
    }
  });
});

describe('given names read once and shared', () => {
  it('are one frozen object per text, so no comparison can change what another reads', () => {
    const read = givenNamesOf('Jan-Willem Hendrik', 'J.W.H.');
    expect(givenNamesOf('Jan-Willem Hendrik', 'J.W.H.')).toBe(read);
    expect(Object.isFrozen(read)).toBe(true);
    expect(Object.isFrozen(read.names)).toBe(true);
    expect(Object.isFrozen(read.initials)).toBe(true);
    expect(() => (read.initials as string[]).push('p')).toThrow(TypeError);
    // A missing field reads as an empty one; other texts are other objects.
    expect(givenNamesOf('Piet', undefined)).toBe(givenNamesOf('Piet', ''));
    expect(givenNamesOf('Jan-Willem', 'J.W.H.')).not.toBe(read);
  });

  it('compare alike however often a side has been compared before', () => {
    const cases: [string?, string?][] = [
      ['Jan-Willem Hendrik'],
      [undefined, 'J.W.'],
      ['Abd-el-Kader'],
      [undefined, 'A.K.'],
      ['IJsbrand'],
      [undefined, 'Th.'],
    ];
    const outcomes = () =>
      cases.flatMap((given) => cases.map((known) => compare(given, known).outcome));
    const first = outcomes();
    expect(outcomes()).toEqual(first);
    expect(first).toContain('initials');
  });
});

describe('Cyrillic look-alikes of Latin letters', () => {
  it('compares an initial typed as its look-alike as that initial, not as another script', () => {
    // A Cyrillic Х and У: the initials X and Y.
    expect(compare([undefined, 'Х.'], ['Yvonne', 'Y.']).outcome).toBe('different');
    expect(compare([undefined, 'У.'], ['Yvonne', 'Y.']).outcome).toBe('initials');
    expect(compare(['Yvоnnе', undefined], ['Yvonne', 'Y.']).outcome).toBe('same');
    // A name in Cyrillic proper is still not compared.
    expect(compare(['Иван', undefined], ['Yvonne', 'Y.']).outcome).toBe('not_compared');
  });
});
