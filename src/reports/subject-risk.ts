/**
 * The screening outcome of a UBO or a parent company on its card, as the directors' cards show
 * theirs: read from the hits backend_data keeps per screened party (`lookups.screening`), whose
 * sources name the party (`ubo: Ann Claes`, `director: Ann Claes (also ubo)`, `parent: X B.V.`).
 */
import { escapeHtml } from './escape.js';
import { fieldValue, type Html } from './html-fields.js';
import { fieldLabel, text } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';
import type { ScreenedSubject } from './report-data.js';
import { hitEvidence } from '../screening/hit-evidence.js';

/** The places a source gives its party: its role, and those after "also". */
function placesOf(source: string, prefix: string): string[] {
  const also = / \(also (.+)\)$/s.exec(source)?.[1];
  return [prefix, ...(also ? also.split(', ') : [])];
}

/**
 * The screened parties this card may be: the one with this name in this role (`ubo`, `parent`),
 * first or as another place; where namesakes were told apart by birth year, the one of `born`;
 * where they cannot be told apart, all of them. Empty where it was not screened.
 */
export function screenedAs(
  screened: readonly ScreenedSubject[] | undefined,
  role: string,
  name: string,
  born?: string,
): readonly ScreenedSubject[] {
  const found = (screened ?? []).filter(({ subject }) => {
    const colon = subject.indexOf(': ');
    if (colon < 0) return false;
    const rest = subject.slice(colon + 2);
    if (rest !== name && !rest.startsWith(`${name} (`)) return false;
    const places = placesOf(subject, subject.slice(0, colon));
    return places.some((place) => place === role || place.startsWith(`${role} `));
  });
  if (found.length < 2) return found;
  const year = born?.slice(0, 4);
  const dated = year ? found.filter((s) => s.subject.includes(`(born ${year})`)) : [];
  return dated.length === 1 ? dated : found;
}

/** The risk code of a screened party's hits: "0" none, "1" possible, "2" confirmed. */
export function riskCodeOf(subject: ScreenedSubject): '0' | '1' | '2' {
  if (subject.hits.length === 0) return '0';
  // The rule the directors' risk reads (src/screening/hit-evidence.ts).
  const confirmed = subject.hits.some(
    (hit) => hitEvidence(hit.score ?? 0, hit.features) === 'confirmed',
  );
  return confirmed ? '2' : '1';
}

/**
 * "Screening risk: 2 Confirmed hit" as a line of a card, a hit in bold; '' where not screened.
 * Of namesakes that cannot be told apart, the highest risk, said to be that of one of them where
 * they differ: a reader must not take a namesake's clean result for this party's.
 */
export function riskLineHtml(
  candidates: readonly ScreenedSubject[],
  language: ReportLanguage,
): Html {
  if (candidates.length === 0) return '';
  const codes = candidates.map(riskCodeOf);
  const code = codes.reduce((highest, c) => (c > highest ? c : highest));
  const said = `${escapeHtml(fieldLabel('risk', language, 'director'))}: ${fieldValue('code', code, language, 'director.risk')}`;
  const namesakes = codes.some((c) => c !== code)
    ? ` ${escapeHtml(text('namesakesRisk', language).replace('{count}', String(candidates.length)))}`
    : '';
  return `<p class="risk">${code === '0' ? said : `<strong>${said}</strong>`}${namesakes}</p>`;
}
