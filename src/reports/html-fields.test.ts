import { describe, expect, it } from 'vitest';
import {
  codeWithMeaning,
  fieldRows,
  fieldValue,
  messageHtml,
  restatesCode,
} from './html-fields.js';
import { CODE_TABLES, TEXTS, type CodeTableName } from './labels/index.js';

describe('restatesCode', () => {
  it('finds a message or description that only says what its code means', () => {
    const director = { code: '0', message: 'No screening hit' };
    expect(restatesCode(director, 'message', director.message, 'director.risk')).toBe(true);
    const rating = { code: 'BRR1', message: 'Lowest risk' };
    expect(restatesCode(rating, 'message', rating.message, 'financial_info.risk_rating')).toBe(
      true,
    );
    const address = { ownership_code: 'H', ownership_description: 'Rented' };
    expect(restatesCode(address, 'ownership_description', 'Rented', 'address_information')).toBe(
      true,
    );
    expect(
      restatesCode(
        { parceltype_code: 'G' },
        'parceltype_description',
        'Whole parcel (Kadaster index G)',
        'address_information',
      ),
    ).toBe(true);
  });

  it('keeps a message that says more, or one of another code', () => {
    const rating = { code: 'BRR2', message: 'Low risk' };
    expect(restatesCode(rating, 'message', rating.message, 'financial_info.risk_rating')).toBe(
      false,
    );
    expect(restatesCode({ code: 'BRR1' }, 'message', 'risk', 'financial_info.risk_rating')).toBe(
      false,
    );
    expect(
      restatesCode(
        { ownership_code: 'K' },
        'ownership_description',
        'Rented',
        'address_information',
      ),
    ).toBe(false);
    // A field with no code table beside it.
    expect(restatesCode({ code: 'X' }, 'message', 'X', 'somewhere')).toBe(false);
  });

  it('leaves such rows out of a fields table, in either language', () => {
    const info = { ownership_code: 'H', ownership_description: 'Rented', parceltype_code: 'G' };
    for (const language of ['nl', 'en'] as const) {
      const rows = fieldRows(info, language, 'address_information');
      expect(rows.match(/<tr>/g)).toHaveLength(2);
      // The code's meaning once, in the report's language; the description not again.
      expect(rows.match(/Rented/g) ?? []).toHaveLength(language === 'en' ? 1 : 0);
    }
  });
});

describe('codeWithMeaning', () => {
  const shown = (html: string) => html.replace(/<[^>]+>/g, '');

  it('does not say a word twice where the meaning begins with its code', () => {
    expect(shown(codeWithMeaning('vat_result', 'Unverified', 'en'))).toBe(
      'Unverified (format and check digits fine, VIES not consulted)',
    );
    expect(shown(codeWithMeaning('vat_result', 'Unverified', 'nl'))).toBe(
      'Unverified Niet bevestigd (opbouw en controlecijfers juist, VIES niet geraadpleegd)',
    );
    for (const [name, table] of Object.entries(CODE_TABLES)) {
      for (const code of Object.keys(table)) {
        for (const language of ['nl', 'en'] as const) {
          const [first, second] = shown(codeWithMeaning(name as CodeTableName, code, language))
            .toLowerCase()
            .split(/[\s(:,]+/);
          expect(first, `${name} ${code} ${language}`).not.toBe(second);
        }
      }
    }
  });
});

describe('fieldValue of balance-sheet figures', () => {
  it('writes every item alike, cash and equity too: grouped, the currency in the heading', () => {
    for (const [language, cash, assets] of [
      ['nl', '4.834.892', '10.070.783'],
      ['en', '4,834,892', '10,070,783'],
    ] as const) {
      expect(fieldValue('cash', '4834892', language, 'balance')).toBe(cash);
      expect(fieldValue('equity', '4834892.00', language, 'balance')).toBe(cash);
      expect(fieldValue('total_assets', '10070783', language, 'balance')).toBe(assets);
    }
    // financial_info keeps its amounts in euros.
    expect(fieldValue('cash', '4834892', 'nl', 'financial_info')).toBe('€\u00a04.834.892,00');
  });
});

describe('percentages in texts', () => {
  const plainSpace = /\d %/;

  it('binds the number to its "%" in the messages of the checks, translated or not', () => {
    const pseudo =
      'pseudo-UBO as Bestuurder: no one is known to hold more than 25 %, so senior management is registered';
    for (const language of ['nl', 'en'] as const) {
      const html = messageHtml(pseudo, language);
      expect(html).toContain('25\u00a0%');
      expect(html).not.toMatch(plainSpace);
    }
    const unknown = messageHtml('hold 60.50 % through something unknown', 'nl');
    expect(unknown).toContain('lang="en"');
    expect(unknown).toContain('60.5\u00a0%');
  });

  it('writes every code meaning and fixed text of the report with a no-break space before "%"', () => {
    const tables = [...Object.values(CODE_TABLES), TEXTS];
    for (const table of tables) {
      for (const [key, said] of Object.entries(table)) {
        for (const value of Object.values(said)) expect(value, key).not.toMatch(plainSpace);
      }
    }
  });
});
