import { describe, expect, it } from 'vitest';
import { checkVatNumber, normaliseVatInput } from './index.js';

/**
 * Per country: a real number, and the same number with a wrong check digit, a wrong length and
 * a wrong format.
 */
const EXAMPLES: [
  country: string,
  valid: string,
  checkDigit: string,
  length: string,
  format: string,
][] = [
  ['AT', 'ATU13585627', 'ATU13585626', 'ATU135856271', 'ATU1358562X'],
  ['BE', 'BE0428759497', 'BE0428759496', 'BE04287594971', 'BE04287594X7'],
  ['BG', 'BG175074752', 'BG175074751', 'BG17507475', 'BG17507475X'],
  ['CY', 'CY10259033P', 'CY10259033Z', 'CY10259033', 'CY102590339'],
  ['CZ', 'CZ25123891', 'CZ25123890', 'CZ2512389', 'CZ2512389X'],
  ['DE', 'DE136695976', 'DE136695978', 'DE13669597', 'DE13669597X'],
  ['DK', 'DK13585628', 'DK13585627', 'DK1358562', 'DK1358562X'],
  ['EE', 'EE100594102', 'EE100594103', 'EE10059410', 'EE10059410X'],
  ['EL', 'EL094259216', 'EL094259217', 'EL0942592161', 'EL09425921X'],
  ['ES', 'ESB64717838', 'ESB64717839', 'ESB6471783', 'ES164717838'],
  ['FI', 'FI20774740', 'FI20774741', 'FI2077474', 'FI2077474X'],
  ['FR', 'FR40303265045', 'FR41303265045', 'FR4030326504', 'FR4030326504X'],
  ['HR', 'HR33392005961', 'HR33392005962', 'HR3339200596', 'HR3339200596X'],
  ['HU', 'HU12892312', 'HU12892313', 'HU1289231', 'HU1289231X'],
  ['IE', 'IE6433435F', 'IE6433435E', 'IE643343', 'IE64334351'],
  ['IT', 'IT00743110157', 'IT00743110158', 'IT0074311015', 'IT0074311015X'],
  ['LT', 'LT119511515', 'LT119511516', 'LT11951151', 'LT11951151X'],
  ['LU', 'LU15027442', 'LU15027443', 'LU1502744', 'LU1502744X'],
  ['LV', 'LV40003521600', 'LV40003521601', 'LV4000352160', 'LV4000352160X'],
  ['MT', 'MT11679112', 'MT11679113', 'MT1167911', 'MT1167911X'],
  ['NL', 'NL004495445B01', 'NL004495446B01', 'NL004495445B012', 'NL004495445C01'],
  ['PL', 'PL8567346215', 'PL8567346216', 'PL856734621', 'PL856734621X'],
  ['PT', 'PT501964843', 'PT501964842', 'PT50196484', 'PT50196484X'],
  ['RO', 'RO18547290', 'RO18547291', 'RO1', 'RO1854729X'],
  ['SE', 'SE390806051401', 'SE390806051501', 'SE39080605140', 'SE3908060514O1'],
  ['SI', 'SI50223054', 'SI50223055', 'SI5022305', 'SI5022305X'],
  ['SK', 'SK2022749619', 'SK2022749618', 'SK202274961', 'SK202274961X'],
  ['GB', 'GB980780684', 'GB980780685', 'GB98078068', 'GB98078068X'],
  ['XI', 'XI432525179', 'XI432525178', 'XI43252517', 'XI43252517X'],
];

