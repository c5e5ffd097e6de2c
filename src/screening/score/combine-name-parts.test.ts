import { describe, expect, it } from 'vitest';
import { scoreMatch } from './combine.js';
import { explainScore } from './explain.js';
import { company, everyTokenRare, person, score, threshold } from './combine.test-data.js';

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
