import { describe, expect, it } from 'vitest';
import {
  sameSkeleton,
  skeletonReadings,
  skeletonSoundKeys,
  writtenWithoutVowels,
} from './skeletons.js';
import { transliterateArabic } from './abjads.js';
import { transliterateHebrew } from './hebrew.js';

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
    ] as const) {
      expect(sameSkeleton(skeleton(arabic), latin), `${arabic} ${latin}`).toBeUndefined();
    }
    // A long vowel written against another one still tells two names apart.
    expect(sameSkeleton(skeleton('محمود'), 'mouhamed')).toBe(false);
  });

  it('reads the و ending عمرو as silent only with no vowel before it: Amr, not Omar', () => {
    for (const latin of ['amr', 'amrou', 'amro', 'amru']) {
      expect(sameSkeleton(skeleton('عمرو'), latin), latin).not.toBe(false);
    }
    expect(sameSkeleton(skeleton('عمرو'), 'amr')).toBe(true);
    expect(sameSkeleton(skeleton('عمرو'), 'omar')).toBe(false);
    expect(sameSkeleton(skeleton('عمرو'), 'umar')).toBe(false);
    // عمر writes no vowel: Omar and Amr alike.
    expect(sameSkeleton(skeleton('عمر'), 'omar')).toBe(true);
  });

  it('pairs a skeleton of two consonants only with a spelling that writes a vowel after each', () => {
    expect(sameSkeleton(skeleton('طه'), 'taha')).toBe(true);
    // One syllable: too short to tell by two consonants; the letters compare.
    expect(sameSkeleton(skeleton('طه'), 'teh')).toBeUndefined();
    expect(sameSkeleton(skeleton('سن'), 'sun')).toBeUndefined();
  });

  it('pairs a Hebrew skeleton of two consonants with a spelling of one syllable', () => {
    // Unpointed Hebrew writes Dan, Tal, Gal with two letters; Arabic writes Taha so, not Teh.
    for (const [hebrew, latin] of [
      ['דן', 'dan'],
      ['טל', 'tal'],
      ['גל', 'gal'],
      ['בר', 'bar'],
    ] as const) {
      expect(sameSkeleton(transliterateHebrew(hebrew), latin, true), latin).toBe(true);
    }
    expect(sameSkeleton(skeleton('طه'), 'teh', false)).toBeUndefined();
  });

  it('keeps the pattern ma-C-C-u-C (Mahmud, Mansour) for a skeleton that writes its u', () => {
    for (const latin of ['mahmud', 'mahmoud', 'mahmut']) {
      expect(sameSkeleton(skeleton('محمد'), latin), latin).toBe(false);
      expect(sameSkeleton(skeleton('محمود'), latin), latin).not.toBe(false);
    }
    expect(sameSkeleton(skeleton('منصر'), 'mansour')).toBe(false);
    for (const latin of ['muhammad', 'mohammed', 'mohamed', 'mehmet']) {
      expect(sameSkeleton(skeleton('محمد'), latin), latin).not.toBe(false);
    }
  });

  it('reads a Hebrew ו between consonants as the vowel o or u and as the consonant v', () => {
    expect(skeletonReadings(transliterateHebrew('דוד'))).toEqual(['dod', 'dvd']);
    expect(skeletonReadings(skeleton('حسين'))).toEqual(['hsin']);
    expect(skeletonSoundKeys('דוד').get('dod')).toEqual(['tft']);
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