describe('checkVatNumber, for every member state, XI and GB', () => {
  it('covers the 27 member states, XI and GB', () => {
    expect(new Set(EXAMPLES.map(([country]) => country)).size).toBe(29);
  });

  it.each(EXAMPLES)('%s: accepts a real number', (country, valid) => {
    const number = valid.slice(2);
    expect(checkVatNumber(valid)).toEqual({
      ok: true,
      country,
      number,
      vatNumber: valid,
      historic: country === 'GB',
    });
    expect(checkVatNumber(number, country)).toMatchObject({ ok: true, vatNumber: valid });
  });

  it.each(EXAMPLES)('%s: rejects a wrong check digit', (country, _, checkDigit) => {
    expect(checkVatNumber(checkDigit)).toMatchObject({ ok: false, country, reason: 'check_digit' });
  });

  it.each(EXAMPLES)('%s: rejects a wrong length', (country, _v, _c, length) => {
    const outcome = checkVatNumber(length);
    expect(outcome).toMatchObject({ ok: false, country, reason: 'length' });
    expect(outcome.ok || outcome.message).toMatch(new RegExp(`^${country} VAT numbers have `));
  });

  it.each(EXAMPLES)('%s: rejects a wrong format', (country, _v, _c, _l, format) => {
    expect(checkVatNumber(format)).toMatchObject({ ok: false, country, reason: 'format' });
  });

  it.each(EXAMPLES)('%s: rejects a repeated prefix', (country, valid) => {
    expect(checkVatNumber(`${country}${valid}`)).toEqual({
      ok: false,
      country,
      reason: 'duplicated_prefix',
      message: `the country prefix ${country} is repeated`,
    });
    expect(checkVatNumber(`${country} ${country}-${valid.slice(2)}`)).toMatchObject({
      reason: 'duplicated_prefix',
    });
  });
});

