/**
 * Words of a company name that lists and registers write or leave out for one company: a
 * leading English article ("The Crescent Bank" and "Crescent Bank"), and words written in
 * more than one way for one meaning (`company-word-variants.ts`), and Dutch particles glued on
 * or abbreviated (`company-particles.ts`). Folded tokens in, folded
 * tokens out; applied to listed and asked-for names alike, so both sides compare the same.
 */
import { withParticlesWrittenOut } from './company-particles.js';
import { withCompanyWordVariants } from './company-word-variants.js';

/**
 * A leading "the" says nothing of which company is meant, yet as a word only some names carry
 * it would weigh as a rare one. It goes while a word is left after it ("The Bank" is "bank",
 * which no longer resembles "The Crescent Bank").
 */
function withoutLeadingArticle(parts: readonly string[]): readonly string[] {
  return parts[0] === 'the' && parts.length > 1 ? parts.slice(1) : parts;
}

/**
 * The folded words of a company name as compared; `singleVan`: with a single glued "van" read
 * apart ("Vanleeuwen" as van Leeuwen), the reading compared with names that have "van".
 */
export function companyWords(parts: readonly string[], singleVan = true): readonly string[] {
  return withParticlesWrittenOut(withCompanyWordVariants(withoutLeadingArticle(parts)), singleVan);
}
