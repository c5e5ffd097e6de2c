import { describe, expect, it } from 'vitest';
import type { CompanyCheckResult } from '../contract/company-check.js';
import { companyInput, companyResult } from './fixtures.test-data.js';
import { renderReportHtml } from './render-html.js';

/** The fixture's company check with this UBO note in its backend data. */
function withUboNote(ubo: Record<string, unknown>): CompanyCheckResult {
  const backend = JSON.parse(companyResult.backend_data ?? '{}') as {
    lookups: Record<string, unknown>;
  };
  return {
    ...companyResult,
    backend_data: JSON.stringify({ ...backend, lookups: { ...backend.lookups, ubo } }),
  };
}

describe('the UBO section: shareholders who are no UBO', () => {
  it('does not call a possible UBO "no UBO": the warning names them as possible UBOs', () => {
    const result = withUboNote({
      complete: false,
      incomplete_because: ['cycle'],
      possible_ubos: [{ id: 'p1', name: 'Ingrid de Bruijn' }],
      shareholders: [
        { id: 'p1', name: 'Ingrid de Bruijn', percentage: 24.5 },
        { id: 'p2', name: 'Willem de Graaf', percentage: 6.3 },
      ],
    });
    const html = renderReportHtml(companyInput({ result, language: 'en' }));
    const below = /<p class="note shareholders">[^<]*<\/p>/.exec(html)?.[0] ?? '';
    expect(below).toContain('Willem de Graaf (6.3\u00A0%)');
    expect(below).not.toContain('Ingrid de Bruijn');
    expect(html).toContain('Ingrid de Bruijn.');
  });
});
