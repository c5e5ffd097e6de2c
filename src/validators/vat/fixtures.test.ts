import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkVatNumber } from './index.js';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const TEST_VECTORS = new URL('./fixtures/test-vectors/', import.meta.url);

const STATES =
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

/** The number lines of a fixture file: comments (#) and blank lines left out. */
function fixtureLines(url: URL): string[] {
  return readFileSync(url, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function countryFiles(directory: URL): { country: string; lines: string[] }[] {
  return readdirSync(directory)
    .filter((name) => /^[a-z]{2}\.txt$/.test(name))
    .map((name) => ({
      country: name.slice(0, 2).toUpperCase(),
      lines: fixtureLines(new URL(name, directory)),
    }));
}

const REAL = countryFiles(FIXTURES);
const VECTORS = countryFiles(TEST_VECTORS);

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FR_KEY_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The Dutch 11-test (elfproef): weights 9 … 2 and −1 give a multiple of 11. */
function passesElevenTest(rsin: string): boolean {
  const sum = Array.from(rsin).reduce((total, digit, i) => total + Number(digit) * (9 - i), 0);
  return (sum - 2 * Number(rsin.charAt(8))) % 11 === 0;
}

/**
 * Where a valid number's check character is and what else could stand there without breaking the
 * format; undefined where the number has no check character (Czech birth numbers before 1954,
 * short UK department numbers). Written from the national layouts, not from the rules under test.
 */
function checkCharacter(
  country: string,
  number: string,
): { index: number; alphabet: string } | undefined {
  const last = number.length - 1;
  const digitsAt = (index: number) => ({ index, alphabet: DIGITS });
  switch (country) {
    case 'CY':
      return { index: 8, alphabet: LETTERS };
    case 'IE':
      return { index: 7, alphabet: 'ABCDEFGHIJKLMNOPQRSTUVW' };
    case 'ES': {
      const control = number.charAt(8);
      if (/\d/.test(control)) return digitsAt(8);
      // Entities' control letters run from A to J; people's letters use the whole alphabet.
      return { index: 8, alphabet: /^[A-HJNPQRSUVW]/.test(number) ? 'ABCDEFGHIJ' : LETTERS };
    }
    case 'FR':
      return { index: 1, alphabet: /\d/.test(number.charAt(1)) ? DIGITS : FR_KEY_LETTERS };
    case 'NL':
      // Company numbers carry the RSIN's 11-test digit; sole traders' the 2 digits after B.
      return digitsAt(passesElevenTest(number.slice(0, 9)) ? 8 : last);
    case 'SE':
      return digitsAt(9);
    case 'CZ':
      if (number.length === 9 && !number.startsWith('6')) return undefined;
      return digitsAt(last);
    case 'GB':
    case 'XI':
      if (/^(GD|HA)\d{3}$/.test(number)) return undefined;
      return digitsAt(number.length === 12 ? 8 : last);
    default:
      return digitsAt(last);
  }
}

/**
 * Mutations that stay valid because the state accepts more than one check scheme: Bulgarian
 * 10-digit numbers fit any of three schemes (personal, foreigner's, other), Dutch numbers either
 * the 11-test or mod 97 (a changed RSIN check digit can make the whole string 1 mod 97).
 */
const ALSO_VALID_AFTER_MUTATION = new Set<string>([
  // Real numbers.
  'BG7111042920',
  'BG7523169265',
  'BG7523169267',
  'BG7542011035',
  'BG7542011038',
  'BG8032056033',
  'BG8032056035',
  'NL117621723B01',
  // bunq (NL851519945B01) and Praxis (NL004371021B01) with another RSIN check digit: these
  // pass the mod-97 form.
  'NL004371022B01',
  'NL851519940B01',
  // Test vectors.
  'BG0000100159',
  'BG0000100153',
  'BG0041010000',
  'BG0432270008',
  'BG0432270009',
  'BG1234567892',
  'BG9902280000',
  'BG9902280003',
  'NL000000202B01',
  'NL000000105B01',
  'NL822502972B01',
]);

function mutations(country: string, number: string): string[] {
  const place = checkCharacter(country, number);
  if (place === undefined) return [];
  const current = number.charAt(place.index);
  return Array.from(place.alphabet)
    .filter((char) => char !== current)
    .map((char) => `${number.slice(0, place.index)}${char}${number.slice(place.index + 1)}`);
}

describe('real VAT numbers from public references', () => {
  it('cover every member state, XI and GB', () => {
    expect(REAL.map((file) => file.country).sort()).toEqual([...STATES, 'GB', 'XI'].sort());
  });

  it.each(REAL)('$country: every number is valid and keeps its country', ({ country, lines }) => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const outcome = checkVatNumber(line);
      expect(outcome, line).toMatchObject({ ok: true, country, historic: country === 'GB' });
    }
  });

  it.each(REAL)('$country: every changed check digit is invalid', ({ country, lines }) => {
    let mutated = 0;
    for (const line of lines) {
      const valid = checkVatNumber(line);
      if (!valid.ok) throw new Error(`fixture ${line} is invalid`);
      for (const candidate of mutations(country, valid.number)) {
        if (ALSO_VALID_AFTER_MUTATION.has(`${country}${candidate}`)) continue;
        mutated++;
        expect(checkVatNumber(`${country}${candidate}`), candidate).toMatchObject({
          ok: false,
          reason: 'check_digit',
        });
      }
    }
    expect(mutated).toBeGreaterThan(0);
  });
});

describe('mutations that another scheme of the same state accepts', () => {
  it.each([...ALSO_VALID_AFTER_MUTATION])('%s is valid', (vatNumber) => {
    expect(checkVatNumber(vatNumber)).toMatchObject({ ok: true });
  });
});

describe('test vectors from another implementation', () => {
  it.each(VECTORS)('$country: every number is valid', ({ country, lines }) => {
    for (const line of lines) {
      expect(checkVatNumber(line), line).toMatchObject({ ok: true, country });
    }
  });

  it.each(VECTORS)('$country: every changed check digit is invalid', ({ country, lines }) => {
    for (const line of lines) {
      const valid = checkVatNumber(line);
      if (!valid.ok) throw new Error(`fixture ${line} is invalid`);
      for (const candidate of mutations(country, valid.number)) {
        if (ALSO_VALID_AFTER_MUTATION.has(`${country}${candidate}`)) continue;
        expect(checkVatNumber(`${country}${candidate}`), candidate).toMatchObject({
          ok: false,
          reason: 'check_digit',
        });
      }
    }
  });
});

describe('invalid numbers from public references', () => {
  const rows = fixtureLines(new URL('invalid.txt', FIXTURES)).map((line) => {
    const [reason, input] = line.split('\t');
    return { reason, input };
  });

  it('are a sizeable list', () => {
    expect(rows.length).toBeGreaterThan(100);
  });

  it.each(rows)('$input: $reason', ({ reason, input }) => {
    expect(checkVatNumber(input ?? '')).toMatchObject({ ok: false, reason });
  });
});
