/**
 * The messages and descriptions the checks write (in English, as the API answers them) in the
 * report's language. The API answer keeps them as they are; a report in Dutch says them in
 * Dutch. A message is looked up whole (a fixed sentence), then by the templates the checks
 * write it with (names, numbers and dates kept), then in parts: sentences, "a; b", "a (b)",
 * "a: b" and "a, b" (never inside quotes or brackets), each part translated the same way; where
 * the parts of one split are not all known, the next is tried. Only a message every part of
 * which is known is translated: the report shows any other as written, marked as English,
 * rather than half in one language and half in the other.
 */
import { ADDRESS_SEARCH_MESSAGES, ADDRESS_SEARCH_PHRASES } from './messages-address-search.js';
import { COMPANY_MESSAGES, COMPANY_PHRASES } from './messages-company.js';
import { inEnglish } from './messages-english.js';
import { DOCUMENT_MESSAGES, DOCUMENT_PHRASES } from './messages-documents.js';
import { PERSON_MESSAGES, PERSON_PHRASES } from './messages-person.js';
import { PERSON_NAME_MESSAGES, PERSON_NAME_PHRASES } from './messages-person-names.js';
import { PHONE_MESSAGES, PHONE_PHRASES } from './messages-phone.js';
import { SCORE_MESSAGES, SCORE_PHRASES } from './messages-screening-score.js';
import { VAT_MESSAGES, VAT_PHRASES } from './messages-vat.js';
import type { ReportLanguage } from './language.js';
import { LruCache } from '../../cache/lru-cache.js';

/** Translates a part of a message; undefined when a part of it is not known. */
export type Translate = (text: string) => string | undefined;

export interface MessageTemplate {
  pattern: RegExp;
  nl: (match: RegExpExecArray, translate: Translate) => string | undefined;
}

const PHRASES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(COMPANY_PHRASES),
  ...Object.entries(PERSON_PHRASES),
  ...Object.entries(PERSON_NAME_PHRASES),
  ...Object.entries(PHONE_PHRASES),
  ...Object.entries(DOCUMENT_PHRASES),
  ...Object.entries(VAT_PHRASES),
  ...Object.entries(ADDRESS_SEARCH_PHRASES),
  ...Object.entries(SCORE_PHRASES),
]);
const TEMPLATES: readonly MessageTemplate[] = [
  ...COMPANY_MESSAGES,
  ...PERSON_MESSAGES,
  ...PERSON_NAME_MESSAGES,
  ...PHONE_MESSAGES,
  ...DOCUMENT_MESSAGES,
  ...VAT_MESSAGES,
  ...ADDRESS_SEARCH_MESSAGES,
  ...SCORE_MESSAGES,
];

/**
 * Where a quoted value of a message opens and closes. The checks quote request values as given,
 * quotes inside included (house_number "3"4"): a quote opens a value only at the start of the
 * text or after a space or "(", and closes it only before the end, a space or ;,:.) , so that a
 * quote inside a value neither ends it nor turns the rest of the message inside out. The
 * templates capture quoted values alike: `"((?:[^"]|"(?![\s;,:.)]|$))*)"`, a value in which no
 * quote stands where one would close it.
 */
const opensQuote = (text: string, i: number): boolean => i === 0 || /[\s(]/.test(text[i - 1] ?? '');
const closesQuote = (text: string, i: number): boolean =>
  i === text.length - 1 || /[\s;,:.)]/.test(text[i + 1] ?? '');

/** Positions of a separator outside brackets and quotes. */
function topLevel(text: string, separator: string): number[] {
  const at: number[] = [];
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      if (quoted ? closesQuote(text, i) : opensQuote(text, i)) quoted = !quoted;
    } else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && !quoted && text.startsWith(separator, i)) at.push(i);
  }
  return at;
}

function splitAt(text: string, separator: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const at of topLevel(text, separator)) {
    parts.push(text.slice(from, at));
    from = at + separator.length;
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * The sentences of a text: at ". " before a capital or a digit, outside brackets and quotes,
 * so that "e.g. 1012 AB" in a bracket and a name in quotes ("Jan P. Karel") stay whole.
 */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let from = 0;
  for (const at of topLevel(text, '. ')) {
    if (/[A-Z0-9]/.test(text.charAt(at + 2))) {
      sentences.push(text.slice(from, at + 1));
      from = at + 2;
    }
  }
  sentences.push(text.slice(from));
  return sentences;
}

