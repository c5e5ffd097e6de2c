/**
 * Why a VAT number is invalid, in a Dutch report: every message the offline check writes, made
 * by the check itself from numbers of every country's wrong lengths and layouts, is said in
 * Dutch, so that a change of the English breaks the test.
 */
import { describe, expect, it } from 'vitest';
import { checkVatNumber } from '../../validators/vat/index.js';
import { CENTRAL_RULES } from '../../validators/vat/rules-central.js';
import { EASTERN_RULES } from '../../validators/vat/rules-eastern.js';
import { SOUTHERN_RULES } from '../../validators/vat/rules-southern.js';
import { UNITED_KINGDOM_RULES } from '../../validators/vat/rules-united-kingdom.js';
import { WESTERN_RULES } from '../../validators/vat/rules-western.js';
import { ENGLISH_WORDS } from './english-words.test-data.js';
import { translateMessage } from './messages.js';

/** As vat.ts writes an Invalid number's result_description. */
const described = (message: string) =>
  `The VAT number fails its format or check digits: ${message}`;

const COUNTRIES = [
  ...WESTERN_RULES,
  ...SOUTHERN_RULES,
  ...CENTRAL_RULES,
  ...EASTERN_RULES,
  ...UNITED_KINGDOM_RULES,
].map((rule) => rule.country);

/** Numbers of every length from 1 to 15 in a few layouts, after a prefix. */
function numbersAfter(prefix: string): string[] {
  const numbers: string[] = [];
  for (let length = 1; length <= 15; length++) {
    for (const digits of ['0', '1', '9', '12345678901234567', '98765432109876543']) {
      const body = digits.length === 1 ? digits.repeat(length) : digits.slice(0, length);
      numbers.push(`${prefix}${body}`, `${prefix}A${body.slice(1)}`, `${prefix}${body.slice(1)}B`);
    }
    numbers.push(`${prefix}${'9'.repeat(length - 3 < 0 ? 0 : length - 3)}B01`);
  }
  return [...numbers, `${prefix}GD999`, `${prefix}HA123`, `${prefix}U1234567A`, `${prefix}12/34`];
}

const INPUTS = [
  ...COUNTRIES.flatMap((country) => numbersAfter(country)),
  ...numbersAfter(''),
  ...numbersAfter('US'),
  ...numbersAfter('XX'),
  'NL12345',
  'ATU1234567',
  'XX123',
  'GB12345',
  'NL<i>123</i>',
  'NLNL123456789B01',
  'NL123456789B00',
  'NL000000000B01',
  'CZ91234567',
  '',
  '😀',
];

function failures(): Set<string> {
  const messages = new Set<string>();
  for (const input of INPUTS) {
    const outcome = checkVatNumber(input, 'NL');
    if (!outcome.ok) messages.add(outcome.message);
  }
  return messages;
}

describe('translateMessage of VAT number failures', () => {
  it('says every reason the offline check gives in Dutch', () => {
    const messages = failures();
    expect(messages.size).toBeGreaterThan(40);
    for (const message of messages) {
      const said = translateMessage(described(message), 'nl');
      expect(said, message).toBeDefined();
      // Quoted characters and the country codes aside, no English is left.
      expect(said?.replace(/"[^"]*"/g, '""'), message).not.toMatch(ENGLISH_WORDS);
    }
  });

  it('names the country of a rule in Dutch, with its code', () => {
    const said = [...failures()].map((message) => translateMessage(message, 'nl') ?? '');
    // "btw-nummers van CZ" is no Dutch: a rule names the country ("van Tsjechië (CZ)").
    const bare = said.filter((text) => /\bvan [A-Z]{2}\b(?! \()/.test(text));
    expect(bare).toEqual([]);
    const nl = (input: string) => {
      const outcome = checkVatNumber(input, 'NL');
      return outcome.ok ? undefined : translateMessage(outcome.message, 'nl');
    };
    expect(nl('CZ91234567')).toBe(
      'Btw-nummers van Tsjechië (CZ) met 8 cijfers beginnen nooit met 9',
    );
    expect(nl('NL123456789B00')).toBe('Btw-nummers van Nederland (NL) eindigen nooit op B00');
    expect(nl('EL12')).toBe('Btw-nummers van Griekenland (EL) hebben 9 cijfers na EL');
    expect(nl('XI000000000')).toBe(
      'Btw-nummers van Noord-Ierland (XI) hebben nooit een volgnummer van alleen nullen',
    );
    expect(nl('GBGD999')).toBe(
      'Overheidsdiensten (GD) van het Verenigd Koninkrijk (GB) zijn genummerd 000 tot en met 499, gezondheidsautoriteiten (HA) 500 tot en met 999',
    );
  });

  it('says the reasons of the audit as they are meant', () => {
    const nl = (input: string) => {
      const outcome = checkVatNumber(input, 'NL');
      return outcome.ok ? undefined : translateMessage(described(outcome.message), 'nl');
    };
    const head = 'Het btw-nummer voldoet niet aan de opbouw of de controlecijfers: ';
    expect(nl('NL12345')).toBe(
      `${head}btw-nummers van Nederland (NL) hebben 12 tekens na NL: 9 cijfers, B, 2 cijfers`,
    );
    expect(nl('ATU1234567')).toBe(
      `${head}btw-nummers van Oostenrijk (AT) hebben 9 tekens na AT: U en 8 cijfers`,
    );
    expect(nl('NL<i>123</i>')).toBe(
      `${head}het btw-nummer bevat "<": alleen letters en cijfers zijn toegestaan`,
    );
    expect(nl('GB12345')).toBe(
      `${head}btw-nummers van het Verenigd Koninkrijk (GB) hebben 9 cijfers (12 voor filialen) na GB, of GD of HA en 3 cijfers (GD of HA, 8888 en 5 cijfers in de EU-vorm)`,
    );
    expect(nl('XX123')).toBe(
      `${head}XX is geen btw-landcode van een EU-lidstaat (VIES), XI of GB; het hele nummer is ook geen btw-nummer van Nederland (NL) zonder voorvoegsel (btw-nummers van Nederland (NL) hebben 12 tekens na NL: 9 cijfers, B, 2 cijfers)`,
    );
    expect(nl('12345')).toBe(
      `${head}gelezen als btw-nummer van Nederland (NL), omdat het geen landvoorvoegsel heeft; btw-nummers van Nederland (NL) hebben 12 tekens na NL: 9 cijfers, B, 2 cijfers`,
    );
  });
});
