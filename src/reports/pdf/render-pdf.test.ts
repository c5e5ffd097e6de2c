import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { CompanyCheckResult } from '../../contract/company-check.js';
import type { Parent } from '../../contract/company-record.js';
import {
  companyInput,
  companyResult,
  fullPersonResult,
  hostile,
  personInput,
} from '../fixtures.test-data.js';
import { renderReportHtml, type ReportInput } from '../render-html.js';
import { htmlTexts, pdfText, requireProgram, squeezed } from '../report-text.test-data.js';

import { charactersWithoutGlyph, missingGlyphsNote, renderReportPdf } from './render-pdf.js';
import { clearSharedLayoutCaches, sharedLayoutCacheSize } from './shared-layout-cache.js';

const hasPdftotext = requireProgram('pdftotext', 'the tests of the PDF text') !== undefined;
const hasPdfinfo = requireProgram('pdfinfo', 'the test of the PDF metadata') !== undefined;

/** Pages of `-layout` text. */
const pagesOf = (pdf: Buffer): string[] =>
  pdfText(pdf, '-layout')
    .split('\f')
    .filter((page) => page.trim() !== '');

const reports: [string, ReportInput, string[]][] = [
  [
    'company check, nl',
    companyInput(),
    [
      'Bedrijfscontrole: Łódź Trading B.V.',
      'Hans Müller',
      'Bestuurder, zelfstandig bevoegd',
      'Владимир Петров',
      'NL001234567B01',
      'Middel (FATF: verscherpt toezicht)',
      // Amounts in Dutch notation: a dot before decimals would read as a thousands separator.
      '€ 18.400,50',
      '1.250.000',
      'Anna de Vries — Directeur',
      'middellijk 45 % via Müller Holding B.V. > Владимир Invest Ltd',
      'Treffer 1: uitgesloten van overheidsopdrachten',
      '81 / 100',
      'Lodz Trading BV',
      'Uitleg van de score',
      'Opgesteld door Veracheck 0.1.0',
    ],
  ],
  [
    'company check, en',
    companyInput({ language: 'en' }),
    ['Company check: Łódź Trading B.V.', 'In liquidation', 'Possible hit', 'Balance sheet'],
  ],
  [
    'full person check, nl',
    personInput({ result: fullPersonResult }),
    ['Persoonscontrole: Jürgen Muller', 'Huurwoning', 'Verhoogd risico', 'Wladimir Müller'],
  ],
  [
    'full person check, en',
    personInput({ result: fullPersonResult, language: 'en' }),
    [
      'Person check: Jürgen Muller',
      'Kerkstraat 10, 3511 AB Utrecht, NL',
      'Reported lost, stolen or invalidated',
      'Elevated risk',
      '+31201234567',
      '78 / 100',
    ],
  ],
];