describe('checkVatNumber', () => {
  it('normalises case, spaces, dots, dashes and slashes', () => {
    expect(normaliseVatInput(' nl 0044.9544-5/b01 ')).toBe('NL004495445B01');
    expect(normaliseVatInput('DE\u2013136\u00a0695\t976')).toBe('DE136695976');
    // Full-width characters and invisible ones, as pasted from some documents.
    expect(normaliseVatInput('ＮＬ８０００４７１１４Ｂ０１')).toBe('NL800047114B01');
    expect(normaliseVatInput('NL\u200b800047114\u2060B01')).toBe('NL800047114B01');
    expect(checkVatNumber('ＮＬ８０００４７１１４Ｂ０１', 'NL').ok).toBe(true);
    expect(checkVatNumber(' nl 0044.9544-5/b01 ')).toMatchObject({
      ok: true,
      number: '004495445B01',
      vatNumber: 'NL004495445B01',
    });
  });

  it('reads GR as EL', () => {
    expect(checkVatNumber('GR 094259216')).toMatchObject({
      ok: true,
      country: 'EL',
      vatNumber: 'EL094259216',
    });
    expect(checkVatNumber('094259216', 'gr')).toMatchObject({ ok: true, country: 'EL' });
  });

  it('reports repeated Greek and Austrian prefixes in their other spellings', () => {
    for (const input of ['GREL094259216', 'ELGR094259216', 'GRGR094259216', 'ATUATU13585627']) {
      expect(checkVatNumber(input), input).toMatchObject({ reason: 'duplicated_prefix' });
    }
  });

  it('reports the issue examples of repeated prefixes', () => {
    expect(checkVatNumber('NLNL123456789B01')).toMatchObject({ reason: 'duplicated_prefix' });
    expect(checkVatNumber('DEDE123456789')).toMatchObject({ reason: 'duplicated_prefix' });
  });

  it('applies the default country only to numbers without a prefix', () => {
    expect(checkVatNumber('004495445B01', 'NL')).toMatchObject({ ok: true, country: 'NL' });
    expect(checkVatNumber('004495445B01', 'nl')).toMatchObject({ ok: true, country: 'NL' });
    expect(checkVatNumber('DE136695976', 'NL')).toMatchObject({ ok: true, country: 'DE' });
    // UK department numbers and French alphanumeric keys start with letters that are no prefix.
    expect(checkVatNumber('GD100', 'GB')).toMatchObject({ ok: true, vatNumber: 'GBGD100' });
    expect(checkVatNumber('K7399859412', 'FR')).toMatchObject({ ok: true, country: 'FR' });
  });

  it('says that a number that does not fit was read with the default country', () => {
    expect(checkVatNumber('395717713', 'NL')).toEqual({
      ok: false,
      country: 'NL',
      reason: 'length',
      message:
        'read as a VAT number of the Netherlands (NL) because it has no country prefix; NL VAT numbers have 12 characters after NL: 9 digits, B, 2 digits',
    });
    expect(checkVatNumber('004495446B01', 'NL')).toEqual({
      ok: false,
      country: 'NL',
      reason: 'check_digit',
      message:
        'read as a VAT number of the Netherlands (NL) because it has no country prefix; the check digit does not match',
    });
  });

  it('names a letter prefix that is no VAT country code, also with a default country', () => {
    expect(checkVatNumber('US123456789', 'NL')).toEqual({
      ok: false,
      reason: 'unknown_country',
      message:
        'US is not a VAT country code of an EU member state (VIES), XI or GB; nor is the whole number a VAT number of the Netherlands (NL) without a prefix (NL VAT numbers have 12 characters after NL: 9 digits, B, 2 digits)',
    });
    const swiss = checkVatNumber('CHE-116.281.710', 'NL');
    expect(swiss).toMatchObject({ ok: false, reason: 'unknown_country' });
    expect(swiss.ok || swiss.message).toMatch(/^CH is not a VAT country code/);
    // Letters that the default country's numbers may start with are still read as its numbers.
    expect(checkVatNumber('K7399859412', 'FR')).toMatchObject({ ok: true, country: 'FR' });
  });

  it('rejects a default country that has no VAT rule here', () => {
    expect(checkVatNumber('123456789', 'US')).toEqual({
      ok: false,
      reason: 'unknown_country',
      message: 'the default country US is not an EU member state, XI or GB',
    });
  });

  it('rejects unknown prefixes and numbers without one', () => {
    expect(checkVatNumber('US123456789')).toEqual({
      ok: false,
      reason: 'unknown_country',
      message: 'US is not a VAT country code of an EU member state (VIES), XI or GB',
    });
    // EU is the prefix of the non-union OSS scheme, which VIES does not check.
    expect(checkVatNumber('EU372022452')).toMatchObject({ reason: 'unknown_country' });
    expect(checkVatNumber('CHE116281710')).toMatchObject({ reason: 'unknown_country' });
    expect(checkVatNumber('123456789')).toEqual({
      ok: false,
      reason: 'unknown_country',
      message: 'the VAT number has no country prefix and no default country was given',
    });
  });

  it.each(['', '   ', ' .-/ '])('rejects empty input %j', (input) => {
    expect(checkVatNumber(input)).toEqual({
      ok: false,
      reason: 'empty',
      message: 'the VAT number is empty',
    });
  });

  it('rejects a prefix alone by its length', () => {
    expect(checkVatNumber('NL')).toEqual({
      ok: false,
      country: 'NL',
      reason: 'length',
      message: 'NL VAT numbers have 12 characters after NL: 9 digits, B, 2 digits',
    });
  });

  it('rejects characters that are never part of a VAT number', () => {
    expect(checkVatNumber('BE 0220,764.971')).toEqual({
      ok: false,
      country: 'BE',
      reason: 'format',
      message: 'the VAT number contains ",": only letters and digits are allowed',
    });
    expect(checkVatNumber('DK: 21599336')).toMatchObject({ reason: 'format' });
    // An emoji is quoted whole: half a surrogate pair is no string JSON can carry.
    const emoji = checkVatNumber('NL\u{1F600}');
    expect(emoji).toMatchObject({
      message: 'the VAT number contains "\u{1F600}": only letters and digits are allowed',
    });
    expect(JSON.stringify(emoji)).not.toMatch(/\\ud83d/i);
  });

  it('says the check digit does not match', () => {
    expect(checkVatNumber('DE136695978')).toMatchObject({
      message: 'the check digit does not match',
    });
  });

  it('marks GB numbers historic and XI numbers current', () => {
    expect(checkVatNumber('GB980780684')).toMatchObject({ ok: true, historic: true });
    expect(checkVatNumber('GBGD100')).toMatchObject({ ok: true, historic: true });
    expect(checkVatNumber('XI980780684')).toMatchObject({ ok: true, historic: false });
  });
});
