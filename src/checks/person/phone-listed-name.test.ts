import { describe, expect, it } from 'vitest';
import { compareListedName, listedNameAsGiven, readListedName } from './phone-listed-name.js';

const JAN = { initials: 'J.', first_name: 'Jan', last_name_prefix: 'van der', last_name: 'Berg' };

describe('readListedName', () => {
  it('reads given names, prefix and family name in the order directories write them', () => {
    expect(readListedName('J. van der Berg', 1)).toEqual({
      given: 'J.',
      family: { prefix: 'van der', core: 'Berg' },
    });
    expect(readListedName("W. van 't Hof", 1)).toEqual({
      given: 'W.',
      family: { prefix: "van 't", core: 'Hof' },
    });
    expect(readListedName('Fam. Lopes Cardozo', 2)).toEqual({
      given: '',
      family: { prefix: '', core: 'Lopes Cardozo' },
    });
    expect(readListedName('J.P. Hendriks - Smit', 1)).toEqual({
      given: 'J.P.',
      family: { prefix: '', core: 'Hendriks-Smit' },
    });
  });

  it('reads the family name first where a comma follows it', () => {
    expect(readListedName('Berg, J. van der', 1)).toEqual({
      given: 'J.',
      family: { prefix: 'van der', core: 'Berg' },
    });
    expect(readListedName('Berg v.d., Dhr. J.', 1)).toEqual({
      given: 'J.',
      family: { prefix: 'v.d.', core: 'Berg' },
    });
  });

  it('does not take the initial T. for the prefix \u2019t', () => {
    expect(readListedName('T. de Vries', 1)).toEqual({
      given: 'T.',
      family: { prefix: 'de', core: 'Vries' },
    });
  });
});

