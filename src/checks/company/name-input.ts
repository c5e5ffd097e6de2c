import { invalidInput } from '../../errors/errors.js';

/**
 * A company name given must have a letter or a digit: "...." or "&" names no company, and a
 * check or search on it would be stored as if it had looked for one. Blank is "not given".
 */
export function assertReadableCompanyName(name: string | undefined, path: string): void {
  const text = name?.trim() ?? '';
  if (text === '' || /[\p{L}\p{N}]/u.test(text)) return;
  throw invalidInput([{ path, message: 'has no letter or digit: it names no company' }]);
}
