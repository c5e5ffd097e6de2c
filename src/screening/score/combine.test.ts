import { describe, expect, it } from 'vitest';
import { normaliseName } from '../normalise/index.js';
import type { MatchSubject, SubjectKind, TokenStatistics } from '../types.js';
import { DEFAULT_SCORING_CONFIG } from './config.js';
import { scoreMatch } from './combine.js';
import { explainScore } from './explain.js';
import { looksMistyped } from './features.js';

const everyTokenRare: TokenStatistics = { weightOf: () => 1 };

const subject = (
  kind: SubjectKind,
  names: string[],
  extra: Partial<Omit<MatchSubject, 'kind' | 'names'>> = {},
): MatchSubject => ({
  kind,
  names: names.map((n) => normaliseName(n, kind)),
  birthDates: [],
  countries: [],
  identifiers: [],
  ...extra,
});
const person = (name: string, extra?: Partial<MatchSubject>) => subject('person', [name], extra);
const company = (name: string, extra?: Partial<MatchSubject>) => subject('company', [name], extra);

const score = (a: MatchSubject, b: MatchSubject, stats = everyTokenRare) =>
  scoreMatch(a, b, stats).score;
const threshold = DEFAULT_SCORING_CONFIG.threshold;

describe('scoreMatch: what must be right', () => {
  it('a weak alias alone is no hit, and counts for less than a name', () => {
    const listed = subject('person', ['Khalid Omar Zahrawi', 'Abu Omar'], {
      birthDates: ['1975-01-01'],
    });
    const weak: MatchSubject = {
      ...listed,
      names: listed.names.map((n, i) => (i === 1 ? { ...n, weak: true } : n)),
    };
    expect(score(person('Abu Omar'), listed)).toBeGreaterThanOrEqual(threshold);
    expect(score(person('Abu Omar'), weak)).toBeLessThan(threshold);
    expect(score(person('Khalid Omar Zahrawi'), weak)).toBeGreaterThanOrEqual(0.95);
    expect(explainScore(scoreMatch(person('Abu Omar'), weak, everyTokenRare))).toContain(
      'a weak alias',
    );
  });

  it('George Bush is no hit for George Habbash', () => {
    expect(score(person('George Bush'), person('George Habbash'))).toBeLessThan(threshold);
  });

  it('EMMA LLC does not hit other LLCs', () => {
    for (const other of ['ACME LLC', 'Alpha LLC', 'Emmaus Trading LLC', 'Emerald LLC']) {
      expect(score(company('EMMA LLC'), company(other)), other).toBeLessThan(threshold);
    }
  });

  it('Jon Smith vs John Smith is a hit', () => {
    expect(score(person('Jon Smith'), person('John Smith'))).toBeGreaterThanOrEqual(threshold);
  });

  it('Mohammed, Muhammad and Mohamed are one name', () => {
    for (const spelling of ['Muhammad Rahman', 'Mohamed Rahman', 'Mohammad Rahman']) {
      expect(score(person('Mohammed Rahman'), person(spelling)), spelling).toBeGreaterThanOrEqual(
        threshold,
      );
    }
  });

  it('matches Cyrillic against Latin spellings of the same name', () => {
    expect(score(person('Владимир Путин'), person('Vladimir Putin'))).toBeGreaterThanOrEqual(
      threshold,
    );
    expect(score(person('Сергей Лавров'), person('Sergey Lavrov'))).toBeGreaterThanOrEqual(
      threshold,
    );
  });

  it('matches reordered and comma-inverted names', () => {
    expect(score(person('Smith John'), person('John Smith'))).toBeGreaterThanOrEqual(threshold);
    expect(score(person('PUTIN, Vladimir'), person('Vladimir Putin'))).toBeGreaterThanOrEqual(
      threshold,
    );
  });

  it('matches with a missing middle name', () => {
    expect(score(person('John Smith'), person('John Michael Smith'))).toBeGreaterThanOrEqual(
      threshold,
    );
    expect(score(person('John Michael Smith'), person('John Smith'))).toBeGreaterThanOrEqual(
      threshold,
    );
  });

  it('matches initials', () => {
    expect(score(person('J. A. Smith'), person('John Andrew Smith'))).toBeGreaterThanOrEqual(
      threshold,
    );
  });

  it('matches diacritics', () => {
    expect(score(person('José Müller'), person('Jose Muller'))).toBe(
      score(person('Jose Muller'), person('Jose Muller')),
    );
  });

  it('matches two companies differing only in legal form', () => {
    expect(score(company('Acme BV'), company('Acme Ltd'))).toBeGreaterThanOrEqual(threshold);
    expect(score(company('Acme B.V.'), company('Acme besloten vennootschap'))).toBe(
      score(company('Acme BV'), company('Acme BV')),
    );
  });

  it('lets a legal form left out cost nothing, and one written otherwise a little', () => {
    // Common words (the statistics of a real list) leave room below 1 for the form to take.
    const stats: TokenStatistics = { weightOf: () => 0.3 };
    const exact = score(company('YILMAZ TIMMERBEDRIJF'), company('Yilmaz Timmerbedrijf'), stats);
    for (const listed of [
      'Yılmaz Timmerbedrijf B.V.',
      'Yılmaz Timmerbedrijf BV',
      'Yılmaz Timmerbedrijf N.V.',
      'Yılmaz Timmerbedrijf V.O.F.',
      'Yılmaz Timmerbedrijf GmbH',
      'Yılmaz Timmerbedrijf AG',
      'Yılmaz Timmerbedrijf Ltd',
      'Yılmaz Timmerbedrijf S.A.',
      'Yılmaz Timmerbedrijf besloten vennootschap',
      'Stichting Yılmaz Timmerbedrijf',
    ]) {
      expect(score(company('YILMAZ TIMMERBEDRIJF'), company(listed), stats), listed).toBe(exact);
      expect(score(company(listed), company('YILMAZ TIMMERBEDRIJF'), stats), listed).toBe(exact);
      const gmbh = scoreMatch(company(listed), company('Yilmaz Timmerbedrijf GmbH'), stats);
      if (listed.endsWith('GmbH')) {
        expect(gmbh.score, listed).toBe(exact);
        continue;
      }
      // Another legal person of the same name: still a hit, but more than "equally good" below.
      expect(gmbh.score, listed).toBeLessThan(exact - 0.02);
      expect(gmbh.score, listed).toBeGreaterThanOrEqual(threshold);
      expect(explainScore(gmbh), listed).toContain('another legal form');
    }
    // Spellings of one form are one form.
    expect(
      score(
        company('Yılmaz Timmerbedrijf besloten vennootschap'),
        company('Yilmaz Timmerbedrijf B.V.'),
        stats,
      ),
    ).toBe(exact);
  });

  it('ranks a company name in the same word order above the words swapped', () => {
    const stats: TokenStatistics = { weightOf: () => 0.3 };
    const query = company('YILMAZ TIMMERBEDRIJF');
    const sameOrder = scoreMatch(query, company('Yılmaz Timmerbedrijf B.V.'), stats);
    const swapped = scoreMatch(query, company('Timmerbedrijf Yılmaz'), stats);
    expect(sameOrder.score).toBeGreaterThan(swapped.score);
    // Swapped words are still the same name: a hit, within 0.02 of the same order.
    expect(swapped.score).toBeGreaterThanOrEqual(threshold);
    expect(sameOrder.score - swapped.score).toBeLessThanOrEqual(0.02);
    expect(explainScore(swapped)).toContain('words in another order');
    expect(explainScore(sameOrder)).not.toContain('words in another order');
    // A legal form standing elsewhere is no other order; persons' names go either way round.
    expect(score(query, company('Stichting Yilmaz Timmerbedrijf'), stats)).toBe(sameOrder.score);
    expect(
      score(company('Yilmaz GmbH Timmerbedrijf'), company('Yilmaz Timmerbedrijf GmbH'), stats),
    ).toBe(sameOrder.score);
    expect(score(person('Ann Claes'), person('Claes Ann'))).toBe(
      score(person('Ann Claes'), person('Ann Claes')),
    );
  });

  it('does not match the same company name with conflicting registration numbers', () => {
    const listed = company('Acme Trading BV', { identifiers: ['12345678'] });
    expect(score(company('Acme Trading BV', { identifiers: ['87654321'] }), listed)).toBeLessThan(
      threshold,
    );
    expect(
      score(company('Acme Trading BV', { identifiers: ['12345678'] }), listed),
    ).toBeGreaterThan(score(company('Acme Trading BV'), listed));
  });

  it('lets a shared registration number carry a partly different name', () => {
    const listed = company('Acme Trading B.V.', { identifiers: ['12345678'] });
    expect(
      score(company('Acme Handel', { identifiers: ['12345678'] }), listed),
    ).toBeGreaterThanOrEqual(threshold);
    expect(score(company('Acme Handel'), listed)).toBeLessThan(threshold);
  });

  it('says so in the explanation when a shared identifier sets the score', () => {
    const listed = person('Anna Claes', { identifiers: ['CE9520054'] });
    const result = scoreMatch(
      person('Anna Klaas', { identifiers: ['CE9520054'] }),
      listed,
      everyTokenRare,
    );
    const lift = result.features.find((f) => f.feature === 'shared_identifier');
    expect(lift?.detail).toMatch(
      /^a shared identifier scores 0\.6 \+ 0\.4 × name \(0\.\d\d\): 0\.\d\d$/,
    );
    const name = result.features.find((f) => f.feature === 'name')?.value ?? 0;
    expect(result.score).toBeCloseTo(0.6 + 0.4 * name);
    // The same name and number: 1, and the explanation says why rather than the weighted sum.
    const exact = scoreMatch(
      person('Anna Claes', { identifiers: ['CE9520054'] }),
      listed,
      everyTokenRare,
    );
    expect(exact.score).toBe(1);
    expect(exact.features.find((f) => f.feature === 'shared_identifier')?.detail).toMatch(
      /\(1\.00\): 1\.00$/,
    );
  });

  it('scores a shared identifier alone as a possible hit: without a name, or under another', () => {
    const listed = person('Ann Claes', { identifiers: ['CE9520054'] });
    const byNumber = scoreMatch(
      subject('person', [], { identifiers: ['CE9520054'] }),
      listed,
      everyTokenRare,
    );
    expect(byNumber.score).toBeCloseTo(0.8);
    expect(byNumber.score).toBeGreaterThanOrEqual(threshold);
    expect(byNumber.features.map((f) => f.feature)).toContain('identifier_only');
    // Under another name, the listed passport is a possible hit all the same.
    const otherName = scoreMatch(
      person('Piet Jansen', { identifiers: ['CE9520054'] }),
      listed,
      everyTokenRare,
    );
    expect(otherName.score).toBeCloseTo(0.8);
    expect(otherName.features.find((f) => f.feature === 'identifier_only')?.detail).toMatch(
      /^the names differ/,
    );
    // A stolen identity comes with its user's own birth date, country and gender.
    const listedWithDetails = person('Ann Claes', {
      identifiers: ['CE9520054'],
      birthDates: ['1981-03-02'],
      countries: ['be'],
    });
    const stolen = scoreMatch(
      person('Jan Jansen', {
        identifiers: ['CE9520054'],
        birthDates: ['1970-01-01'],
        countries: ['nl'],
      }),
      listedWithDetails,
      everyTokenRare,
    );
    expect(stolen.score).toBeCloseTo(0.8);
    expect(stolen.match).toBe(true);
    expect(score(person('Piet Jansen', { identifiers: ['XX0000000'] }), listed)).toBe(0);
    expect(score(subject('person', [], { identifiers: ['XX0000000'] }), listed)).toBe(0);
    expect(score(subject('person', []), listed)).toBe(0);
  });

  it('lets a different date of birth lower a person hit below the threshold', () => {
    const listed = person('John Smith', { birthDates: ['1970-05-04'] });
    expect(score(person('John Smith'), listed)).toBeGreaterThanOrEqual(threshold);
    for (const other of ['1985-01-01', '1972-05-04', '1968-05-04', '1971-05-05']) {
      expect(score(person('John Smith', { birthDates: [other] }), listed), other).toBeLessThan(
        threshold,
      );
    }
    // The same year stays a possible hit, as a list entry giving only the year would be.
    const sameYear = score(person('John Smith', { birthDates: ['1970-08-09'] }), listed);
    expect(sameYear).toBeGreaterThanOrEqual(threshold);
    expect(sameYear).toBeLessThan(
      score(person('John Smith', { birthDates: ['1970-05-03'] }), listed),
    );
  });

  it('keeps a hit whose birth date differs as a typing error would, below the same date', () => {
    const listed = person('John Smith', { birthDates: ['1970-05-04'] });
    const exact = score(person('John Smith', { birthDates: ['1970-05-04'] }), listed);
    // One digit of day or month, two neighbouring digits swapped, day and month swapped, the
    // year next to it on the same day.
    for (const typo of [
      '1970-05-03',
      '1970-06-04',
      '1970-50-04',
      '1970-04-05',
      '1970-05-40',
      '1971-05-04',
      '1969-05-04',
    ]) {
      const typed = score(person('John Smith', { birthDates: [typo] }), listed);
      expect(typed, typo).toBeGreaterThanOrEqual(threshold);
      expect(typed, typo).toBeLessThan(exact);
    }
  });

  it('keeps a listed person a hit who lives abroad and shows a passport the list lacks', () => {
    const listed = person('Ann Claes', {
      birthDates: ['1988-03-11'],
      countries: ['be'],
      identifiers: ['CE9520054'],
    });
    const abroad = { countries: ['de'], identifiers: ['SPECI2014'] };
    // The birth date mistyped as well: still a possible hit.
    const typo = scoreMatch(
      person('Ann Claes', { ...abroad, birthDates: ['1988-03-12'] }),
      listed,
      everyTokenRare,
    );
    expect(typo.score).toBeGreaterThanOrEqual(threshold);
    // The same birth date: a confirmed hit (0.9), the penalties limited and saying so.
    const same = scoreMatch(
      person('Ann Claes', { ...abroad, birthDates: ['1988-03-11'] }),
      listed,
      everyTokenRare,
    );
    expect(same.score).toBeGreaterThanOrEqual(0.9);
    expect(same.features.map((f) => f.feature)).toContain('shared_birth_date');
    // Without a birth date, the listing is not ranked far below a namesake the list knows
    // nothing more about.
    const bare = score(person('Ann Claes', abroad), listed);
    expect(bare).toBeGreaterThan(score(person('Ann Claes'), person('Ann Claes')) - 0.1);
    // A company's jurisdiction still counts for more than a person's residence.
    expect(
      score(
        company('Claes Holdings Ltd', { countries: ['de'] }),
        company('Claes Holdings Ltd', { countries: ['cy'] }),
      ),
    ).toBeLessThan(bare);
  });
});