describe('compareListedName', () => {
  it.each([
    'J. van der Berg',
    'Jan van der Berg',
    'J.P. van der Berg',
    'Berg, J. van der',
    'J. VAN DER BERG',
    'J. v.d. Berg',
    'J. vd Berg',
    'Dhr. J. van der Berg',
    'J. Berg',
    'van der Berg',
    'Fam. van der Berg',
  ])('takes %j for Jan van der Berg', (listed) => {
    expect(compareListedName(listed, JAN)).toBe('same');
  });

  it.each([
    'P. van der Berg',
    'J. van den Berg',
    'J. de Vries',
    'Bergman Holding B.V.',
    'Van der Berg Installatietechniek B.V.',
    'Berg & Zonen',
  ])('takes %j for someone else', (listed) => {
    expect(compareListedName(listed, JAN)).toBe('other');
  });

  it('takes a business named after the family for another name, whatever the initial', () => {
    const person = { initials: 'C.', last_name: 'Hendriks' };
    expect(compareListedName('Hendriks Consultancy B.V.', person)).toBe('other');
    expect(compareListedName('Hendriks Consultancy B.V.', { last_name: 'Hendriks' })).toBe('other');
    expect(compareListedName('C. Hendriks', person)).toBe('same');
    // A trade word and the family name, without a legal form: a business all the same.
    for (const [listed, last_name] of [
      ['Advies Postma', 'Postma'],
      ['Bouw Verhoeven', 'Verhoeven'],
      ['Café Ten Brink', 'ten Brink'],
      ['Kinderopvang De Ruiter', 'de Ruiter'],
    ] as const) {
      expect(compareListedName(listed, { last_name }), listed).toBe('other');
      const initial = { initials: `${listed.charAt(0)}.`, last_name };
      expect(compareListedName(listed, initial), listed).toBe('other');
    }
  });

  it('ignores accents, case and punctuation', () => {
    expect(compareListedName('Ayşe Öztürk', { first_name: 'ayse', last_name: 'OZTURK' })).toBe(
      'same',
    );
    expect(
      compareListedName("W. van 't Hof", {
        initials: 'W',
        last_name_prefix: "van 't",
        last_name: 'Hof',
      }),
    ).toBe('same');
  });

  it('takes a family name written with its prefix, and one listed without it', () => {
    expect(compareListedName('M. de Vries', { last_name: 'de Vries' })).toBe('same');
    expect(compareListedName('M. de Vries', { last_name: 'Vries', last_name_prefix: 'de' })).toBe(
      'same',
    );
    expect(compareListedName('M. Vries', { last_name: 'de Vries' })).toBe('same');
    expect(compareListedName('M. de Vries', { initials: 'P.', last_name: 'de Vries' })).toBe(
      'other',
    );
  });

  it('takes either part of a double name, not a name that differs by a letter', () => {
    const anna = { first_name: 'Anna', last_name: 'Smit' };
    expect(compareListedName('A. Hendriks-Smit', anna)).toBe('same');
    expect(compareListedName('A. Hendriks-Smit', { ...anna, last_name: 'Hendriks' })).toBe('same');
    expect(compareListedName('A. Hendriks', { ...anna, last_name: 'Hendriks-Smit' })).toBe('same');
    expect(compareListedName('A. Janssen', { ...anna, last_name: 'Jansen' })).toBe('other');
  });

  it('takes the name with a prefix that ends a double name, as the listing writes it', () => {
    // The listing has fewer words than the double name: its prefix is still a prefix.
    for (const last_name of ['Jansen-de Bruijn', 'Jansen - de Bruijn', 'Jansen-De Bruijn']) {
      const esther = { first_name: 'Esther', last_name };
      expect(compareListedName('Esther de Bruijn', esther), last_name).toBe('same');
      expect(compareListedName('E. de Bruijn', esther), last_name).toBe('same');
      expect(compareListedName('de Bruijn, E.', esther), last_name).toBe('same');
      expect(compareListedName('Esther Jansen', esther), last_name).toBe('same');
      expect(compareListedName('P. de Bruijn', esther), last_name).toBe('other');
      expect(compareListedName('Esther de Bruin', esther), last_name).toBe('other');
    }
  });

  it('reads a listing for each name of a double name, so another given name is another person', () => {
    // Read as the two words of the double name, "P. Hendriks" would have no given names left.
    const anna = { first_name: 'Anna', last_name: 'Hendriks-de Lange' };
    for (const listed of ['P. Hendriks', 'Piet Hendriks', 'P. de Lange', 'Hendriks, P.']) {
      expect(compareListedName(listed, anna), listed).toBe('other');
    }
    for (const listed of ['A. Hendriks', 'Anna de Lange', 'A. Hendriks-de Lange', 'Hendriks']) {
      expect(compareListedName(listed, anna), listed).toBe('same');
    }
    const garcia = { first_name: 'Anna', last_name: 'García Pérez' };
    for (const listed of ['P. Pérez', 'Piet Pérez', 'P. García', 'Pablo García Pérez']) {
      expect(compareListedName(listed, garcia), listed).toBe('other');
    }
    for (const listed of ['A. Pérez', 'Anna García', 'Anna García Pérez', 'Pérez']) {
      expect(compareListedName(listed, garcia), listed).toBe('same');
    }
  });

  it('takes the names of a double name written apart in the other order, given names and all', () => {
    const garcia = { first_name: 'Anna', last_name: 'García Pérez' };
    for (const listed of ['A. Pérez García', 'Anna Pérez García', 'Pérez García, A.']) {
      expect(compareListedName(listed, garcia), listed).toBe('same');
    }
    for (const listed of ['P. Pérez García', 'Piet Pérez García']) {
      expect(compareListedName(listed, garcia), listed).toBe('other');
    }
    const silva = { first_name: 'Anna Maria', last_name: 'Silva Santos' };
    expect(compareListedName('A.M. Santos Silva', silva)).toBe('same');
    expect(compareListedName('P. Santos Silva', silva)).toBe('other');
  });

  it('reads the other dashes between names as the hyphen', () => {
    const anna = { first_name: 'Anna', last_name: 'Smit' };
    for (const dash of ['\u2010', '\u2011', '\u2013', '\u2014']) {
      expect(compareListedName(`A. Hendriks ${dash} Smit`, anna), dash).toBe('same');
      expect(compareListedName(`P. Hendriks ${dash} Smit`, anna), dash).toBe('other');
      const married = { ...anna, last_name: `Hendriks${dash}Smit` };
      expect(compareListedName('A. Hendriks', married), dash).toBe('same');
      expect(compareListedName(`A. Hendriks${dash}Smit`, married), dash).toBe('same');
      // Named where written with that dash, spaces around it aside, as for the hyphen.
      expect(listedNameAsGiven(`A. Hendriks ${dash} Smit`, married), dash).toBe(true);
      expect(listedNameAsGiven('A. Hendriks-Smit', married), dash).toBe(false);
    }
  });

  it('reads initials joined by any dash as initials', () => {
    const jan = { first_name: 'Jan', last_name: 'Hendriks' };
    for (const dash of ['-', '\u2010', '\u2013']) {
      expect(compareListedName(`J.${dash}P. Hendriks`, jan), dash).toBe('same');
      expect(compareListedName(`K.${dash}P. Hendriks`, jan), dash).toBe('other');
    }
  });

  it('takes a double name that shares one name, whatever the other', () => {
    const anna = { first_name: 'Anna', last_name: 'Janssen-Smit' };
    // Each name of the one against each of the other: as whole names these differ (a typo).
    expect(compareListedName('A. Jansen-Smit', anna)).toBe('same');
    expect(compareListedName('A. Smit-Bakker', anna)).toBe('same');
    expect(compareListedName('A. Jansen-Bakker', anna)).toBe('other');
    // One name of a double name run into its prefix.
    const linden = { first_name: 'Anna', last_name: 'Vanderlinden-Bakker' };
    expect(compareListedName('A. van der Linden', linden)).toBe('same');
  });

  it('compares the given names where both sides have them', () => {
    const person = { first_name: 'Jan Willem', last_name: 'Bakker' };
    expect(compareListedName('J.W. Bakker', person)).toBe('same');
    expect(compareListedName('Jan Bakker', person)).toBe('same');
    expect(compareListedName('J.P. Bakker', person)).toBe('other');
    expect(compareListedName('Bakker', person)).toBe('same');
    expect(compareListedName('Kees Bakker', person)).toBe('other');
  });

  it('reads a given name that is also a particle elsewhere (Di, Do, Da) as a given name', () => {
    // Di Wang is another person than Li Wang: "Di" is her given name, not a prefix of Wang.
    expect(compareListedName('Di Wang', { first_name: 'Li', last_name: 'Wang' })).toBe('other');
    expect(compareListedName('Do Nguyen', { first_name: 'Minh', last_name: 'Nguyen' })).toBe(
      'other',
    );
    expect(compareListedName('Da Kim', { first_name: 'Ji', last_name: 'Kim' })).toBe('other');
    expect(compareListedName('Della Smith', { first_name: 'Ann', last_name: 'Smith' })).toBe(
      'other',
    );
    const di = { first_name: 'Di', last_name: 'Wang' };
    expect(compareListedName('Di Wang', di)).toBe('same');
    expect(listedNameAsGiven('Di Wang', di)).toBe(true);
  });

  it('reads a particle of the name as the prefix where the request gives it so', () => {
    const joao = { initials: 'J.', last_name: 'dos Santos' };
    expect(compareListedName('J. dos Santos', joao)).toBe('same');
    expect(compareListedName('Santos, J. dos', joao)).toBe('same');
    expect(listedNameAsGiven('J. dos Santos', joao)).toBe(true);
    expect(compareListedName('J. dos Santos', { ...joao, initials: 'P.' })).toBe('other');
  });

  it('reads the sorting form of a name with its particle last as the name given in one field', () => {
    // "da Silva" given in one field: da is part of the name (not a prefix), and the directory
    // sorts it under Silva with the particle after the given names.
    const joao = { first_name: 'João', last_name: 'da Silva' };
    for (const listed of ['Silva, J. da', 'Silva, João da', 'Silva da, J.', 'SILVA, J. DA']) {
      expect(compareListedName(listed, joao), listed).toBe('same');
      expect(compareListedName(listed, { ...joao, first_name: 'Pedro' }), listed).toBe('other');
    }
    expect(compareListedName('Gupta, A. Das', { first_name: 'Amit', last_name: 'Das Gupta' })).toBe(
      'same',
    );
    // Named only where written as given, as "J. da Silva" is: the same words, the initial of
    // the first name given, nothing more.
    expect(listedNameAsGiven('J. da Silva', joao)).toBe(true);
    expect(listedNameAsGiven('Silva, J. da', joao)).toBe(true);
    expect(listedNameAsGiven('Silva da, J.', joao)).toBe(true);
    expect(listedNameAsGiven('Silva, João da', joao)).toBe(true);
    expect(listedNameAsGiven('Silva, J. da', { ...joao, first_name: 'João Pedro' })).toBe(false);
    expect(listedNameAsGiven('Silva, J.P. da', joao)).toBe(false);
    expect(listedNameAsGiven('Sílva, J. da', joao)).toBe(false);
    expect(listedNameAsGiven('Silva, Dhr. J. da', joao)).toBe(false);
    expect(listedNameAsGiven('Silva, J. de', joao)).toBe(false);
    // Only the request's own name turned round: Li Wang's request reads "Wang, Di" as Di, and a
    // name of another family's words after the comma is no sorting form of this one.
    expect(compareListedName('Wang, Di', { first_name: 'Li', last_name: 'Wang' })).toBe('other');
    expect(
      compareListedName('Pérez, J. García', { first_name: 'Juan', last_name: 'García Pérez' }),
    ).toBe('other');
  });

  it('reads particles run together as the particles apart, and not as a name or given name', () => {
    const anna = { first_name: 'Anna', last_name_prefix: 'de los', last_name: 'Santos' };
    for (const listed of ['A. Delos Santos', 'Santos, A. Delos', 'A. Delossantos', 'A. Santos']) {
      expect(compareListedName(listed, anna), listed).toBe('same');
    }
    const apart = (last_name: string) => ({ first_name: 'Anna', last_name });
    expect(compareListedName('A. Dela Cruz', apart('de la Cruz'))).toBe('same');
    expect(compareListedName('A. Vander Berg', apart('van der Berg'))).toBe('same');
    // The other way round: the request's particles run together, the listing's apart.
    const delos = { first_name: 'Anna', last_name: 'Delos Santos' };
    for (const listed of ['A. de los Santos', 'A. Delossantos', 'Santos, A. de los']) {
      expect(compareListedName(listed, delos), listed).toBe('same');
    }
    expect(compareListedName('P. Delos Santos', anna)).toBe('other');
    expect(
      compareListedName('Jean Dela Croix', { first_name: 'Jean', last_name: 'Delacroix' }),
    ).toBe('same');
    // Only the request's own: Dela is a given name too, and Dela Cruz is not Li Cruz's listing.
    expect(compareListedName('Dela Cruz', { first_name: 'Li', last_name: 'Cruz' })).toBe('other');
    // Delos is no name of the person's: not a double name of Delos and Santos.
    expect(compareListedName('A. Delos', delos)).toBe('other');
    expect(compareListedName('A. Vander', { first_name: 'Anna', last_name: 'Vander Berg' })).toBe(
      'other',
    );
    // Named only where written as given.
    expect(listedNameAsGiven('A. Delos Santos', delos)).toBe(true);
    expect(listedNameAsGiven('A. de los Santos', delos)).toBe(false);
  });

  it('reads Dela as a given name where it cannot be the prefix of the name after it', () => {
    // Before a prefix written apart, or before a name that begins with it already, Dela is the
    // given name the listing starts with, as for any other name (all fictitious).
    const dela = { first_name: 'Dela', last_name_prefix: 'de la', last_name: 'Cruz' };
    expect(compareListedName('Dela de la Cruz', dela)).toBe('same');
    expect(listedNameAsGiven('Dela de la Cruz', dela)).toBe(true);
    expect(readListedName('Dela de la Cruz', 1, 'de la')).toEqual({
      given: 'Dela',
      family: { prefix: 'de la', core: 'Cruz' },
    });
    const maria = (last_name: string) => ({ first_name: 'Maria', last_name });
    expect(compareListedName('Dela Delacroix', maria('Delacroix'))).toBe('other');
    expect(compareListedName('Dela Delange', maria('Delange'))).toBe('other');
    expect(
      compareListedName('Dela Delacroix', { first_name: 'Dela', last_name: 'Delacroix' }),
    ).toBe('same');
    // Where it is the prefix, it still is: right before the rest of the name.
    expect(compareListedName('M. Dela Croix', maria('Delacroix'))).toBe('same');
    expect(compareListedName('Croix, M. Dela', maria('Delacroix'))).toBe('same');
  });

  it('takes a listing under a called name (a later given name) with one of the family names', () => {
    const silva = { first_name: 'Anna Maria', last_name: 'Silva Santos' };
    for (const listed of ['Maria Santos', 'Maria Silva', 'Maria Silva Santos', 'Santos, Maria']) {
      expect(compareListedName(listed, silva), listed).toBe('same');
    }
    expect(compareListedName('Jan Berg', { first_name: 'Hendrik Jan', last_name: 'Berg' })).toBe(
      'same',
    );
    // Not a given name the person does not have, nor a later name for a first one.
    expect(compareListedName('Petra Santos', silva)).toBe('other');
    expect(compareListedName('Maria Santos', { ...silva, first_name: 'Anna' })).toBe('other');
    expect(compareListedName('Anna Santos', { ...silva, first_name: 'Maria Anna' })).toBe('same');
    // Named only where written as given: the called name alone is not what was given.
    expect(listedNameAsGiven('Maria Santos', silva)).toBe(false);
  });

  it('reads a particle inside a double family name as a particle, not a name (da Silva Santos)', () => {
    const anna = { first_name: 'Anna', last_name: 'da Silva Santos' };
    for (const listed of [
      'A. Silva Santos',
      'A. da Silva Santos',
      'A. da Silva',
      'A. Silva',
      'A. Santos',
      'Anna Silva Santos',
      'Silva Santos, A.',
    ]) {
      expect(compareListedName(listed, anna), listed).toBe('same');
    }
    for (const listed of ['A. Da', 'Da, A.', 'P. Silva Santos', 'A. Silva Costa']) {
      expect(compareListedName(listed, anna), listed).toBe('other');
    }
    // Two words stay as they were: da Silva is a double name of da and Silva (docs/decisions.md).
    expect(compareListedName('J. Silva', { first_name: 'João', last_name: 'da Silva' })).toBe(
      'same',
    );
  });

  it('takes a listing that leaves out a particle inside the name as the whole (Ferreira Silva)', () => {
    const anna = { first_name: 'Anna', last_name: 'Ferreira da Silva' };
    for (const listed of ['A. Ferreira Silva', 'Ferreira Silva, A.', 'A. Ferreira da Silva']) {
      expect(compareListedName(listed, anna), listed).toBe('same');
    }
    for (const listed of ['P. Ferreira Silva', 'A. Ferreira Costa', 'A. Da']) {
      expect(compareListedName(listed, anna), listed).toBe('other');
    }
  });

  it('compares nothing without a family name', () => {
    expect(compareListedName('J. van der Berg', { first_name: 'Jan' })).toBe('not_compared');
    expect(compareListedName('J. van der Berg', undefined)).toBe('not_compared');
  });
});
