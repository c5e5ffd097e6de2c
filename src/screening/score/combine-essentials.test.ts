import { describe, expect, it } from 'vitest';
import type { MatchSubject, TokenStatistics } from '../types.js';
import { scoreMatch } from './combine.js';
import { explainScore } from './explain.js';
import { company, everyTokenRare, person, score, subject, threshold } from './combine.test-data.js';

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
    // The name row says which names were compared, not that there was none.
    const nameRow = (result: typeof otherName) =>
      result.features.find((f) => f.feature === 'name')?.detail;
    expect(nameRow(otherName)).toBe(
      "'Piet Jansen' vs 'Ann Claes': 'piet' only in query, 'jansen' only in query, 'ann' only in list, 'claes' only in list, family name unmatched",
    );
    expect(otherName.features[0]?.value).toBe(0);
    expect(otherName.matchedName).toBe('');
    expect(nameRow(byNumber)).toBe('no name to compare');
    // The names compared are worked out only when the explanation is read, as for a name
    // that is alike: most candidates scored are never shown.
    let weighed = 0;
    const counting: TokenStatistics = { weightOf: () => (weighed++, 1) };
    const unread = scoreMatch(
      person('Piet Jansen', { identifiers: ['CE9520054'] }),
      listed,
      counting,
    );
    const beforeReading = weighed;
    expect(nameRow(unread)).toBe(nameRow(otherName));
    expect(weighed).toBeGreaterThan(beforeReading);
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

  it('keeps a listed year alone one year off a possible hit, as another day of that year', () => {
    const listed = person('Marko Petrović', { birthDates: ['1977'] });
    const asked = (date: string) => score(person('Marko Petrović', { birthDates: [date] }), listed);
    expect(asked('1978-06-01')).toBeGreaterThanOrEqual(threshold);
    expect(asked('1976-02-03')).toBeGreaterThanOrEqual(threshold);
    expect(asked('1978-06-01')).toBeLessThan(asked('1977-06-01'));
    expect(asked('1979-06-01')).toBeLessThan(threshold);
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