describe('scoreMatch: compound names written together or apart', () => {
  it('pairs a name written as one word with its parts written apart, either side', () => {
    const listed = person('CLAES Pieter-Jan');
    const together = scoreMatch(person('Pieterjan Claes'), listed, everyTokenRare);
    expect(together.score).toBeGreaterThanOrEqual(0.9);
    expect(together.score).toBeGreaterThan(score(person('Pieter Claes'), listed));
    expect(explainScore(together)).toContain("'pieterjan'='pieter jan' 1.00");
    expect(score(person('Abdul Rahman Hashimi'), person('Abdulrahman al-Hashimi'))).toBeGreaterThan(
      0.9,
    );
    // One letter apart in a long name, as transliterations are.
    expect(
      score(person('Khaled Abdelaziz Haddad'), person('Khaled Abdul-Aziz Haddad')),
    ).toBeGreaterThan(0.85);
    expect(score(company('Alnoor Exchange LLC'), company('Al-Noor Exchange LLC'))).toBeGreaterThan(
      0.9,
    );
  });

  it('joins short parts only letter for letter', () => {
    // "su" + "han" is one letter from "susan", and a different person.
    expect(score(person('Susan Jung'), person('Jong-su Han'))).toBeLessThan(threshold);
  });

  it('holds each joined part to its own spelling tolerance', () => {
    for (const [a, b] of [
      ['Goldline Trading', 'Gold Lion Trading'],
      ['Bluestar Trading', 'Blue Sea Trading'],
      ['Petersen Trading', 'Peter Sun Trading'],
    ] as const) {
      expect(score(company(a), company(b)), `${a} / ${b}`).toBeLessThan(threshold);
    }
  });
});

