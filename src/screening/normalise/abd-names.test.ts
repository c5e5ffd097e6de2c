import { describe, expect, it } from 'vitest';
import { withAbdulPrefix } from './abd-names.js';
import { normaliseName } from './name.js';

const parts = (name: string) => withAbdulPrefix(name.split(' '));
const texts = (name: string) => normaliseName(name, 'person').tokens.map((t) => t.text);

describe('withAbdulPrefix', () => {
  it('writes every "servant of" prefix written apart as abdul', () => {
    for (const name of ['abd al rahman', 'abd ar rahman', 'abdul rahman', 'abdel rahman']) {
      expect(parts(name), name).toEqual(['abdul', 'rahman']);
    }
    expect(parts('abd rahman hasan')).toEqual(['abdul', 'rahman', 'hasan']);
  });

  it('leaves Abd Allah, glued forms and a prefix ending the name alone', () => {
    expect(parts('abd allah')).toEqual(['abd', 'allah']);
    expect(parts('abdurrahman hasan')).toEqual(['abdurrahman', 'hasan']);
    expect(parts('karim abdel')).toEqual(['karim', 'abdel']);
  });

  it('is part of the normalisation of persons names, any script', () => {
    expect(texts('Abd al-Rahman Hasan al-Masri')).toEqual([
      'abdul',
      'rahman',
      'hasan',
      'al',
      'masri',
    ]);
    expect(texts('عبد الرحمن')[0]).toBe('abdul');
  });
});
