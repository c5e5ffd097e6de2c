import { describe, expect, it } from 'vitest';
import {
  compareFamilyNames,
  compareName,
  familyNameForms,
  familyNameOf,
  gluedPrefixApart,
  typoAllowance,
} from './person-names.js';
import { compareGivenNames, givenNamesOf, readInitials } from './given-names.js';

describe('family names', () => {
  it('reads the sorting form with the prefix after a comma ("Bruijn, de")', () => {
    expect(familyNameOf(undefined, 'Bruijn, de')).toEqual({ prefix: 'de', core: 'Bruijn' });
    expect(familyNameOf(undefined, 'Berg, van der')).toEqual({ prefix: 'van der', core: 'Berg' });
    // The prefix in its field and again in the last name is one prefix.
    expect(familyNameOf('de', 'de Bruijn')).toEqual({ prefix: 'de', core: 'Bruijn' });
    expect(familyNameOf('Van der', 'van der Berg')).toEqual({ prefix: 'Van der', core: 'Berg' });
    // A comma before anything but a prefix is left as written.
    expect(familyNameOf(undefined, 'Jansen, Piet').core).toBe('Jansen, Piet');
    // The prefix 't run into the word before it, as phones and forms type it.
    for (const written of ["Van't Hof", 'van’t Hof', "van 't Hof", "VAN'T HOF"]) {
      expect(familyNameOf(undefined, written), written).toMatchObject({
        core: expect.stringMatching(/^hof$/i) as string,
      });
    }
    expect(familyNameOf("in't", 'Veld')).toEqual({ prefix: "in 't", core: 'Veld' });
    // Prefixes shortened as forms write them.
    for (const written of [
      'v.d. Linden',
      'vd Linden',
      'v/d Linden',
      'V.D. Linden',
      'Linden, v.d.',
    ]) {
      expect(familyNameOf(undefined, written).core, written).toBe('Linden');
    }
    expect(familyNameOf(undefined, 'v. Dijk')).toEqual({ prefix: 'v.', core: 'Dijk' });
    // Run into the name, without a space.
    expect(familyNameOf(undefined, 'v.d.Linden')).toEqual({ prefix: 'v.d.', core: 'Linden' });
    expect(familyNameOf(undefined, 'V.Dijk')).toEqual({ prefix: 'V.', core: 'Dijk' });
    expect(familyNameOf(undefined, 'Vdijk').core).toBe('Vdijk');
    expect(familyNameOf(undefined, 'V Dijk').core).toBe('V Dijk');
  });

  it('moves prefix words written into the last name to the prefix', () => {
    expect(familyNameOf(undefined, 'van der Berg')).toEqual({ prefix: 'van der', core: 'Berg' });
    expect(familyNameOf('Van der', 'Berg')).toEqual({ prefix: 'Van der', core: 'Berg' });
    expect(familyNameOf(undefined, "'t Hart")).toEqual({ prefix: "'t", core: 'Hart' });
    // A prefix word alone is the name itself.
    expect(familyNameOf(undefined, 'Van')).toEqual({ prefix: '', core: 'Van' });
    expect(familyNameOf(undefined, 'Bosch-de Vries')).toEqual({
      prefix: '',
      core: 'Bosch-de Vries',
    });
  });

  it('tells equality, spelling variants, typos and other names apart', () => {
    expect(compareName('berg', 'Berg')).toBe('same');
    expect(compareName('Muller', 'Müller')).toBe('variant');
    expect(compareName('Mueller', 'Müller')).toBe('variant');
    expect(compareName('Bosch de Vries', 'Bosch-de Vries')).toBe('variant');
    expect(compareName('Janssen', 'Jansen')).toBe('typo');
    expect(compareName('Jnasen', 'Jansen')).toBe('typo');
    expect(compareName('Jansen', 'Pietersen')).toBe('different');
    // Short names have no room for a typo.
    expect(compareName('Bos', 'Bus')).toBe('different');
    // Dutch ij written as y is a spelling of the same name.
    expect(compareName('Meyer', 'Meijer')).toBe('variant');
    expect(compareName('de Bruyn', 'de Bruijn')).toBe('variant');
    expect(compareName('Meer', 'Meijer')).toBe('different');
    // One text in two Unicode forms (ş composed, and s with a combining cedilla) is the same.
    expect(compareName('Ays\u0327e', 'Ay\u015fe')).toBe('same');
  });

  it.each(
    ['200B', '200E', '200F', '2060', 'FEFF', '200C', '00AD'].map((hex) => [
      hex,
      String.fromCodePoint(Number.parseInt(hex, 16)),
    ]),
  )('reads a name with the invisible U+%s in it as the name without', (_, ch) => {
    expect(compareName(`Cla${ch}es`, 'Claes')).toBe('same');
    expect(familyNameOf(`van${ch} der`, `Cla${ch}es`)).toEqual({
      prefix: 'van der',
      core: 'Claes',
    });
    expect(familyNameOf(undefined, `van der${ch} Berg`)).toEqual({
      prefix: 'van der',
      core: 'Berg',
    });
    expect(givenNamesOf(`A${ch}nn`, undefined)).toEqual({ names: ['Ann'], initials: ['a'] });
  });

  it('allows no edit in short names, one in middling and two in long ones', () => {
    expect([3, 4, 7, 8].map(typoAllowance)).toEqual([0, 1, 1, 2]);
  });

  it('compares the prefix whether it was given apart or in the last name', () => {
    const known = familyNameOf('van der', 'Berg');
    expect(compareFamilyNames(familyNameOf(undefined, 'Van der Berg'), known)).toEqual({
      outcome: 'same',
      notes: [],
    });
    const missing = compareFamilyNames(familyNameOf(undefined, 'Berg'), known);
    expect(missing.outcome).toBe('variant');
    // That the data has a prefix, not which: the request did not give one.
    expect(missing.notes).toEqual(['the residents data has the family name with a prefix']);
    expect(compareFamilyNames(familyNameOf('van den', 'Berg'), known).outcome).toBe('typo');
    expect(compareFamilyNames(familyNameOf('van der', 'Bergman'), known).outcome).toBe('different');
  });

  it('says what differs in a family name', () => {
    const result = compareFamilyNames(familyNameOf('', 'Jansen'), familyNameOf('', 'Janssen'));
    expect(result).toEqual({
      outcome: 'typo',
      notes: ['family name "Jansen" is "Janssen" in the residents data (possibly a typing error)'],
    });
  });
});