describe('scoreMatch: given names the list leaves out', () => {
  it('keeps a listed name that the query holds whole, with more given names, a hit', () => {
    const listed = person('Jasper Mulder', { birthDates: ['1952-01-04'] });
    const full = person('Jasper Jan Willem Mulder', { birthDates: ['1952-01-04'] });
    expect(score(full, listed)).toBeGreaterThanOrEqual(threshold);
    expect(score(full, listed)).toBeLessThan(score(person('Jasper Mulder'), listed));
  });

  it('costs in full the parts of a family name the listing lacks', () => {
    // "Velde" follows the particles: a family name, not a given name the list leaves out.
    expect(score(person('Anna van der Velde-Jansen'), person('Anna Jansen'))).toBeLessThan(
      threshold,
    );
    expect(score(person('Jan Willem van Dijk'), person('Jan van Dijk'))).toBeGreaterThan(
      score(person('Jan Willem van der Dijk'), person('Jan Dijk')),
    );
  });

  it('costs in full against a listing of one name', () => {
    const listed = person('Ali');
    expect(score(person('Hassan Ali'), listed)).toBeLessThan(threshold);
    expect(score(person('Mohamed Ali'), listed)).toBeLessThan(threshold);
  });

  it('costs in full where both sides have given names of their own', () => {
    const listed = person('Bram Anna de Boer');
    const other = score(person('Bram Femke de Boer'), listed);
    const longer = score(person('Bram Femke de Boer'), person('Bram de Boer'));
    expect(other).toBeLessThan(longer);
  });
});

