import { describe, expect, it } from 'vitest';
import {
  blocksOn,
  categoriesOf,
  countCategories,
  emptySummary,
  type ListedFacts,
} from './categories.js';

const TODAY = '2026-11-22';
const facts = (overrides: Partial<ListedFacts>): ListedFacts => ({
  kind: 'person',
  topics: [],
  statuses: [],
  sanctionEndDates: [],
  ...overrides,
});

describe('categoriesOf', () => {
  it('counts PEPs and their close associates as politically exposed, companies as pepCompany', () => {
    expect(categoriesOf(facts({ topics: ['role.pep'] }), TODAY)).toEqual(['PoliticallyExposed']);
    expect(categoriesOf(facts({ topics: ['role.rca'] }), TODAY)).toEqual(['PoliticallyExposed']);
    expect(categoriesOf(facts({ kind: 'company', topics: ['role.pep'] }), TODAY)).toEqual([
      'pepCompany',
    ]);
  });

  it('splits sanctions into current and previous by the measures end dates', () => {
    const sanctioned = (sanctionEndDates: string[]) =>
      categoriesOf(facts({ topics: ['sanction'], sanctionEndDates }), TODAY);
    expect(sanctioned([])).toEqual(['Sanctions', 'CurrentSanctions']);
    expect(sanctioned([''])).toEqual(['Sanctions', 'CurrentSanctions']);
    expect(sanctioned(['2030-01-01'])).toEqual(['Sanctions', 'CurrentSanctions']);
    expect(sanctioned(['2020-01-01'])).toEqual(['Sanctions', 'PreviousSanctions']);
    expect(sanctioned(['2020-01-01', ''])).toEqual(['Sanctions', 'CurrentSanctions']);
    // An end known to the year or month has not passed while that year or month runs.
    expect(sanctioned(['2026'])).toEqual(['Sanctions', 'CurrentSanctions']);
    expect(sanctioned(['2026-11'])).toEqual(['Sanctions', 'CurrentSanctions']);
    expect(sanctioned(['2026-10'])).toEqual(['Sanctions', 'PreviousSanctions']);
    expect(sanctioned(['2025'])).toEqual(['Sanctions', 'PreviousSanctions']);
    expect(categoriesOf(facts({ topics: ['sanction.linked'] }), TODAY)).toContain('Sanctions');
    // A debarment is an administrative sanction: counted, not left to read as clean.
    expect(
      categoriesOf(facts({ topics: ['debarment'], sanctionEndDates: ['2020-01-01'] }), TODAY),
    ).toEqual(['Sanctions', 'PreviousSanctions']);
  });

  it('maps crime, disqualification, regulator and insolvency', () => {
    expect(categoriesOf(facts({ topics: ['crime.fin'] }), TODAY)).toEqual(['LawEnforcement']);
    expect(categoriesOf(facts({ topics: ['wanted'] }), TODAY)).toEqual(['LawEnforcement']);
    expect(categoriesOf(facts({ topics: ['corp.disqual'] }), TODAY)).toEqual([
      'DisqualifiedDirector',
    ]);
    expect(categoriesOf(facts({ topics: ['reg.warn'] }), TODAY)).toEqual(['FinancialRegulator']);
    expect(
      categoriesOf(facts({ kind: 'company', statuses: ['Bankrupt since 2024'] }), TODAY),
    ).toEqual(['Insolvent']);
    expect(categoriesOf(facts({ topics: ['poi', 'export.control'] }), TODAY)).toEqual([]);
  });
});

describe('summaries', () => {
  it('start at zero for every category and add up hits', () => {
    const summary = emptySummary('person');
    expect(summary.Sanctions).toBe(0);
    expect(summary.AdverseMedia).toBe(0);
    countCategories(summary, ['Sanctions', 'CurrentSanctions']);
    countCategories(summary, ['Sanctions', 'PreviousSanctions']);
    expect(summary).toMatchObject({ Sanctions: 2, CurrentSanctions: 1, PreviousSanctions: 1 });
  });
});

describe('blocksOn', () => {
  it('blocks on a sanction or an asset freeze in force', () => {
    for (const topic of ['sanction', 'asset.frozen']) {
      expect(blocksOn(facts({ topics: [topic] }), TODAY)).toBe(true);
      expect(blocksOn(facts({ topics: [topic], sanctionEndDates: ['2030-01-01'] }), TODAY)).toBe(
        true,
      );
    }
  });

  it('does not block once every measure has ended, nor on a debarment or another topic', () => {
    const ended = facts({ topics: ['sanction'], sanctionEndDates: ['2018-06-02'] });
    expect(blocksOn(ended, TODAY)).toBe(false);
    expect(
      blocksOn(facts({ topics: ['sanction'], sanctionEndDates: ['2018-06-02', ''] }), TODAY),
    ).toBe(true);
    expect(blocksOn(facts({ topics: ['debarment'] }), TODAY)).toBe(false);
    // Linked to a sanctioned party, not designated: its holdings are not frozen.
    expect(blocksOn(facts({ topics: ['sanction.linked'] }), TODAY)).toBe(false);
    expect(blocksOn(facts({ topics: ['role.pep', 'crime.fin'] }), TODAY)).toBe(false);
  });
});
