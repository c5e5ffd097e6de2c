import { FORBIDDEN_CHARACTER } from '../validators/text-forms.js';

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
    const found = FORBIDDEN_CHARACTER.exec(value);
    return found ? { path, character: found[0] } : undefined;
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
  if (typeof value === 'string') return FORBIDDEN_CHARACTER.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasForbiddenText(item)) return true;
    return false;
  }
  for (const key in value) {
    if (FORBIDDEN_CHARACTER.test(key)) return true;
    if (hasForbiddenText((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** "U+0000". */
export const codePoint = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