describe('scoreMatch: words like Holding and Group', () => {
  it('keeps a company a possible hit where the other name adds only such words', () => {
    expect(score(company('Lichtbaken B.V.'), company('LICHTBAKEN HOLDING'))).toBeGreaterThan(
      threshold,
    );
    expect(score(company('Sovfracht'), company('Sovfracht Shipping Company'))).toBeGreaterThan(
      threshold,
    );
    expect(score(company('Lichtbaken Holding'), company('Lichtbaken'))).toBeGreaterThan(threshold);
    // The name as written still ranks first.
    expect(score(company('Lichtbaken B.V.'), company('Lichtbaken B.V.'))).toBeGreaterThan(
      score(company('Lichtbaken B.V.'), company('LICHTBAKEN HOLDING')),
    );
  });

  it('costs them in full where both names have words of their own, or nothing else is shared', () => {
    expect(score(company('Meer Trading'), company('Meer Holding'))).toBeLessThan(threshold);
    expect(score(company('Apex Investments'), company('Apex Helios Investments'))).toBeLessThan(
      threshold,
    );
    expect(score(company('Trading'), company('Trading Holding Group'))).toBeLessThan(threshold);
    // Place words tell companies apart, and a short word says too little.
    expect(score(company('Casino B.V.'), company('Holland Casino'))).toBeLessThan(threshold);
    expect(score(company('Air'), company('Air International'))).toBeLessThan(threshold);
  });
});