describe.skipIf(!hasPdftotext)('renderReportPdf: the text of the PDF', () => {
  for (const [name, input, values] of reports) {
    it(`holds every text of the HTML report and its values (${name})`, async () => {
      const html = renderReportHtml(input);
      const pdf = await renderReportPdf(input, html);
      const drawn = squeezed(pdfText(pdf, '-raw'));
      const missing = htmlTexts(html).filter((text) => !drawn.includes(squeezed(text)));
      expect(missing).toEqual([]);
      const layoutText = squeezed(pdfText(pdf, '-layout'));
      for (const value of values) expect(layoutText).toContain(squeezed(value));
    });

    it(`numbers every page and names the report on it (${name})`, async () => {
      const pdf = await renderReportPdf(input);
      const pages = pagesOf(pdf);
      const identifier = (input.result as { report_identifier: string }).report_identifier;
      const nl = input.language === 'nl';
      pages.forEach((page, index) => {
        expect(page).toContain(`${nl ? 'Rapportkenmerk' : 'Report identifier'} ${identifier}`);
        expect(page).toContain(
          nl ? `Pagina ${index + 1} van ${pages.length}` : `Page ${index + 1} of ${pages.length}`,
        );
      });
      expect(pages.length).toBeGreaterThanOrEqual(2);
    });
  }

  it('says on the first page which characters it cannot draw (CJK), by code point', async () => {
    const result = {
      ...companyResult,
      company: { ...companyResult.company, name: '山田商事 B.V.' },
    };
    const text = squeezed(pdfText(await renderReportPdf(companyInput({ result }))));
    expect(text).toContain(squeezed('Deze PDF kan niet alle tekens van het rapport weergeven'));
    expect(text).toContain('U+5C71');
    const plain = squeezed(pdfText(await renderReportPdf(companyInput())));
    expect(plain).not.toContain(squeezed('niet alle tekens'));
  });

  it('prints Łódź, Müller and Владимир as they are', async () => {
    const text = pdfText(await renderReportPdf(companyInput()), '-layout');
    for (const name of ['Łódź Trading B.V.', 'Hans Müller', 'Владимир Invest Ltd', 'Петров']) {
      expect(text).toContain(name);
    }
  });

  it('draws the ownership diagram with its names and percentages, on a page of its own', async () => {
    const pages = pagesOf(await renderReportPdf(companyInput()));
    const page = pages.find((p) => p.includes('Eigendomsstructuur')) ?? '';
    const diagram = page.slice(
      page.indexOf('Eigendomsstructuur'),
      page.indexOf('Moedermaatschappijen'),
    );
    for (const label of [
      'Владимир Петров',
      'natuurlijk persoon',
      'Владимир Invest Ltd',
      'Müller Holding B.V.',
      'KvK 90000002',
      'Łódź Trading B.V.',
      'gecontroleerd bedrijf',
      '75%',
      '100%',
      '60%',
    ]) {
      expect(squeezed(diagram)).toContain(squeezed(label));
    }
    // Owners above what they own.
    expect(diagram.indexOf('Владимир Петров')).toBeLessThan(diagram.indexOf('Müller Holding'));
    expect(diagram.indexOf('Müller Holding')).toBeLessThan(diagram.indexOf('Łódź Trading'));
    // The section starts a new page.
    expect(page.trimStart().startsWith('Eigendomsstructuur')).toBe(true);
  });

  it('keeps every label and word whole in a tree of parents eight deep', async () => {
    const level = (depth: number): Parent[] =>
      depth > 8
        ? []
        : [
            {
              name: `Internationale Beleggingsmaatschappij Niveau ${depth} B.V.`,
              shareholding_percentage: 100,
              start_date: '2001-02-03',
              mail_address: 'info@internationale-beleggingsmaatschappij.example',
              industry_description: 'Financiële holdings (geen dochterondernemingen)',
              business_entity_type: 'Besloten Vennootschap',
              incorporation_year: '1999',
              chamber_of_commerce_number: String(30000000 + depth),
              parents: level(depth + 1),
            },
          ];
    const result = { ...companyResult, company: { ...companyResult.company, parents: level(1) } };
    const text = pdfText(await renderReportPdf(companyInput({ result })), '-layout');
    const parents = text.slice(
      text.indexOf('Moedermaatschappijen'),
      text.indexOf('Uiteindelijk belanghebbenden'),
    );
    const count = (word: string) => parents.split(word).length - 1;
    for (const label of ['Aandelenbelang', 'Ingangsdatum', 'Registratienummer', 'E-mailadres']) {
      expect(count(label), label).toBe(8);
    }
    expect(count('dochterondernemingen')).toBe(8);
    // The address breaks after its hyphen or before a dot, if at all, never inside a word.
    for (const part of ['info@internationale-', 'beleggingsmaatschappij', '.example']) {
      expect(count(part), part).toBe(8);
    }
  });

  it('prints an Arabic name with its word spaces, its words right to left', async () => {
    const name = 'محمد بن سلمان';
    const result: CompanyCheckResult = {
      ...companyResult,
      company: {
        ...companyResult.company,
        directors: [
          { name, first_name: 'محمد', last_name: 'بن سلمان', date_of_birth: '1985-08-31' },
        ],
      },
    };
    const pdf = await renderReportPdf(companyInput({ result }));
    // pdftotext gives right-to-left text in reading order, as it lies on the page.
    const lines = pdfText(pdf, '-layout').split('\n');
    expect(lines.some((line) => line.includes(name))).toBe(true);
    expect(lines.some((line) => /Achternaam\s+\S*بن سلمان/u.test(line))).toBe(true);
    // Drawn word by word from the right: in drawing order the last word comes first.
    expect(pdfText(pdf)).toMatch(/سلمان\S*\s+\S*بن\S*\s+\S*محمد/u);
    expect(pdfText(pdf)).not.toContain('سلمانبن');
  });

  it('keeps the text of a letter that an earlier PDF embedded only as part of another (z of ź)', async () => {
    // The first report draws "Łódź" in bold; its ź is embedded with the z inside it.
    await renderReportPdf(companyInput());
    const result: CompanyCheckResult = {
      ...companyResult,
      company: { ...companyResult.company, directors: [{ name: 'Ezra Kazemier' }] },
    };
    const text = pdfText(await renderReportPdf(companyInput({ result })), '-layout');
    expect(text).toContain('Ezra Kazemier');
  });

  it('prints a hostile name as text', async () => {
    const result: CompanyCheckResult = {
      ...companyResult,
      company: { ...companyResult.company, name: hostile },
    };
    const text = pdfText(await renderReportPdf(companyInput({ result })), '-layout');
    expect(text).toContain(`Bedrijfscontrole: ${hostile}`);
  });
});

