/**
 * Arabic names of the form "servant of" one of the names of God (عبد الرحمن): UN and EU lists
 * write them as scholars do, "Abd al-Rahman" or "Abd ar-Rahman" (the article assimilated), while
 * passports and registers write "Abdul Rahman", "Abdel Rahman" or "Abd Rahman". Written apart,
 * each of these is read as "abdul" and the name after it, so every spelling pairs with every
 * other, and the written-together forms (Abdulrahman, Abdurrahman) pair with them as two parts
 * written as one (score/joined-parts.ts).
 */

/** The article after "abd" as transliterations write it, sun letters assimilated. */
// prettier-ignore
const ARTICLES: ReadonlySet<string> = new Set([
  'al', 'el', 'ul', 'il', 'ol', 'ar', 'ad', 'an', 'as', 'ash', 'at', 'az', 'ath', 'adh', 'ur', 'ud',
  'un', 'us', 'ut', 'uz', 'er', 'ed', 'en', 'es', 'et', 'ez',
]);

/** "Servant of" with the article's vowel written in. */
const WITH_ARTICLE: ReadonlySet<string> = new Set(['abdul', 'abdel', 'abdal', 'abdol', 'abdil']);

/**
 * Not another name of God: "Abd Allah" is Abdullah, whose article is part of "Allah", and the
 * written-together forms already compare with it.
 */
const isAllah = (word: string): boolean => /^[aeu]?ll?ah$/.test(word);

/** A person's folded name parts with each "servant of" prefix written "abdul". */
export function withAbdulPrefix(parts: readonly string[]): readonly string[] {
  if (!parts.some((part) => part === 'abd' || WITH_ARTICLE.has(part))) return parts;
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const next = parts[i + 1];
    const after = parts[i + 2];
    if (part === 'abd' && next !== undefined && ARTICLES.has(next) && after !== undefined) {
      out.push('abdul'); // Abd al-Rahman, Abd ar-Rahman
      i++;
    } else if ((part === 'abd' || WITH_ARTICLE.has(part)) && next !== undefined && !isAllah(next)) {
      out.push('abdul'); // Abd Rahman, Abdel Rahman
    } else {
      out.push(part);
    }
  }
  return out;
}