describe('looksMistyped', () => {
  it('tells a slip of the keyboard from another date', () => {
    expect(looksMistyped('1988-03-12', '1988-03-11')).toBe(true);
    expect(looksMistyped('1988-11-03', '1988-03-11')).toBe(true);
    expect(looksMistyped('1988-30-11', '1988-03-11')).toBe(true);
    // The same day and month in the year next to it (1952 for 1953), not further off.
    expect(looksMistyped('1953-01-04', '1952-01-04')).toBe(true);
    expect(looksMistyped('1950-01-04', '1949-01-04')).toBe(true);
    expect(looksMistyped('1898-03-11', '1988-03-11')).toBe(false);
    expect(looksMistyped('1953-01-04', '1935-01-04')).toBe(false);
    expect(looksMistyped('1953-01-04', '1955-01-04')).toBe(false);
    expect(looksMistyped('1953-01-04', '1952-01-05')).toBe(false);
    expect(looksMistyped('1988-03-11T00:00:00Z', '1988-03-21')).toBe(true);
    expect(looksMistyped('1988-03-11', '1988-03-11')).toBe(false);
    expect(looksMistyped('1988-03-11', '1988-05-19')).toBe(false);
    expect(looksMistyped('1988-03-11', '1989-03-12')).toBe(false);
    expect(looksMistyped('1988-03-11', '1989-03-11')).toBe(true);
    expect(looksMistyped('1988', '1989')).toBe(false);
  });
});