describe('characters the report font lacks', () => {
  it('are found once each, and named by code point in the note', () => {
    expect(charactersWithoutGlyph('Łódź Müller Владимир Ελένη صالح')).toEqual([]);
    expect(charactersWithoutGlyph('山田 太郎 山田')).toEqual(['山', '田', '太', '郎']);
    const note = missingGlyphsNote(['山', '田'], 'en');
    expect(note.children).toEqual([
      {
        type: 'text',
        text: 'This PDF cannot show every character of the report (U+5C71 U+7530); the HTML report shows them.',
      },
    ]);
  });
});

describe('renderReportPdf: the file', () => {
  it('embeds its fonts, with a ToUnicode map, and names no other font', async () => {
    const pdf = (await renderReportPdf(companyInput())).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/FontFile2/g)).toHaveLength(3);
    expect(pdf.match(/\/ToUnicode/g)).toHaveLength(3);
    for (const font of ['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSansMono']) {
      expect(pdf).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}\\b`));
    }
    expect(pdf).not.toContain('Helvetica');
    expect(pdf).not.toMatch(/\/Subtype \/Type1/);
    expect(pdf).toContain('/Lang (nl)');
  });

  it('is the same, byte for byte, for the same input, and carries the check time', async () => {
    const first = await renderReportPdf(companyInput());
    const again = await renderReportPdf(companyInput({ result: structuredClone(companyResult) }));
    expect(again.equals(first)).toBe(true);
    const withHtml = await renderReportPdf(companyInput(), renderReportHtml(companyInput()));
    expect(withHtml.equals(first)).toBe(true);
    const text = first.toString('latin1');
    expect(text.match(/\(D:20261123074744Z\)/g)).toHaveLength(2);
    const later = await renderReportPdf(companyInput({ createdAt: '2026-11-24T07:47:44Z' }));
    expect(later.equals(first)).toBe(false);
  });

  it('renders an unreadable creation time as the epoch, never the clock', async () => {
    const pdf = await renderReportPdf(companyInput({ createdAt: 'not a time' }));
    expect(pdf.toString('latin1')).toContain('(D:19700101000000Z)');
  });

  it('reuses the shaping of words across documents, with the same bytes as without', async () => {
    const input = personInput({ result: fullPersonResult });
    clearSharedLayoutCaches();
    expect(sharedLayoutCacheSize('regular')).toBe(0);
    const cold = await renderReportPdf(input);
    expect(sharedLayoutCacheSize('regular')).toBeGreaterThan(10);
    expect(sharedLayoutCacheSize('bold')).toBeGreaterThan(10);
    await renderReportPdf(companyInput({ language: 'en' }));
    const warm = await renderReportPdf(input);
    expect(warm.equals(cold)).toBe(true);
  });
});

describe.skipIf(!hasPdfinfo)('renderReportPdf: the metadata', () => {
  it('has the heading as title, Veracheck as author, the check time, A4 pages', async () => {
    const pdf = await renderReportPdf(personInput({ result: fullPersonResult, language: 'en' }));
    const info = execFileSync('pdfinfo', ['-isodates', '-'], { input: pdf, encoding: 'utf8' });
    expect(info).toMatch(/^Title:\s+Person check: Jürgen Muller$/m);
    expect(info).toMatch(/^Author:\s+Veracheck$/m);
    expect(info).toMatch(/^Creator:\s+Veracheck$/m);
    expect(info).toMatch(/^CreationDate:\s+2026-07-01T10:15:00Z$/m);
    expect(info).toMatch(/^ModDate:\s+2026-07-01T10:15:00Z$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
  });
});