/** Every part translated, joined again; undefined when one is not known. */
function all(parts: readonly string[], separator: string, translate: Translate) {
  const done = parts.map(translate);
  return done.every((part) => part !== undefined) ? done.join(separator) : undefined;
}

/** The last top-level "(...)" that ends the text: [before, inside]. */
function trailingBrackets(text: string): [string, string] | undefined {
  if (!text.endsWith(')')) return undefined;
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(' && --depth === 0) {
      return i > 0 && text[i - 1] === ' '
        ? [text.slice(0, i - 1), text.slice(i + 1, -1)]
        : undefined;
    }
  }
  return undefined;
}

/**
 * The parts of one message already tried, and how many more may be: a message's text can come
 * from a request (a street in a correction, a name in a screening explanation), and without a
 * bound the ways of splitting it at every ": " grow exponentially with their number.
 */
interface Work {
  done: Map<string, string | undefined>;
  left: number;
}

/** Parts a message may be tried in before it is shown as written. */
const WORK_PER_MESSAGE = 400;

function dutch(text: string, depth: number, work: Work): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (work.done.has(trimmed)) return work.done.get(trimmed);
  if (depth > 12 || --work.left < 0) return undefined;
  const said = dutchOnce(trimmed, depth, work);
  work.done.set(trimmed, said);
  return said;
}

function dutchOnce(trimmed: string, depth: number, work: Work): string | undefined {
  const phrase = PHRASES.get(trimmed);
  if (phrase !== undefined) return phrase;
  const translate: Translate = (part) => dutch(part, depth + 1, work);
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(trimmed);
    if (match) {
      const done = template.nl(match, translate);
      if (done !== undefined) return done;
    }
  }
  // Sentences: "It exists in the address data. Use: woonfunctie."
  const sentences = sentencesOf(trimmed);
  if (sentences.length > 1) {
    const said = all(sentences, ' ', translate);
    if (said !== undefined) return said;
  }
  if (trimmed.endsWith('.')) {
    const sentence = translate(trimmed.slice(0, -1));
    return sentence === undefined ? undefined : `${sentence}.`;
  }
  // A code's message may hold "; " itself ("Listed; no family name was given …"): where the
  // parts at "; " are not known, the message is tried at its brackets and ": " too.
  const semicolons = splitAt(trimmed, '; ');
  if (semicolons.length > 1) {
    const said = all(semicolons, '; ', translate);
    if (said !== undefined) return said;
  }
  const brackets = trailingBrackets(trimmed);
  if (brackets) {
    const [before, inside] = brackets;
    const done = [translate(before), translate(inside)];
    if (done[0] !== undefined && done[1] !== undefined) return `${done[0]} (${done[1]})`;
  }
  for (const at of topLevel(trimmed, ': ')) {
    const head = translate(trimmed.slice(0, at));
    const tail = head === undefined ? undefined : translate(trimmed.slice(at + 2));
    if (tail !== undefined) return `${head}: ${tail}`;
  }
  const commas = splitAt(trimmed, ', ');
  return commas.length > 1 ? all(commas, ', ', translate) : undefined;
}

/**
 * A message of a check in the report's language: in English as written but for the API's own
 * terms (`inEnglish`), its translation in Dutch, or undefined where a part of it is not known
 * (the report shows it in English).
 */
export function translateMessage(text: string, language: ReportLanguage): string | undefined {
  if (language === 'en') return inEnglish(text);
  // Reports repeat the same messages (every check of a type writes them alike): each is put
  // into Dutch once; NOT_KNOWN stands for a message that cannot be.
  const known = TRANSLATED.get(text);
  if (known !== undefined) return known === NOT_KNOWN ? undefined : known;
  const said = inDutch(text);
  TRANSLATED.set(text, said ?? NOT_KNOWN);
  return said;
}

const NOT_KNOWN = '\u0000';
const TRANSLATED = new LruCache<string>(10_000);

function inDutch(text: string): string | undefined {
  const done = dutch(text, 0, { done: new Map(), left: WORK_PER_MESSAGE });
  // Keep the capital of the start of a sentence.
  return done === undefined || done === '' || !/^[A-Z]/.test(text.trim())
    ? done
    : `${done.charAt(0).toUpperCase()}${done.slice(1)}`;
}