describe('family names written otherwise', () => {
  const known = { prefix: 'van der', core: 'Linden' };
  it('reads a name run into its prefix as the name with the prefix', () => {
    expect(compareFamilyNames({ prefix: '', core: 'Vanderlinden' }, known)).toEqual({
      outcome: 'variant',
      notes: [
        'family name "Vanderlinden" is "van der Linden" in the residents data (written as one word)',
      ],
    });
    expect(compareFamilyNames({ prefix: '', core: 'vanderLinden' }, known).outcome).toBe('variant');
    // Every prefix it may begin with, not only the longest: Deruiter is de Ruiter.
    expect(gluedPrefixApart({ prefix: '', core: 'Vanderlinden' })).toEqual([
      'linden',
      'rlinden',
      'derlinden',
    ]);
    expect(gluedPrefixApart({ prefix: '', core: 'Deruiter' })).toEqual(['uiter', 'ruiter']);
  });

  it('reads one name of a double name as the name, on either side', () => {
    expect(compareFamilyNames({ prefix: '', core: 'Linden-Bakker' }, known)).toEqual({
      outcome: 'variant',
      notes: [
        'family name "Linden-Bakker" is a double name, of which "Linden" in the residents data is one',
      ],
    });
    // Neither the data's prefix nor its other name: a caller who gave one name did not earn them.
    expect(
      compareFamilyNames(
        { prefix: '', core: 'Bakker' },
        { prefix: 'van der', core: 'Linden-Bakker' },
      ),
    ).toEqual({
      outcome: 'variant',
      notes: ['the residents data has a double name, of which "Bakker" is one'],
    });
    // Another name altogether stays another name.
    expect(compareFamilyNames({ prefix: '', core: 'Jansen-Bakker' }, known).outcome).toBe(
      'different',
    );
  });

  it('reads a name that begins with an Arabic particle as one name, not two (Ben Ali)', () => {
    const one = (core: string) => familyNameForms({ prefix: '', core });
    for (const core of ['Ben Ali', 'ben ali', 'Ibn Rushd', 'El Amrani', 'Abu Bakr', 'Ould Dah']) {
      expect(one(core), core).toEqual([{ prefix: '', core }]);
    }
    // A particle written with a hyphen is no name of its own either.
    expect(one('Al-Hassan')).toEqual([{ prefix: '', core: 'Al-Hassan' }]);
    // Nor does a particle between two words split the name ("Mohamed Ben Ali").
    expect(one('Mohamed Ben Ali')).toHaveLength(1);
    // A double name of which one name begins with a particle is still two names.
    expect(one('Jansen-El Amrani').map((form) => form.core)).toEqual([
      'Jansen-El Amrani',
      'Jansen',
      'El Amrani',
    ]);
    // Either direction: "Ali" is not "Ben Ali", nor "Ben Ali" "Ali".
    const benAli = { prefix: '', core: 'Ben Ali' };
    const ali = { prefix: '', core: 'Ali' };
    expect(compareFamilyNames(ali, benAli).outcome).toBe('different');
    expect(compareFamilyNames(benAli, ali).outcome).toBe('different');
    expect(compareFamilyNames({ prefix: '', core: 'Ben' }, benAli).outcome).toBe('different');
    // The name itself, written run together or in capitals, still is the name.
    expect(compareFamilyNames({ prefix: '', core: 'Benali' }, benAli).outcome).toBe('variant');
    expect(compareFamilyNames({ prefix: '', core: 'BEN ALI' }, benAli).outcome).toBe('same');
  });
});

