import { describe, expect, it } from 'vitest';
import { reportDataOf, sectionsWithoutData } from './report-data.js';

describe('reportDataOf', () => {
  it('reads type, version, datasets, sections and company screening subjects', () => {
    const data = reportDataOf(
      JSON.stringify({
        version: '0.1.0',
        check: { kind: 'company', type: 'ubo' },
        sections: { not_found: ['registrations'], unavailable: ['financial_info'] },
        datasets: [{ name: 'gleif', version: 'v1' }, { bogus: true }],
        lookups: {
          company: { remarks: ["the address given is not the company's registered address", 7] },
          screening: {
            subjects: [
              { subject: 'company', hits: [] },
              {
                subject: 'director: Müller',
                hits: [
                  {
                    caption: 'M',
                    matched_name: 'Muller',
                    score: 0.8,
                    features: [{ feature: 'name', value: 0.8, weight: 0.75, detail: 'x' }],
                  },
                ],
              },
            ],
          },
        },
      }),
    );
    expect(data).toEqual({
      checkType: 'ubo',
      version: '0.1.0',
      datasets: [{ name: 'gleif', version: 'v1' }],
      notFound: ['registrations'],
      requested: [],
      returned: [],
      unavailable: ['financial_info'],
      remarks: ["the address given is not the company's registered address"],
      screened: [
        { subject: 'company', hits: [] },
        {
          subject: 'director: Müller',
          hits: [
            {
              caption: 'M',
              matched_name: 'Muller',
              score: 0.8,
              features: [{ feature: 'name', value: 0.8, weight: 0.75, detail: 'x' }],
            },
          ],
        },
      ],
    });
  });

  it('reads the person screening of a person check', () => {
    const data = reportDataOf(
      JSON.stringify({
        lookups: { screening: { listed_entities: 3, person: [{ features: [] }] } },
      }),
    );
    expect(data.screened).toEqual([{ subject: 'person', hits: [{ features: [] }] }]);
  });

  it('names the claims unavailable where the installation serves no claims data', () => {
    const data = reportDataOf(
      JSON.stringify({
        sections: { returned: ['financial_info'], unavailable: ['risk_country'] },
        lookups: { financial_info: { financials_record: null, unavailable: ['claims'] } },
      }),
    );
    expect(data.unavailable).toEqual(['risk_country', 'claims']);
    const claimsOnly = { financial_info: { claims: 2, unavailable: ['financials'] } };
    const served = reportDataOf({
      sections: { unavailable: ['financial_info'] },
      lookups: claimsOnly,
    });
    expect(served.unavailable).toEqual(['financial_info']);
  });

  it('gives an empty reading of missing or broken backend_data', () => {
    const empty = {
      datasets: [],
      notFound: [],
      requested: [],
      returned: [],
      unavailable: [],
      remarks: [],
    };
    expect(reportDataOf(undefined)).toEqual(empty);
    expect(reportDataOf('{not json')).toEqual(empty);
    expect(reportDataOf('[1,2]')).toEqual(empty);
  });
});

describe('sectionsWithoutData', () => {
  const data = (returned: string[], notFound: string[]) =>
    reportDataOf(JSON.stringify({ sections: { returned, not_found: notFound } }));

  it('adds the sections returned of which the result holds nothing to those not found', () => {
    // A check stored when claims without a financials record counted financial_info returned.
    const result = { company: { name: 'X', directors: [] }, claims: [] };
    const sections = data(
      ['company', 'directors', 'financial_info', 'company_balance_sheet'],
      ['parents'],
    );
    expect(sectionsWithoutData(result, sections)).toEqual([
      'parents',
      'financial_info',
      'company_balance_sheet',
    ]);
  });

  it('leaves the list as backend_data gives it where every section returned is there', () => {
    const result = { person_match: { code: 'PF01' }, address_validation: { code: 'P01' } };
    const sections = data(['person_match', 'address_validation'], ['registrations']);
    expect(sectionsWithoutData(result, sections)).toEqual(['registrations']);
  });
});
