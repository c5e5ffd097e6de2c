/**
 * Greek, Armenian and Georgian to Latin: true alphabets, so a table and a few letter pairs
 * suffice. Each function takes a run of letters of its script (one word or part of one).
 */
import { lookupTable } from '../../entities/lookup-table.js';

/**
 * Greek: ELOT 743 (ISO 843), the system of Greek passports, without accents: "Τσίπρας" ->
 * "tsipras", "Μητσοτάκης" -> "mitsotakis". αυ/ευ are always av/ev (ELOT writes af/ef before
 * voiceless consonants; the phonetic key does not tell v from f apart anyway).
 */
const GREEK: Readonly<Record<string, string>> = lookupTable({
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
  ϐ: 'v',
  ϑ: 'th',
  ϕ: 'f',
  ϲ: 's',
});
const GREEK_PAIRS: Readonly<Record<string, string>> = lookupTable({
  ου: 'ou',
  αυ: 'av',
  ευ: 'ev',
  ηυ: 'iv',
  γγ: 'ng',
  γκ: 'ng',
  γξ: 'nx',
  γχ: 'nch',
  μπ: 'mp',
  ντ: 'nt',
});
// At the start of a word these pairs are single sounds: "Μπακογιάννης" -> "bakogiannis".
const GREEK_INITIAL_PAIRS: Readonly<Record<string, string>> = lookupTable({
  γκ: 'g',
  μπ: 'b',
  ντ: 'd',
});

const COMBINING = /[\u0300-\u036f]/;
const DIAERESIS = '\u0308';

export function transliterateGreek(word: string): string {
  // Decomposed, so accents are separate marks; a diaeresis keeps a vowel out of a pair.
  const text = word.toLowerCase().normalize('NFD');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (COMBINING.test(ch)) continue;
    const next = text[i + 1];
    if (next !== undefined && text[i + 2] !== DIAERESIS) {
      const pair = ch + next;
      const latin = (i === 0 ? GREEK_INITIAL_PAIRS[pair] : undefined) ?? GREEK_PAIRS[pair];
      if (latin !== undefined) {
        out += latin;
        i++;
        continue;
      }
    }
    out += GREEK[ch] ?? ch;
  }
  return out;
}

/**
 * Armenian: BGN/PCGN 1981 for Eastern Armenian, without apostrophes (aspirates such as թ, փ
 * fold into t, p): "Փաշինյան" -> "pashinyan". ե and ո begin a word as ye and vo; ու is u.
 */
const ARMENIAN: Readonly<Record<string, string>> = lookupTable({
  ա: 'a',
  բ: 'b',
  գ: 'g',
  դ: 'd',
  ե: 'e',
  զ: 'z',
  է: 'e',
  ը: 'y',
  թ: 't',
  ժ: 'zh',
  ի: 'i',
  լ: 'l',
  խ: 'kh',
  ծ: 'ts',
  կ: 'k',
  հ: 'h',
  ձ: 'dz',
  ղ: 'gh',
  ճ: 'ch',
  մ: 'm',
  յ: 'y',
  ն: 'n',
  շ: 'sh',
  ո: 'o',
  չ: 'ch',
  պ: 'p',
  ջ: 'j',
  ռ: 'r',
  ս: 's',
  վ: 'v',
  տ: 't',
  ր: 'r',
  ց: 'ts',
  ւ: 'v',
  փ: 'p',
  ք: 'k',
  և: 'ev',
  օ: 'o',
  ֆ: 'f',
});

export function transliterateArmenian(word: string): string {
  const text = word.toLowerCase();
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === 'ո' && text[i + 1] === 'ւ') {
      out += 'u';
      i++;
    } else if (i === 0 && ch === 'ե') out += 'ye';
    else if (i === 0 && ch === 'ո') out += 'vo';
    else out += ARMENIAN[ch] ?? ch;
  }
  return out;
}

/**
 * Georgian: the national system of 2002 (also BGN/PCGN 2009), without the apostrophes of
 * the ejectives: "ბიძინა ივანიშვილი" -> "bidzina ivanishvili". Mtavruli capitals are lower
 * cased to Mkhedruli first.
 */
const GEORGIAN: Readonly<Record<string, string>> = lookupTable({
  ა: 'a',
  ბ: 'b',
  გ: 'g',
  დ: 'd',
  ე: 'e',
  ვ: 'v',
  ზ: 'z',
  თ: 't',
  ი: 'i',
  კ: 'k',
  ლ: 'l',
  მ: 'm',
  ნ: 'n',
  ო: 'o',
  პ: 'p',
  ჟ: 'zh',
  რ: 'r',
  ს: 's',
  ტ: 't',
  უ: 'u',
  ფ: 'p',
  ქ: 'k',
  ღ: 'gh',
  ყ: 'q',
  შ: 'sh',
  ჩ: 'ch',
  ც: 'ts',
  ძ: 'dz',
  წ: 'ts',
  ჭ: 'ch',
  ხ: 'kh',
  ჯ: 'j',
  ჰ: 'h',
});

export function transliterateGeorgian(word: string): string {
  let out = '';
  for (const ch of word.toLowerCase()) out += GEORGIAN[ch] ?? ch;
  return out;
}