describe('names in capitals', () => {
  it('are the same name, also where a letter has no lower-case pair (YILMAZ, Yılmaz)', () => {
    expect(compareName('YILMAZ', 'Yılmaz')).toBe('same');
    expect(compareName('JANSEN', 'Jansen')).toBe('same');
    expect(compareName('Yilmaz', 'Yılmaz')).toBe('variant');
  });
});

describe('abbreviated prefixes', () => {
  it('reads "v.d." and "vd" as "van der", a spelling variant, not a typo', () => {
    const known = { prefix: 'van der', core: 'Berg' };
    for (const prefix of ['v.d.', 'v. d.', 'vd', 'v.der']) {
      expect(compareFamilyNames({ prefix, core: 'Berg' }, known).outcome, prefix).toBe('variant');
    }
    expect(
      compareFamilyNames({ prefix: 'v.d.', core: 'Berg' }, { prefix: 'van den', core: 'Berg' })
        .outcome,
    ).toBe('variant');
    expect(compareFamilyNames({ prefix: 'de', core: 'Berg' }, known).outcome).toBe('typo');
  });

  it('reads the article\'s short form as the article: "in \'t" is "in het"', () => {
    const known = { prefix: "in 't", core: 'Veld' };
    for (const prefix of ['in het', "in 't", 'in t']) {
      expect(compareFamilyNames({ prefix, core: 'Veld' }, known).outcome, prefix).not.toBe('typo');
    }
    expect(compareFamilyNames({ prefix: 'in het', core: 'Veld' }, known)).toEqual({
      outcome: 'variant',
      notes: [`prefix "in het" is "in 't" written in full`],
    });
    expect(
      compareFamilyNames({ prefix: "van 't", core: 'Hof' }, { prefix: 'van het', core: 'Hof' })
        .outcome,
    ).toBe('variant');
    expect(compareFamilyNames({ prefix: 'in de', core: 'Veld' }, known).outcome).toBe('typo');
  });
});