describe('scoreMatch: ranking', () => {
  it('does not saturate: more agreeing evidence ranks higher, a typo lower', () => {
    const listed = person('Vladimir Putin', {
      birthDates: ['1952-10-07'],
      countries: ['ru'],
      identifiers: ['P123456'],
    });
    const withEverything = score(
      person('Vladimir Putin', {
        birthDates: ['1952-10-07'],
        countries: ['ru'],
        identifiers: ['P123456'],
      }),
      listed,
    );
    const withBirthDate = score(person('Vladimir Putin', { birthDates: ['1952-10-07'] }), listed);
    const withBirthYear = score(person('Vladimir Putin', { birthDates: ['1952'] }), listed);
    const nameOnly = score(person('Vladimir Putin'), listed);
    const typo = score(person('Vladimir Putni'), listed);
    expect(withEverything).toBeLessThanOrEqual(1);
    expect(withEverything).toBeGreaterThan(withBirthDate);
    expect(withBirthDate).toBeGreaterThan(withBirthYear);
    expect(withBirthYear).toBeGreaterThan(nameOnly);
    expect(nameOnly).toBeGreaterThan(typo);
    expect(nameOnly).toBeLessThan(1);
  });

  it('weighs a rare name part more than a common one', () => {
    const stats: TokenStatistics = { weightOf: (t) => (t.text === 'john' ? 0 : 1) };
    const rareShared = score(person('John Zyskowski'), person('Peter Zyskowski'), stats);
    const commonShared = score(person('John Zyskowski'), person('John Wozniak'), stats);
    expect(rareShared).toBeGreaterThan(commonShared);
  });

  it('penalises a person against a company', () => {
    expect(score(person('Jordan Smith'), company('Jordan Smith'))).toBeLessThan(
      score(person('Jordan Smith'), person('Jordan Smith')),
    );
  });

  it('keeps numbers significant', () => {
    expect(score(company('Bank 1'), company('Bank 2'))).toBeLessThan(threshold);
  });
});

describe('scoreMatch: properties', () => {
  const names = [
    'John Smith',
    'Jon Smyth',
    'Владимир Путин',
    'PUTIN, Vladimir',
    'Acme BV',
    'EMMA LLC',
    'J. A. Smith',
    'Mohammed bin Salman',
    '',
    'O',
  ];
  it('stays in [0, 1] and is close to symmetric for persons', () => {
    for (const a of names) {
      for (const b of names) {
        const ab = score(person(a), person(b));
        const ba = score(person(b), person(a));
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(1);
        expect(Math.abs(ab - ba), `${a} / ${b}`).toBeLessThan(0.15);
      }
    }
  });

  it('explains every score: each feature with its value and weight', () => {
    const result = scoreMatch(
      person('Vladimir Putin', { birthDates: ['1952-10-07'] }),
      person('PUTIN, Vladimir Vladimirovich', { birthDates: ['1952-10-07'] }),
      everyTokenRare,
    );
    expect(result.features.map((f) => f.feature)).toEqual(['name', 'birth_date']);
    const line = explainScore(result);
    expect(line).toContain("'putin'='putin'");
    expect(line).toContain("'vladimirovich' only in list");
    expect(line).toContain('birth date 1952-10-07 on both');
  });
});

describe('scoreMatch: the explanation', () => {
  it('keeps the name detail when serialised, as backend_data stores it', () => {
    const { features } = scoreMatch(person('Jon Smith'), person('John Smith'), everyTokenRare);
    const [name] = JSON.parse(JSON.stringify(features)) as { feature: string; detail: string }[];
    expect(name?.feature).toBe('name');
    expect(name?.detail).toContain("'Jon Smith' vs 'John Smith'");
  });
});
