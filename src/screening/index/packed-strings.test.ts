import { describe, expect, it } from 'vitest';
import { PackedStrings } from './packed-strings.js';

describe('PackedStrings', () => {
  it('gives back every string, empty ones and non-Latin ones included', () => {
    const packed = new PackedStrings();
    const values = ['Владимир Путин', '', 'Acme B.V.', 'محمد', 'x'];
    for (const v of values) packed.push(v);
    packed.finish();
    expect(values.map((_, i) => packed.get(i))).toEqual(values);
    expect(packed.size).toBe(values.length);
  });
});