describe('given names', () => {
  it('reads initials with and without dots, and written-out initials as one', () => {
    expect(readInitials('J.W.')).toEqual(['j', 'w']);
    expect(readInitials('J W')).toEqual(['j', 'w']);
    expect(readInitials('JW')).toEqual(['j', 'w']);
    expect(readInitials('Th.J.')).toEqual(['t', 'j']);
    expect(readInitials('É.')).toEqual(['e']);
    expect(readInitials(undefined)).toEqual([]);
  });

  it('takes initials from the field, or from the first names when they say more', () => {
    // Initials typed into the first-name field are initials, not a name.
    for (const written of ['J.', 'J.W.', 'J. W.', 'J W', 'j', 'J.-W.', 'Th.']) {
      expect(givenNamesOf(written, undefined).names, written).toEqual([]);
    }
    expect(givenNamesOf('J. W.', undefined).initials).toEqual(['j', 'w']);
    expect(givenNamesOf('J.', 'J.W.').initials).toEqual(['j', 'w']);
    expect(givenNamesOf('IJ.', undefined).initials).toEqual(['ij']);
    for (const name of ['Jo', 'JO', 'Jan W.', 'Ed']) {
      expect(givenNamesOf(name, undefined).names, name).not.toEqual([]);
    }
    expect(givenNamesOf('Jan Willem', undefined)).toEqual({
      names: ['Jan', 'Willem'],
      initials: ['j', 'w'],
    });
    expect(givenNamesOf('Jan', 'J.W.').initials).toEqual(['j', 'w']);
    expect(givenNamesOf('Jan Willem', 'J.').initials).toEqual(['j', 'w']);
  });

  it('matches initials against first names', () => {
    const janWillem = givenNamesOf('Jan Willem', undefined);
    expect(compareGivenNames(givenNamesOf(undefined, 'J.W.'), janWillem).outcome).toBe('initials');
    expect(compareGivenNames(givenNamesOf(undefined, 'J.'), janWillem).outcome).toBe('partial');
    expect(compareGivenNames(givenNamesOf('Jan', undefined), janWillem).outcome).toBe('same');
    expect(compareGivenNames(givenNamesOf(undefined, 'P.'), janWillem).outcome).toBe('different');
  });

  it('tells a father from a son by the further initials', () => {
    const father = givenNamesOf('Jan', 'J.W.');
    expect(compareGivenNames(givenNamesOf('Jan', 'J.P.'), father).outcome).toBe('different');
    expect(compareGivenNames(givenNamesOf(undefined, 'J.P.'), father).outcome).toBe('different');
  });

  it('tolerates accents and typos in first names, not other names', () => {
    expect(
      compareGivenNames(givenNamesOf('Jose', undefined), givenNamesOf('José', undefined)),
    ).toEqual({
      outcome: 'variant',
      notes: ['first name "Jose" is "José" in the residents data (spelling variant)'],
    });
    expect(
      compareGivenNames(givenNamesOf('Wilem', undefined), givenNamesOf('Willem', undefined))
        .outcome,
    ).toBe('typo');
    expect(
      compareGivenNames(givenNamesOf('Piet', undefined), givenNamesOf('Jan', undefined)).outcome,
    ).toBe('different');
  });

  it('accepts a called name that is a later given name, with the official initials', () => {
    const hendrikJan = givenNamesOf('Hendrik Jan', 'H.J.');
    expect(compareGivenNames(givenNamesOf('Jan', 'H.J.'), hendrikJan)).toEqual({
      outcome: 'variant',
      notes: [
        'first name "Jan" is a later given name of "Hendrik Jan" in the residents data (a called name)',
      ],
    });
    expect(
      compareGivenNames(givenNamesOf('Willem', undefined), givenNamesOf('Jan Willem', undefined))
        .outcome,
    ).toBe('variant');
    // Initials given beside the called name must still agree, and other names stay other.
    expect(compareGivenNames(givenNamesOf('Jan', 'P.J.'), hendrikJan).outcome).toBe('different');
    expect(compareGivenNames(givenNamesOf('Piet', undefined), hendrikJan).outcome).toBe(
      'different',
    );
  });

  it('reads the Dutch digraph IJ as one initial', () => {
    expect(readInitials('IJ.')).toEqual(['ij']);
    expect(readInitials('I.J.')).toEqual(['i', 'j']);
    const ijsbrand = givenNamesOf('IJsbrand', undefined);
    expect(ijsbrand.initials).toEqual(['ij']);
    expect(compareGivenNames(givenNamesOf(undefined, 'IJ.'), ijsbrand).outcome).toBe('initials');
  });

  it('does not compare when a side has no given names', () => {
    expect(
      compareGivenNames(givenNamesOf(undefined, undefined), givenNamesOf('Jan', 'J.')),
    ).toEqual({
      outcome: 'not_compared',
      notes: [],
    });
  });
});
