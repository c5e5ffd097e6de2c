import type { FieldError } from '../errors/errors.js';
import { FORBIDDEN_CHARACTER } from '../validators/text-forms.js';
import { echoedName, echoedPointer } from './echo.js';

/**
 * Checks on a parsed JSON body that JSON.parse itself does not make: member names that could
 * pollute prototypes further on, strings that are not well-formed Unicode or hold control or
 * bidirectional formatting characters, and members given twice (JSON.parse keeps the last
 * silently). Each finding names the member's JSON Pointer.
 */

/** A `\u` escape of a UTF-16 surrogate; only such an escape can put a lone surrogate in a string. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** An unpaired surrogate: in `u` mode a pair is one code point, so `\p{Cs}` matches lone ones only. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Where the text can carry one: a `\u` escape of a control, `\b` or `\f`, or the character raw. */
const FORBIDDEN_IN_TEXT =
  /\\u00[01][0-9a-fA-F]|\\u007[fF]|\\u00[89][0-9a-fA-F]|\\u20(2[a-eA-E]|6[6-9])|\\[bf]|[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Character codes of JSON's structure, for scans of a body's text. */
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
const COMMA = 0x2c;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;

/**
 * A member name as a problem's JSON Pointer names it: a reference token (RFC 6901: `~` is `~0`,
 * `/` is `~1`) of the name cut to MAX_ECHOED_NAME.
 */
export function pointerToken(name: string): string {
  const cut = echoedName(name);
  if (!cut.includes('~') && !cut.includes('/')) return cut;
  return cut.replaceAll('~', '~0').replaceAll('/', '~1');
}

const tokenOf = (step: string | number): string =>
  typeof step === 'number' ? String(step) : pointerToken(step);

export interface MemberInspection {
  /** Forbidden names and ill-formed strings, at most `maxErrors`. */
  errors: FieldError[];
  /** How many object members the parsed value has, for the duplicate pre-check. */
  members: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SURROGATE_MESSAGE = 'contains an unpaired UTF-16 surrogate';

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** What is wrong with a string, or undefined: a lone surrogate, a forbidden character. */
function stringProblem(text: string): string | undefined {
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  const forbidden = FORBIDDEN_CHARACTER.exec(text)?.[0];
  if (forbidden === undefined) return undefined;
  const code = forbidden.charCodeAt(0);
  return code >= 0x202a
    ? `contains a bidirectional formatting character (${codePoint(forbidden)}), which makes text show otherwise than it reads`
    : `contains a control character (${codePoint(forbidden)})`;
}

/**
 * The number of object members, or -1 when a name needs the detailed walk. The common case:
 * no allocation beyond the stack, no pointers. `for...in` lists exactly the own names here
 * (JSON.parse makes plain objects and arrays, and nothing adds enumerable properties to
 * Object.prototype) and is faster than Object.keys.
 */
function countMembers(value: unknown): number {
  const stack: unknown[] = [value];
  let members = 0;
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        if (typeof item === 'object' && item !== null) stack.push(item);
      }
    } else if (isObject(node)) {
      for (const name in node) {
        if (name === '__proto__' || name === 'constructor') return -1;
        members++;
        const item = node[name];
        if (typeof item === 'object' && item !== null) stack.push(item);
      }
    }
  }
  return members;
}

/**
 * Walks the parsed value without recursion (JSON.parse accepts nesting deeper than the call
 * stack). Strings are only checked when the text escapes a surrogate; the detailed walk, with
 * pointers for its findings, only runs for such text or a suspicious name.
 */
