import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NameToken, SubjectKind } from '../types.js';
import { nameTokens, normaliseIdentifier, normaliseName, normaliseNameVariants } from './index.js';

/** Characters that do not show (invisible.test.ts has them named). */
const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u034f',
  '\u061c',
  '\u202e',
].map((ch) => [`U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase()}`, ch] as const);

const texts = (raw: string, kind: SubjectKind = 'person'): string[] =>
  normaliseName(raw, kind).tokens.map((t) => t.text);
const shown = (raw: string, kind: SubjectKind = 'any'): string[] =>
  normaliseName(raw, kind).tokens.map((t) => `${t.text}:${t.kind}`);
const keys = (raw: string, kind: SubjectKind = 'person'): string[] =>
  normaliseName(raw, kind).tokens.map((t) => t.phonetic);

describe('normaliseName', () => {
  it.each(INVISIBLE)('reads a name with %s in it as the name without', (_, ch) => {
    expect(nameTokens(`Cla${ch}es`)).toEqual(['claes']);
    expect(shown(`Ann Cla${ch}es`, 'person')).toEqual(shown('Ann Claes', 'person'));
    expect(shown(`We${ch}ber Invest A${ch}G`, 'company')).toEqual(
      shown('Weber Invest AG', 'company'),
    );
    // Inside a word of another script too: it is transliterated as one word.
    expect(texts(`Пу${ch}тин`)).toEqual(texts('Путин'));
    // Nor does it make a Korean family name written first, which U+FEFF did (\s takes it).
    expect(texts(`Kim${ch}Jong-un`)).toEqual(texts('KimJong-un'));
    expect(texts(ch)).toEqual([]);
  });

  it('keeps the name as given', () => {
    expect(normaliseName('  Dr. Jan de Vries ', 'person').original).toBe('  Dr. Jan de Vries ');
  });

  it('folds diacritics', () => {
    expect(texts('Müller')).toEqual(texts('Muller'));
    expect(texts('José Martí')).toEqual(['jose', 'marti']);
    expect(texts('Łódź')).toEqual(['lodz']);
    expect(texts('Ørsted A/S', 'company')).toEqual(['orsted', 'as']);
    expect(texts('Straße')).toEqual(['strasse']);
    expect(texts("Seán O'Brien-Smith")).toEqual(['sean', 'obrien', 'smith']);
  });

  it('transliterates Cyrillic, Greek, Arabic, Hebrew and Hangul', () => {
    expect(texts('Владимир Путин')).toEqual(['vladimir', 'putin']);
    expect(texts('Олександр Зінченко')).toEqual(['oleksandr', 'zinchenko']);
    expect(texts('Їжак Євгенія')).toEqual(['yizhak', 'yevheniia']);
    expect(texts('Αλέξης Τσίπρας')).toEqual(['alexis', 'tsipras']);
    expect(texts('محمد')).toEqual(['mhmd']);
    expect(texts('בנימין נתניהו')).toEqual(['bnimin', 'ntniho']);
    // A Korean name is written family name first; the scorer reads the last part as it.
    expect(texts('김정은')).toEqual(['jeong', 'eun', 'kim']);
  });

  it('gives transliterated names the phonetic keys of their Latin spellings', () => {
    expect(keys('محمد')).toEqual(keys('Mohammed'));
    expect(keys('أحمد يوسف')).toEqual(keys('Ahmed Yousef'));
    expect(keys('أسامة بن لادن')).toEqual(keys('Usama bin Laden'));
    expect(keys('صدام حسين')).toEqual(keys('Saddam Hussein'));
    expect(keys('בנימין נתניהו')).toEqual(keys('Binyamin Netanyahu'));
    expect(keys('김정은')).toEqual(keys('Jong Un Kim'));
    expect(keys('Владимир Зеленский')).toEqual(keys('Volodymyr Zelenskyy'));
  });

  it('drops honorifics from persons only', () => {
    expect(texts('Dr. Jan de Vries')).toEqual(['jan', 'de', 'vries']);
    expect(texts('Sheikh Mohammed bin Rashid')).toEqual(['mohammed', 'bin', 'rashid']);
    expect(texts('Mr')).toEqual(['mr']);
    expect(texts('Dr. Oetker GmbH', 'company')).toEqual(['dr', 'oetker', 'gmbh']);
  });

  it('turns a person name written "SURNAME, Given" round', () => {
    expect(texts('PUTIN, Vladimir Vladimirovich')).toEqual(['vladimir', 'vladimirovich', 'putin']);
    expect(texts('Smith, Dr. John')).toEqual(['john', 'smith']);
    expect(texts('ПУТИН, Владимир')).toEqual(['vladimir', 'putin']);
    expect(texts('Smith,')).toEqual(['smith']);
    expect(texts(', John')).toEqual(['john']);
    // Companies keep their commas' order.
    expect(texts('Samsung Electronics Co., Ltd.', 'company')).toEqual([
      'samsung',
      'electronics',
      'ltd',
    ]);
  });

  it('classifies initials', () => {
    expect(shown('J. A. Smith', 'person')).toEqual(['j:initial', 'a:initial', 'smith:word']);
    expect(shown('J.A. Smith', 'person')).toEqual(['j:initial', 'a:initial', 'smith:word']);
    expect(shown('J Smith', 'person')).toEqual(['j:initial', 'smith:word']);
    // Initials run together, as registers write them; not a family name, nor Ng or Md.
    expect(shown('PJ de Vries', 'person')).toEqual([
      'p:initial',
      'j:initial',
      'de:word',
      'vries:word',
    ]);
    expect(shown('DE VRIES, HJM', 'person')).toEqual([
      'h:initial',
      'j:initial',
      'm:initial',
      'de:word',
      'vries:word',
    ]);
    expect(shown('Kim Seng NG', 'person')).toEqual(['kim:word', 'seng:word', 'ng:word']);
    expect(shown('Md Abdul Karim', 'person')).toEqual(['md:word', 'abdul:word', 'karim:word']);
    expect(shown('PJ', 'person')).toEqual(['pj:word']);
    expect(shown('PJ Holding', 'company')).toEqual(['pj:word', 'holding:word']);
    expect(normaliseName('J. Smith', 'person').tokens[0]?.phonetic).toBe('');
  });

  it('keeps numbers significant', () => {
    expect(shown('Bank No. 1')).toEqual(['bank:word', '1:number']);
    expect(shown('Bank Nr 1')).toEqual(shown('Bank No. 1'));
    expect(shown('Bank № 1')).toEqual(shown('Bank No. 1'));
    expect(shown('Bank 2')).toEqual(['bank:word', '2:number']);
    expect(shown('Mine No')).toEqual(['mine:word', 'no:word']);
    expect(shown('Plant 007')).toEqual(['plant:word', '007:number']);
    expect(shown('X5 Retail', 'company')).toEqual(['x5:word', 'retail:word']);
  });

  it('recognises legal forms in company names and names of unknown kind', () => {
    expect(shown('Acme B.V.', 'company')).toEqual(['acme:word', 'bv:legal']);
    expect(shown('Acme BV')).toEqual(['acme:word', 'bv:legal']);
    expect(shown('Acme Besloten Vennootschap')).toEqual(['acme:word', 'bv:legal']);
    expect(shown('ООО «Ромашка»')).toEqual(['ooo:legal', 'romashka:word']);
    expect(shown('OOO Romashka')).toEqual(shown('ООО «Ромашка»'));
    expect(shown('Romashka L.L.C.')).toEqual(['romashka:word', 'llc:legal']);
    expect(shown('Müller GmbH & Co. KG')).toEqual(['muller:word', 'gmbhcokg:legal']);
    expect(shown('PT Bank Mandiri (Persero) Tbk', 'company')).toEqual([
      'pt:legal',
      'bank:word',
      'mandiri:word',
      'persero:word',
      'tbk:legal',
    ]);
    expect(normaliseName('Acme Ltd', 'company').tokens[1]?.phonetic).toBe('');
  });

  it('drops a leading "the" from company names, while a word is left', () => {
    expect(texts('The Crescent Bank', 'company')).toEqual(['crescent', 'bank']);
    expect(texts('THE CRESCENT BANK PLC', 'company')).toEqual(['crescent', 'bank', 'plc']);
    expect(texts('The Bank', 'company')).toEqual(['bank']);
    expect(texts('The', 'company')).toEqual(['the']);
    // Only a leading one: inside a name it stays a word.
    expect(texts('Bank of the East', 'company')).toEqual(['bank', 'of', 'the', 'east']);
  });

  it('leaves legal forms alone in persons names', () => {
    expect(shown('Jan B.V. Smit', 'person')).toEqual([
      'jan:word',
      'b:initial',
      'v:initial',
      'smit:word',
    ]);
  });

  it('gives no tokens for empty or punctuation-only input', () => {
    for (const kind of ['person', 'company', 'any'] as const) {
      expect(normaliseName('', kind).tokens).toEqual([]);
      expect(normaliseName(' .,-/&!?«» ', kind).tokens).toEqual([]);
      expect(normaliseName(',', kind).tokens).toEqual([]);
    }
  });

  it('normalises 10,000 characters in linear time', () => {
    const unit = 'Владимир محمد Müller-Lüdenscheidt GmbH 42 J. ';
    const long = unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000);
    const started = performance.now();
    const name = normaliseName(long, 'any');
    const elapsed = performance.now() - started;
    expect(name.tokens.length).toBeGreaterThan(1500);
    expect(name.tokens.filter((t) => t.kind === 'legal').length).toBeGreaterThan(150);
    // Generous: a quadratic pass over 10,000 characters would take far longer.
    expect(elapsed).toBeLessThan(1000);
    const person = normaliseName(`${'Mr '.repeat(3000)}Smith, ${'J. '.repeat(300)}`, 'person');
    expect(person.tokens.at(-1)?.text).toBe('smith');
  });

  it('makes well-formed tokens of any input', () => {
    const kinds = new Set(['word', 'initial', 'legal', 'number']);
    const wellFormed = (t: NameToken): boolean =>
      t.text !== '' &&
      !/\s/.test(t.text) &&
      t.text === t.text.toLowerCase() &&
      kinds.has(t.kind) &&
      (t.kind === 'word') === (t.phonetic !== '');
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom<SubjectKind>('person', 'company', 'any'),
        (raw, kind) => normaliseName(raw, kind).tokens.every(wellFormed),
      ),
      { numRuns: 500 },
    );
  });
});

describe('normaliseNameVariants', () => {
  const variants = (raw: string, kind: SubjectKind = 'person') =>
    normaliseNameVariants(raw, kind).map((name) => name.tokens.map((t) => t.text).join(' '));

  it('also keeps a title that may be the family name written first beside one given name', () => {
    expect(variants('Sheikh Imran')).toEqual(['imran', 'sheikh imran']);
    expect(variants('Haji Hamid')).toEqual(['hamid', 'haji hamid']);
  });

  it('drops titles only where more of the name is left, or the title is none', () => {
    expect(variants('Sheikh Mohammed bin Rashid')).toEqual(['mohammed bin rashid']);
    expect(variants('Imran Sheikh')).toEqual(['imran sheikh']);
    expect(variants('Dr. Jan de Vries')).toEqual(['jan de vries']);
    expect(variants('Sheikh Imran', 'company')).toEqual(['sheikh imran']);
  });
});

describe('normaliseIdentifier', () => {
  it('keeps upper-case letters and digits', () => {
    expect(normaliseIdentifier('nl 8547.90-123 b01')).toBe('NL854790123B01');
  });
});
