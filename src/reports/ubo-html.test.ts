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

describe('the ownership diagram: shareholders who are no UBO', () => {
  it('marks a possible UBO as one, not as a shareholder "not above 25 %"', () => {
    const tree = (id: string, name: string, share: string) => ({
      level: 0,
      name: 'Fixture B.V.',
      parents: [{ level: 1, id, name, type: 'person', role: `shareholder ${share} %` }],
    });
    const result = withUboNote({
      complete: false,
      incomplete_because: ['cycle'],
      possible_ubos: [{ id: 'sh-1', name: 'Ingrid de Bruijn' }],
      shareholders: [
        {
          id: 'sh-1',
          name: 'Ingrid de Bruijn',
          percentage: 24.5,
          tree: tree('sh-1', 'Ingrid de Bruijn', '24.50'),
        },
        {
          id: 'sh-2',
          name: 'Willem de Graaf',
          percentage: 6.3,
          tree: tree('sh-2', 'Willem de Graaf', '6.30'),
        },
      ],
    });
    for (const [language, possible, below] of [
      ['en', 'Possible UBO', 'Shareholder, not above 25\u00A0%'],
      ['nl', 'Mogelijke UBO', 'Aandeelhouder, niet boven 25\u00A0%'],
    ] as const) {
      const html = renderReportHtml(companyInput({ result, language }));
      const diagram = /<svg class="ownership"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
      const boxOf = (name: string) =>
        new RegExp(`<title>${name}</title>[\\s\\S]*?</g>`).exec(diagram)?.[0] ?? '';
      expect(boxOf('Willem de Graaf')).toContain(below);
      expect(boxOf('Ingrid de Bruijn')).toContain(possible);
      expect(boxOf('Ingrid de Bruijn')).not.toContain(below);
    }
  });
});
