import { describe, expect, it } from 'vitest';
import { latinLookAlikesRead } from './latin-look-alikes.js';

describe('latinLookAlikesRead', () => {
  it('reads Cyrillic and Greek look-alikes in a Latin name as the Latin letters', () => {
    expect(latinLookAlikesRead('Jаnsen')).toBe('Jansen');
    expect(latinLookAlikesRead('Yvоnnе')).toBe('Yvonne');
    expect(latinLookAlikesRead('Х.')).toBe('X.');
    expect(latinLookAlikesRead('У.')).toBe('Y.');
    expect(latinLookAlikesRead('Κοk')).toBe('Kok');
  });

  it('leaves a name of another script, and a Latin one, as written', () => {
    expect(latinLookAlikesRead('Анна')).toBe('Анна');
    expect(latinLookAlikesRead('Иван')).toBe('Иван');
    expect(latinLookAlikesRead('Σαχίν')).toBe('Σαχίν');
    expect(latinLookAlikesRead('Müller')).toBe('Müller');
  });
});
