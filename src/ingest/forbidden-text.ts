import { FORBIDDEN_CHARACTER } from '../validators/text-forms.js';

/**
 * U+FFFD, the replacement character: text that went through a wrong decoding before it
 * reached the file. Requests may hold it; reference data may not, since a name stored as
 * "M\uFFFDller" never matches "Müller" and a listed person would silently not be found.
 */
export const REPLACEMENT_CHARACTER = '\uFFFD';

function forbiddenIn(text: string): string | undefined {
  const found = FORBIDDEN_CHARACTER.exec(text)?.[0];
  if (found !== undefined) return found;
  return text.includes(REPLACEMENT_CHARACTER) ? REPLACEMENT_CHARACTER : undefined;
}

/**
 * Where an imported record holds a character no reference data may hold (a control character,
 * NUL among them, or a text-direction override; text-forms.ts): the first such text's place
 * and the character, or undefined. The API refuses them in requests; from a file they would
 * reach answers and reports, and PostgreSQL cannot store NUL at all, which failed a whole
 * import there while SQLite took it.
 */
export function forbiddenTextIn(
  value: unknown,
  path = '',
): { path: string; character: string } | undefined {
  if (typeof value === 'string') {
    const found = forbiddenIn(value);
    return found === undefined ? undefined : { path, character: found };
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = forbiddenTextIn(item, `${path}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = forbiddenTextIn(key, path) ?? forbiddenTextIn(item, `${path}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Whether any text in the value holds a forbidden character: the quick test every imported
 * record takes (no paths built, nothing allocated); forbiddenTextIn then says where.
 */
export function hasForbiddenText(value: unknown): boolean {
  if (typeof value === 'string') return forbiddenIn(value) !== undefined;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasForbiddenText(item)) return true;
    return false;
  }
  for (const key in value) {
    if (forbiddenIn(key) !== undefined) return true;
    if (hasForbiddenText((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** Why a record holding `character` in `where` (a field, a column) is rejected. */
export function forbiddenTextReason(character: string, where: string): string {
  return character === REPLACEMENT_CHARACTER
    ? `holds U+FFFD, the replacement character (in ${where}): the text was decoded with the wrong encoding before it reached this file`
    : `holds the control or text-direction character ${codePoint(character)} (in ${where})`;
}

/** "U+0000". */
export const codePoint = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