export function inspectMembers(value: unknown, text: string, maxErrors: number): MemberInspection {
  const checkStrings =
    (text.includes('\\u') && SURROGATE_ESCAPE.test(text)) || FORBIDDEN_IN_TEXT.test(text);
  if (!checkStrings) {
    const members = countMembers(value);
    if (members >= 0) return { errors: [], members };
  }
  const errors: FieldError[] = [];
  let members = 0;
  // Every container seen: its value, its parent's index and its name or index in the parent.
  const nodes: unknown[] = [value];
  const parents: number[] = [-1];
  const steps: (string | number)[] = [''];
  const pointer = (container: number, last?: string | number): string => {
    const path: string[] = last === undefined ? [] : [tokenOf(last)];
    for (let at = container; at > 0; at = parents[at] ?? 0) path.push(tokenOf(steps[at] ?? ''));
    return path.length === 0 ? '' : echoedPointer(`/${path.reverse().join('/')}`);
  };
  const problemOf = (item: unknown) =>
    checkStrings && typeof item === 'string' ? stringProblem(item) : undefined;
  const topProblem = problemOf(value);
  if (topProblem) errors.push({ path: '', message: topProblem });
  const pending: number[] = [0];
  const add = (item: object, parent: number, step: string | number) => {
    pending.push(nodes.length);
    nodes.push(item);
    parents.push(parent);
    steps.push(step);
  };
  while (pending.length > 0 && errors.length < maxErrors) {
    const at = pending.pop() ?? 0;
    const node = nodes[at];
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        if (typeof item === 'object' && item !== null) add(item, at, i);
        else {
          const problem = problemOf(item);
          if (problem) errors.push({ path: pointer(at, i), message: problem });
        }
      }
      continue;
    }
    if (!isObject(node)) continue;
    const names = Object.keys(node);
    members += names.length;
    for (const name of names) {
      const item = node[name];
      const nameProblem = problemOf(name);
      if (nameProblem) {
        // The name cannot go into a pointer that clients could decode; the object is named.
        errors.push({ path: pointer(at), message: `a field name ${nameProblem}` });
      } else if (name === '__proto__') {
        errors.push({ path: pointer(at, name), message: 'forbidden field name "__proto__"' });
      } else if (name === 'constructor' && isObject(item) && Object.hasOwn(item, 'prototype')) {
        errors.push({
          path: pointer(at, name),
          message: 'forbidden field "constructor" with a "prototype" member',
        });
      } else if (typeof item === 'object' && item !== null) {
        add(item, at, name);
      } else {
        const problem = problemOf(item);
        if (problem) errors.push({ path: pointer(at, name), message: problem });
      }
    }
  }
  return { errors: errors.slice(0, maxErrors), members };
}

/**
 * Whether the text may hold a member twice: every member has exactly one `:` outside strings,
 * so when the text has no more colons than the parsed value has members, none is repeated.
 * Only bodies with colons inside strings (times, URLs) or real duplicates need the exact scan.
 */
export function mayRepeatMembers(text: string, members: number): boolean {
  let colons = 0;
  for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) {
    if (++colons > members) return true;
  }
  return false;
}

/** Index of the quote that closes the string opening at `start`. */
function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  for (;;) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
}

/**
 * The JSON Pointer of the first member that repeats a name within its object, or undefined.
 * `text` must be valid JSON (it is scanned after JSON.parse accepted it). Per open container
 * the scan keeps only its current name or index, and a set of names once an object has a
 * second member, so deep nesting costs no more than JSON.parse did.
 */
export function findRepeatedMember(text: string): string | undefined {
  /** Per open container: the names seen (a string while there is one); undefined for arrays. */
  const seen: (Set<string> | string | null | undefined)[] = [];
  /** Per open container: the current member's name or the current element's index. */
  const at: (string | number)[] = [];
  const pointerTo = (name: string) =>
    echoedPointer(
      `${at
        .slice(0, -1)
        .map((step) => `/${tokenOf(step)}`)
        .join('')}/${pointerToken(name)}`,
    );
  let expectName = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (expectName) {
        const raw = text.slice(i + 1, end);
        const name = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        const names = seen[seen.length - 1];
        if (names === null) {
          seen[seen.length - 1] = name;
        } else if (typeof names === 'string') {
          if (names === name) return pointerTo(name);
          seen[seen.length - 1] = new Set([names, name]);
        } else if (names !== undefined) {
          if (names.has(name)) return pointerTo(name);
          names.add(name);
        }
        at[at.length - 1] = name;
        expectName = false;
      }
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      seen.push(c === OPEN_BRACE ? null : undefined);
      at.push(c === OPEN_BRACE ? '' : 0);
      expectName = c === OPEN_BRACE;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      seen.pop();
      at.pop();
      expectName = false;
    } else if (c === COMMA && at.length > 0) {
      const step = at[at.length - 1];
      if (typeof step === 'number') at[at.length - 1] = step + 1;
      else expectName = true;
    }
  }
  return undefined;
}
