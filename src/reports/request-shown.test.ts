import { describe, expect, it } from 'vitest';
import type { CompanyCheckResult } from '../contract/company-check.js';
import { companyRequestParameters } from '../checks/request-parameters.js';
import { companyInput, companyResult } from './fixtures.test-data.js';
import { renderReportHtml } from './render-html.js';
import { requestShown } from './request-shown.js';

describe('the request in a report', () => {
  // As a company check echoes its request: number, VAT number and address each twice.
  const echoed = companyRequestParameters(
    {
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      vat_number: 'NL800047114B01',
      company: { name: 'Pinas', address: { zip_code: '1020AB', house_number: '6' } },
    },
    'c-1',
  );

  it('shows each value the request gave once', () => {
    expect(requestShown(echoed, undefined)).toEqual({
      identifier: 'c-1',
      company: {
        name: 'Pinas',
        chamber_of_commerce_number: '12345678',
        vat_number: 'NL800047114B01',
        address: { zip_code: '1020AB', house_number: '6' },
      },
    });
  });

  it('leaves out the identifier the header shows as the check’s, and keeps one that differs', () => {
    expect(requestShown(echoed, undefined, 'c-1')).not.toHaveProperty('identifier');
    expect(requestShown(echoed, undefined, 'c-2')).toMatchObject({ identifier: 'c-1' });
  });

  it('keeps a number or an address that differs from the company’s', () => {
    const differing = {
      company: { chamber_of_commerce_number: '12345678' },
      ids: { kvk: '012345678', btw: 'NL800047114B01' },
      address: { city: 'Utrecht' },
    };
    expect(requestShown(differing, { userid: 7 })).toEqual({
      company: { chamber_of_commerce_number: '12345678' },
      ids: { kvk: '012345678', btw: 'NL800047114B01' },
      address: { city: 'Utrecht' },
      source: { userid: '7' },
    });
  });

  it('names the KvK number once in the request section', () => {
    const result: CompanyCheckResult = { ...companyResult, request_parameters: echoed };
    for (const language of ['nl', 'en'] as const) {
      const request =
        /<section class="section section-request_parameters">[\s\S]*?<\/section>/.exec(
          renderReportHtml(companyInput({ result, language })),
        )?.[0] ?? '';
      expect(request.match(/12345678/g)).toHaveLength(1);
      expect(request.match(/1020 AB/g)).toHaveLength(1);
    }
  });

  it('shows the check identifier in the header only', () => {
    const result: CompanyCheckResult = {
      ...companyResult,
      request_parameters: companyRequestParameters(
        { type: 'basic', chamber_of_commerce_number: '12345678' },
        companyResult.check_identifier ?? '',
      ),
    };
    for (const language of ['nl', 'en'] as const) {
      const html = renderReportHtml(companyInput({ result, language }));
      const body = /<main>[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect(html).toContain(companyResult.check_identifier);
      expect(body).not.toContain(companyResult.check_identifier);
    }
  });

  it('keeps the order the request gave its parameters in', () => {
    const person = {
      identifier: 'p-1',
      address: { house_number: '3', zip_code: '1020 AA' },
      person: { last_name: 'Hendriks' },
    };
    expect(Object.keys(requestShown(person, undefined) ?? {})).toEqual([
      'identifier',
      'address',
      'person',
    ]);
    expect(Object.keys(requestShown({ ids: { kvk: '1' }, company: {} }, undefined) ?? {})).toEqual([
      'ids',
      'company',
    ]);
  });
});
