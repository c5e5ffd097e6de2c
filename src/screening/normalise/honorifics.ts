/**
 * Titles and honorifics, removed from persons' names before matching: "Dr. Jan de Vries"
 * and "Jan de Vries" are one person. Written as folded tokens ("Dipl.-Ing." is dipl ing).
 * Many titles are also names ("Major", "Don", "Sheikh" as a family name), so where a title
 * may be removed depends on how ambiguous it is:
 * - `anywhere`: unambiguous titles, removed wherever they stand ("John Smith PhD");
 * - `leading`: removed only from the start of a name, while a name part is left after it;
 * - `leadingBeforeTwo`: the same, but only while two name parts are left ("Don Vito Corleone"
 *   loses "Don", "Don Johnson" keeps it).
 * A name is never emptied: a name made of titles only keeps its last one.
 */
import { foldTokens } from './fold.js';
import { PhraseTable } from './phrases.js';

type Placement = 'anywhere' | 'leading' | 'leadingBeforeTwo';

export const HONORIFICS: Readonly<Record<Placement, string>> = {
  anywhere:
    'mr|mrs|ms|mx|messrs|mme|mlle|dr|drs|prof|dhr|mevr|herr|frau|monsieur|phd|msc|mba|bsc|llm|llb|esq|hrh',
  leading:
    // English, Dutch (mr. is also the Dutch "meester" in law), German, French, Spanish, Italian.
    'miss|madam|madame|mademoiselle|mevrouw|de heer|jhr|jonkheer|jkvr|ir|ing|ds|dipl|dipl ing|' +
    'sir|dame|lord|lady|hon|honourable|honorable|the honourable|rt hon|the rt hon|' +
    'his excellency|her excellency|his highness|her highness|his royal highness|' +
    'her royal highness|president|sr|sra|srta|sig|sig ra|dott|avv|' +
    // Religious and Islamic titles.
    'rev|revd|reverend|fr|pastor|rabbi|bishop|archbishop|cardinal|sheikh|shaikh|sheik|shaykh|' +
    'cheikh|sheikha|haji|hajji|hadji|hajj|alhaji|alhaj|al haj|al hajj|mullah|mulla|maulana|' +
    'mawlana|maulvi|imam|ayatollah|grand ayatollah|hojatoleslam|' +
    // Military ranks.
    'general|gen|lieutenant|lt|colonel|col|major|capt|captain|cpt|sgt|sergeant|brig|brigadier|' +
    'cmdr|commander|adm|admiral|marshal|field marshal|' +
    // Malaysian, Indian and South Asian honorifics.
    'dato|datuk|datin|dato seri|datuk seri|tan sri|puan sri|tun|toh puan|shri|shrimati|smt|begum',
  leadingBeforeTwo: 'don|dona|dom|maj|king|queen|prince|princess',
};

const TABLE = new PhraseTable<Placement>();
for (const [placement, titles] of Object.entries(HONORIFICS) as [Placement, string][]) {
  for (const title of titles.split('|')) TABLE.add(foldTokens(title), placement);
}

/** The folded tokens of a person's name without titles and honorifics. */
export function dropHonorifics(tokens: readonly string[]): readonly string[] {
  // The leading run of titles, each leaving enough name after it.
  let start = 0;
  while (start < tokens.length && TABLE.startsWith(tokens[start] ?? '')) {
    const match = TABLE.match(tokens, start);
    if (!match) break;
    const left = tokens.length - start - match.length;
    if (left < (match.value === 'leadingBeforeTwo' ? 2 : 1)) break;
    start += match.length;
  }
  // Unambiguous titles elsewhere.
  let kept: string[] | undefined;
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const match = TABLE.startsWith(token) ? TABLE.match(tokens, i) : undefined;
    if (match?.value === 'anywhere') {
      kept ??= tokens.slice(start, i);
      i += match.length - 1;
    } else {
      kept?.push(token);
    }
  }
  if (kept === undefined) return start === 0 ? tokens : tokens.slice(start);
  return kept.length > 0 ? kept : tokens.slice(start);
}
