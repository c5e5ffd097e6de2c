import { describe, expect, it } from 'vitest';
import { sameSkeleton, skeletonSoundKeys, writtenWithoutVowels } from './skeletons.js';
import { transliterateArabic } from './abjads.js';

const skeleton = (arabic: string) => transliterateArabic(arabic);

describe('consonant skeletons', () => {
  it('knows a name written in Arabic or Hebrew script without its vowels', () => {
    expect(writtenWithoutVowels('رحمن')).toBe(true);
    expect(writtenWithoutVowels('דוד לוי')).toBe(true);
    expect(writtenWithoutVowels('مُحَمَّد')).toBe(false);
    expect(writtenWithoutVowels('Rahman')).toBe(false);
  });

  it('pairs a skeleton with the Latin spellings of its consonants and long vowels', () => {
    for (const [arabic, latin] of [
      ['رحمن', 'rahman'],
      ['رحمن', 'rehman'],
      ['طه', 'taha'],
      ['حسين', 'hussein'],
      ['خوري', 'khoury'],
      ['حداد', 'haddad'],
      ['سعيد', 'saeed'],
    ] as const) {
      expect(sameSkeleton(skeleton(arabic), latin), `${arabic} ${latin}`).toBe(true);
    }
  });

  it('keeps apart names of the same consonants that a long vowel tells apart', () => {
    for (const [arabic, latin] of [
      ['حسين', 'hassan'],
      ['حسن', 'hussein'],
      ['محمود', 'mohammed'],
      ['حميد', 'hamad'],
      ['سعيد', 'saad'],
    ] as const) {
      expect(sameSkeleton(skeleton(arabic), latin), `${arabic} ${latin}`).toBe(false);
    }
    // Other consonants or another first letter: left to the spelling comparison.
    expect(sameSkeleton(skeleton('زياد'), 'said')).toBeUndefined();
    expect(sameSkeleton(skeleton('أحمد'), 'hamed')).toBeUndefined();
    expect(sameSkeleton(skeleton('هدى'), 'haddad')).toBeUndefined();
  });

  it('leaves French ou, written for a short u as well, to the spelling comparison', () => {
    // مراد Mourad, مصطفى Moustafa, يوسف Youssouf, بطرس Boutros: ou is no long vowel here.
    for (const [arabic, latin] of [
      ['مراد', 'mourad'],
      ['مصطفى', 'moustafa'],
      ['يوسف', 'youssouf'],
      ['محمد', 'mouhamed'],
      ['بطرس', 'boutros'],
      ['محمد', 'mahmoud'],
    ] as const) {
      expect(sameSkeleton(skeleton(arabic), latin), `${arabic} ${latin}`).toBeUndefined();
    }
    // A long vowel written against another one still tells two names apart.
    expect(sameSkeleton(skeleton('محمود'), 'mouhamed')).toBe(false);
  });

  it('gives a skeleton the sound keys of its Latin spellings', () => {
    expect([...skeletonSoundKeys('رحمن')]).toEqual([['rhmn', ['rmn']]]);
    expect([...skeletonSoundKeys('فادي طه')]).toEqual([['th', ['th']]]);
    // سهل is s and h (Sahl), شريف the one letter sh (Sharif): no key as if it were two.
    expect(skeletonSoundKeys('سهل').get('shl')).toEqual(['shl', 'sl']);
    expect([...skeletonSoundKeys('شريف خالد')]).toEqual([]);
    expect([...skeletonSoundKeys('علي')]).toEqual([]);
    expect([...skeletonSoundKeys('כהן')]).toEqual([['khn', ['khn', 'kn']]]);
  });
});
