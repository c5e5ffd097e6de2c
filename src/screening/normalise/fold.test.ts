import { describe, expect, it } from 'vitest';
import { fold, foldTokens } from './fold.js';

describe('fold', () => {
  it.each([
    ['Müller', 'muller'],
    ['Muller', 'muller'],
    ['José', 'jose'],
    ['Łódź', 'lodz'],
    ['Ørsted', 'orsted'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['Æsir Þór', 'aesir thor'],
    ['Œuvre', 'oeuvre'],
    ['Đorđe', 'dorde'],
    ['Iğdır', 'igdir'],
    ['İstanbul', 'istanbul'],
    ['Nguyễn Tấn Dũng', 'nguyen tan dung'],
    ['Ahmədov', 'ahmedov'],
    ['Ｆｕｌｌｗｉｄｔｈ １２', 'fullwidth 12'],
    ['ﬁnance', 'finance'],
    ["O'Brien", 'obrien'],
    ['O’Brien', 'obrien'],
    ['Ja`far', 'jafar'],
    ['Jean-Pierre', 'jean pierre'],
    ['Jean–Pierre', 'jean pierre'],
    ['B.V.', 'b v'],
    ['  Smith &  Sons, Ltd.  ', 'smith sons ltd'],
    ['№ 1', 'no 1'],
  ])('%s -> %s', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  it('gives the tokens, none for empty or punctuation-only text', () => {
    expect(foldTokens('Jean-Pierre de la Tour')).toEqual(['jean', 'pierre', 'de', 'la', 'tour']);
    expect(foldTokens('Hôtel-Dieu')).toEqual(['hotel', 'dieu']);
    expect(foldTokens('')).toEqual([]);
    expect(foldTokens(' .,;-!? ')).toEqual([]);
    expect(foldTokens('«—»')).toEqual([]);
  });

  it('keeps letters of scripts it does not fold, and decomposed accents fold like composed', () => {
    expect(foldTokens('習近平 主席')).toEqual(['習近平', '主席']);
    expect(fold('Jose\u0301')).toBe(fold('José'));
    expect(fold('𠮷野家')).toBe('𠮷野家');
  });

  it('folds ASCII and non-ASCII text the same way', () => {
    const text = "D'Angelo-Smith & Co., No.5 (B.V.)";
    expect(fold(`${text} é`)).toBe(`${fold(text)} e`);
  });
});
