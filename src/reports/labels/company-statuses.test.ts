/**
 * Company statuses inside the remarks of a Dutch report are said as the report's status field
 * says them ("failliet", not "bankrupt"), for remarks as the company identification writes them.
 */
import { describe, expect, it } from 'vitest';
import { equallyGoodRemark } from '../../checks/company/identification-remarks.js';
import type { Entity } from '../../entities/entity.js';
import { codeMeaning } from './codes.js';
import { statusWord, withStatusesInDutch } from './company-statuses.js';
import { translateMessage } from './messages.js';

const nl = (text: string) => translateMessage(text, 'nl');

const company = (id: string, name: string, number: string, status: string): Entity => ({
  id,
  schema: 'Company',
  properties: { name: [name], registrationNumber: [number], status: [status] },
});

describe('company statuses in Dutch sentences', () => {
  it('says each status as the status field does, in lower case', () => {
    for (const code of ['active', 'inactive', 'in_liquidation', 'bankrupt', 'dissolved']) {
      expect(statusWord(code)).toBe(codeMeaning('company_status', code, 'nl')?.toLowerCase());
    }
    expect(statusWord('closed')).toBeUndefined();
  });

  it('says the statuses of the companies a remark names in Dutch', () => {
    const remark = equallyGoodRemark('name', [
      company('a', 'Bakkerij Jansen B.V.', '11111111', 'bankrupt'),
      company('b', 'Jansen (Utrecht) B.V.', '22222222', 'in_liquidation'),
      company('c', 'Jansen Holding', '33333333', 'active'),
    ]);
    expect(remark).toContain('(11111111, bankrupt)');
    expect(nl(remark)).toBe(
      'de naam (company.name) past even goed bij andere bedrijven: Bakkerij Jansen B.V. (11111111, failliet), Jansen (Utrecht) B.V. (22222222, in liquidatie), Jansen Holding (33333333); deze controle gaat over de eerste in registervolgorde, daarna de naam die het best past',
    );
    expect(
      nl(
        'the chamber_of_commerce_number given belongs to Oud B.V. (44444444, dissolved), not to the company found by vat_number',
      ),
    ).toBe(
      'het KvK-nummer (chamber_of_commerce_number) hoort bij Oud B.V. (44444444, opgeheven), niet bij het bedrijf gevonden op het btw-nummer (vat_number)',
    );
    expect(
      nl('the name given, "Jansen", is not the company\'s name (Stil B.V. (55555555, inactive))'),
    ).toBe(
      'de opgegeven naam "Jansen" is niet de naam van het bedrijf (Stil B.V. (55555555, niet actief))',
    );
  });

  it("names a status as the company's status field does, whatever the register wrote", () => {
    const remark = equallyGoodRemark('name', [
      company('a', 'Alpha B.V.', '11111111', 'Failliet'),
      company('b', 'Beta B.V.', '22222222', 'ACTIVE'),
      company('c', 'Gamma B.V.', '33333333', 'struck off the list'),
    ]);
    expect(remark).toContain(
      'Alpha B.V. (11111111, bankrupt), Beta B.V. (22222222), Gamma B.V. (33333333, struck off the list)',
    );
  });

  it('leaves a name alone where its own words look like a status', () => {
    expect(withStatusesInDutch('Dissolved Records Ltd (66666666)')).toBe(
      'Dissolved Records Ltd (66666666)',
    );
    expect(withStatusesInDutch('Bankrupt (bankrupt) Ltd (bankrupt)')).toBe(
      'Bankrupt (bankrupt) Ltd (failliet)',
    );
  });
});
