import { describe, expect, it } from 'vitest';
import { foldTokens } from './fold.js';
import { findLegalForms, LEGAL_FORMS, legalFormCode } from './legal-forms.js';
import { normaliseName } from './name.js';
import { transliterate } from './transliterate.js';

/** The forms found in a company name, as "code@start+length". */
const forms = (name: string): string[] =>
  findLegalForms(foldTokens(transliterate(name))).map((f) => `${f.code}@${f.start}+${f.length}`);

describe('legalFormCode', () => {
  it.each([
    // The Netherlands and Belgium.
    [
      'bv',
      [
        'B.V.',
        'BV',
        'b.v.',
        'B. V.',
        'besloten vennootschap',
        'Besloten Vennootschap met beperkte aansprakelijkheid',
      ],
    ],
    ['nv', ['N.V.', 'NV', 'naamloze vennootschap']],
    ['vof', ['V.O.F.', 'VOF', 'vennootschap onder firma']],
    ['cv', ['C.V.', 'CV', 'commanditaire vennootschap']],
    ['stichting', ['Stichting']],
    ['vereniging', ['Vereniging']],
    ['cooperatie', ['Coöperatie', 'Cooperatie', 'Coöperatie U.A.', 'Cooperatie W.A.']],
    ['eenmanszaak', ['Eenmanszaak']],
    // German-speaking countries.
    [
      'gmbh',
      [
        'GmbH',
        'G.m.b.H.',
        'Gesellschaft mit beschränkter Haftung',
        'GESELLSCHAFT MIT BESCHRÄNKTER HAFTUNG',
      ],
    ],
    ['ag', ['AG', 'Aktiengesellschaft']],
    ['kg', ['KG', 'Kommanditgesellschaft']],
    ['ohg', ['OHG', 'oHG']],
    ['ug', ['UG', 'UG (haftungsbeschränkt)']],
    ['ev', ['e.V.', 'eV', 'eingetragener Verein']],
    ['gmbhcokg', ['GmbH & Co. KG', 'GmbH & Co KG', 'GmbH und Co. KG']],
    // English-speaking countries.
    ['ltd', ['Ltd', 'Ltd.', 'LTD', 'Limited', 'Co., Ltd.', 'Co. Ltd', 'Company Limited']],
    ['plc', ['PLC', 'plc', 'P.L.C.', 'Public Limited Company']],
    ['llc', ['LLC', 'L.L.C.', 'Limited Liability Company', 'ذ.م.م', 'ش.م.م']],
    ['llp', ['LLP', 'L.L.P.', 'Limited Liability Partnership']],
    ['lp', ['LP', 'L.P.', 'Limited Partnership']],
    ['inc', ['Inc', 'Inc.', 'INC', 'Incorporated']],
    ['corp', ['Corp', 'Corp.', 'Corporation']],
    ['co', ['Co', 'Co.', 'Company']],
    ['ptyltd', ['Pty Ltd', 'Pty. Ltd.', '(Pty) Ltd', 'Proprietary Limited']],
    ['pteltd', ['Pte Ltd', 'Pte. Ltd.']],
    // Romance languages.
    ['sa', ['S.A.', 'SA', 'S/A', 'Sociedad Anónima', 'Société Anonyme', 'sociedad anonima']],
    ['sl', ['S.L.', 'SL', 'Sociedad Limitada']],
    ['sarl', ['SARL', 'S.A.R.L.', 'S.à r.l.', 'Société à responsabilité limitée']],
    ['sas', ['SAS', 'S.A.S.']],
    ['spa', ['S.p.A.', 'SpA', 'SPA', 'Società per Azioni']],
    ['srl', ['S.r.l.', 'SRL', 'Srl']],
    ['sadecv', ['S.A. de C.V.', 'SA de CV']],
    // The Nordic countries.
    ['as', ['A/S', 'AS', 'A.S.', 'a.s.', 'Aksjeselskap', 'A.Ş.']],
    ['aps', ['ApS', 'Anpartsselskab']],
    ['ab', ['AB', 'Aktiebolag', 'AB (publ)']],
    ['oy', ['Oy', 'Osakeyhtiö']],
    ['asa', ['ASA']],
    // Central and Eastern Europe.
    [
      'spzoo',
      ['Sp. z o.o.', 'sp. z o.o.', 'Sp. z.o.o.', 'spółka z ograniczoną odpowiedzialnością'],
    ],
    ['sro', ['s.r.o.', 'spol. s r.o.']],
    ['kft', ['Kft', 'Kft.']],
    ['zrt', ['Zrt.', 'ZRT']],
    ['doo', ['d.o.o.', 'D.O.O.', 'д.о.о.']],
    // Russia and the former Soviet Union.
    ['ooo', ['OOO', 'ООО', 'ooo', 'Общество с ограниченной ответственностью']],
    ['oao', ['OAO', 'ОАО', 'Открытое акционерное общество']],
    ['zao', ['ZAO', 'ЗАО']],
    ['pao', ['PAO', 'ПАО', 'Публичное акционерное общество']],
    ['ao', ['AO', 'АО', 'Акционерное общество']],
    ['too', ['ТОО', 'TOO']],
    ['jsc', ['JSC', 'Joint Stock Company', 'Joint-Stock Company']],
    ['ojsc', ['OJSC', 'Open Joint Stock Company']],
    ['cjsc', ['CJSC', 'Closed Joint-Stock Company']],
    ['pjsc', ['PJSC', 'Public Joint Stock Company']],
    // The Middle East, Asia.
    ['fze', ['FZE', 'Free Zone Establishment']],
    ['fzco', ['FZCO', 'FZC']],
    ['sdnbhd', ['Sdn Bhd', 'Sdn. Bhd.', 'Sendirian Berhad']],
    ['bhd', ['Bhd', 'Berhad']],
    ['pt', ['PT', 'P.T.', 'Perseroan Terbatas']],
    ['tbk', ['Tbk', 'Tbk.']],
    ['kk', ['KK', 'K.K.', 'Kabushiki Kaisha', '株式会社']],
    ['ae', ['A.E.', 'Α.Ε.', 'ΑΕ']],
  ])('%s: %j', (code, variants) => {
    for (const variant of variants)
      expect([variant, legalFormCode(variant)]).toEqual([variant, code]);
  });

  it('gives nothing for text that is not wholly a legal form', () => {
    expect(legalFormCode('Acme B.V.')).toBeUndefined();
    expect(legalFormCode('Holding')).toBeUndefined();
    expect(legalFormCode('')).toBeUndefined();
  });

  it('maps every written form of the table to its own code (no two codes share one)', () => {
    const clashes: string[] = [];
    for (const [code, written] of Object.entries(LEGAL_FORMS)) {
      for (const variant of written.split('|')) {
        const found = legalFormCode(variant);
        if (found !== code) clashes.push(`${variant}: ${code} vs ${String(found)}`);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('findLegalForms', () => {
  it('finds forms at the end, at the start and inside a name, longest first', () => {
    expect(forms('Koninklijke Philips N.V.')).toEqual(['nv@2+2']);
    expect(forms('ООО Ромашка')).toEqual(['ooo@0+1']);
    expect(forms('Acme Besloten Vennootschap')).toEqual(['bv@1+2']);
    expect(forms('Samsung Electronics Co., Ltd.')).toEqual(['ltd@2+2']);
    expect(forms('Müller GmbH & Co. KG')).toEqual(['gmbhcokg@1+3']);
    expect(forms('PT Bank Mandiri (Persero) Tbk')).toEqual(['pt@0+1', 'tbk@4+1']);
    expect(forms('Gazprom PJSC Holding')).toEqual(['pjsc@1+1']);
    expect(forms('Acme Holding')).toEqual([]);
  });

  it('takes single letters for a form only where they end the name', () => {
    expect(forms('Acme S.A.')).toEqual(['sa@1+2']);
    expect(forms('S. A. Smith')).toEqual([]);
    expect(forms('A.S. Watson Group')).toEqual([]);
    expect(forms('J. V. de Groot B.V.')).toEqual(['bv@4+2']);
    expect(forms('Acme B.V. i.o.')).toEqual([]);
    expect(forms('Acme L.L.C.')).toEqual(['llc@1+3']);
    expect(forms('Acme S.A. de C.V.')).toEqual(['sadecv@1+5']);
    // P.T. leads Indonesian names.
    expect(forms('P.T. Bank Mandiri')).toEqual(['pt@0+2']);
  });

  it('reads the letters of a form written with dots or spaces between them as the form', () => {
    expect(forms('Golden Crescent Trading F.Z.E.')).toEqual(['fze@3+3']);
    expect(forms('Golden Crescent Trading F.Z.E')).toEqual(['fze@3+3']);
    expect(forms('Golden Crescent Trading F Z E')).toEqual(['fze@3+3']);
    expect(forms('Blue Horizon Shipping L.t.d.')).toEqual(['ltd@3+3']);
    expect(forms('Severny Veter O.O.O.')).toEqual(['ooo@2+3']);
    expect(forms('Acme F.Z.-L.L.C.')).toEqual(['fzllc@1+5']);
    expect(forms('Acme A.O.')).toEqual(['ao@1+2']);
    // Written as phrases the table holds, the longer reading wins.
    expect(forms('Acme S.A. de C.V.')).toEqual(['sadecv@1+5']);
    // Inside a name, single letters are initials.
    expect(forms('Smith F.Z.E. Trading')).toEqual([]);
    expect(forms('J. D. Smith')).toEqual([]);
    expect(legalFormCode('F.Z.E.')).toBe('fze');
    expect(legalFormCode('L t d')).toBe('ltd');
  });

  it('reads a form of three letters or more written letter by letter at the start as the form', () => {
    // Russian practice puts ООО first, and so do registers writing it in Latin letters.
    expect(forms('O.O.O. Severny Veter')).toEqual(['ooo@0+3']);
    expect(forms('O O O Severny Veter')).toEqual(['ooo@0+3']);
    expect(forms('Z.A.O. Severny Veter')).toEqual(['zao@0+3']);
    expect(forms('F.Z.E. Golden Crescent Trading')).toEqual(['fze@0+3']);
    expect(forms('O.O.O. Severny Veter L.L.C.')).toEqual(['ooo@0+3', 'llc@5+3']);
    // Two letters at the start are as often a person's initials (A.S. Watson, A.O. Smith).
    expect(forms('A.S. Watson Group')).toEqual([]);
    expect(forms('A.O. Smith Corporation')).toEqual(['corp@3+1']);
    expect(forms('S. A. Smith')).toEqual([]);
  });

  it('reads B.V. and N.V. at the start as the form where no form ends the name', () => {
    expect(forms('B.V. Pinas Makelaars')).toEqual(['bv@0+2']);
    expect(forms('B V Pinas Makelaars')).toEqual(['bv@0+2']);
    expect(forms('N.V. Nederlandsche Spoorwegen')).toEqual(['nv@0+2']);
    expect(forms('BV Pinas Makelaars')).toEqual(['bv@0+1']);
    expect(forms('V.O.F. Smits & van der Wal')).toEqual(['vof@0+3']);
    // A name bears one form: before another, the letters are a person's initials.
    expect(forms('B.V. Jansen Holding B.V.')).toEqual(['bv@4+2']);
    expect(forms('N.V. Jansen Holding B.V.')).toEqual(['bv@4+2']);
    // Other two-letter forms at the start stay initials.
    expect(forms('A.S. Watson Group')).toEqual([]);
    expect(forms('C.V. Raman Trading')).toEqual([]);
  });

  it('finds a form holding "en" or "und", which a name\'s words drop between words', () => {
    const read = (name: string) =>
      normaliseName(name, 'company').tokens.map((t) => `${t.text}:${t.kind}`);
    expect(read('Dupont société en nom collectif')).toEqual(['dupont:word', 'snc:legal']);
    expect(read('Dupont et Fils S.N.C.')).toEqual(['dupont:word', 'fils:word', 'snc:legal']);
    expect(read('Müller GmbH und Co. KG')).toEqual(['muller:word', 'gmbhcokg:legal']);
  });

  it('reads every abbreviation of the table written letter by letter with dots', () => {
    const missed: string[] = [];
    for (const [code, written] of Object.entries(LEGAL_FORMS)) {
      for (const variant of written.split('|')) {
        const [letters, ...more] = foldTokens(transliterate(variant));
        if (letters === undefined || more.length > 0 || !/^[a-z]{2,5}$/.test(letters)) continue;
        const dotted = letters.replace(/[a-z]/g, (letter) => `${letter.toUpperCase()}.`);
        const found = forms(`Acme Trading ${dotted}`);
        if (found.join() !== `${code}@2+${letters.length}`)
          missed.push(`${dotted}: ${found.join()}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it('scans a long token list in one pass', () => {
    const tokens = Array.from({ length: 20_000 }, (_, i) => (i % 3 === 0 ? 'co' : 'b'));
    const found = findLegalForms(tokens);
    expect(found.length).toBeGreaterThan(6000);
  });
});
