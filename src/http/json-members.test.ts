import { describe, expect, it } from 'vitest';
import {
  findRepeatedMember,
  inspectMembers,
  mayRepeatMembers,
  pointerToken,
} from './json-members.js';
import { FORBIDDEN_CHARACTER } from '../validators/text-forms.js';

const inspect = (text: string) => inspectMembers(JSON.parse(text), text, 20);

describe('inspectMembers', () => {
  it('counts members and finds nothing wrong in an ordinary body', () => {
    expect(inspect('{"type":"basic","person":{"first_name":"Jan","tags":[{"a":1}]}}')).toEqual({
      errors: [],
      members: 5,
    });
  });

  it('names __proto__ wherever it is, also when written with escapes', () => {
    expect(inspect('{"type":"basic","__proto__":{"x":1}}').errors).toEqual([
      { path: '/__proto__', message: 'forbidden field name "__proto__"' },
    ]);
    expect(inspect('{"a":[{"b":{"\\u005f_proto__":null}}]}').errors).toEqual([
      { path: '/a/0/b/__proto__', message: 'forbidden field name "__proto__"' },
    ]);
  });

  it('names constructor only when it carries a prototype', () => {
    expect(inspect('{"constructor":{"prototype":{"x":1}}}').errors).toEqual([
      { path: '/constructor', message: 'forbidden field "constructor" with a "prototype" member' },
    ]);
    expect(inspect('{"constructor":"x","b":{"constructor":{"y":1}}}').errors).toEqual([]);
  });

  it('names strings with control or bidirectional formatting characters, not tabs or line breaks', () => {
    expect(
      inspect(
        '{"person":{"last_name":"K\\u00f6ster\\u0000"},"a":["\\b","\\u007f","\u0085"],"c":"evil \u202e txt"}',
      ).errors,
    ).toEqual([
      {
        path: '/c',
        message: expect.stringMatching(/bidirectional formatting character \(U\+202E\)/) as string,
      },
      { path: '/a/0', message: 'contains a control character (U+0008)' },
      { path: '/a/1', message: 'contains a control character (U+007F)' },
      { path: '/a/2', message: 'contains a control character (U+0085)' },
      { path: '/person/last_name', message: 'contains a control character (U+0000)' },
    ]);
    expect(inspect('{"a":"one\\ttwo\\nthree\\r","b":"C:\\\\bin","c":"caf\u00e9"}').errors).toEqual(
      [],
    );
    expect(inspect('{"a\\u0001b":1}').errors).toEqual([
      { path: '', message: 'a field name contains a control character (U+0001)' },
    ]);
  });

  it('finds every character FORBIDDEN_CHARACTER refuses when the text holds it raw', () => {
    // JSON.stringify writes all but C0 controls raw; the text pre-check must not skip one
    // (U+007F was once let through raw).
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      if (!FORBIDDEN_CHARACTER.test(character)) continue;
      const text = `{"a":${JSON.stringify(`x${character}y`)}}`;
      expect(inspect(text).errors, text).toHaveLength(1);
    }
  });

  it('names strings and field names with an unpaired surrogate, not well-formed pairs', () => {
    expect(inspect('{"company":{"name":"\\ud800abc"},"list":["ok","\\udc00"]}').errors).toEqual([
      { path: '/list/1', message: 'contains an unpaired UTF-16 surrogate' },
      { path: '/company/name', message: 'contains an unpaired UTF-16 surrogate' },
    ]);
    expect(inspect('{"company":{"\\ud800":1}}').errors).toEqual([
      { path: '/company', message: 'a field name contains an unpaired UTF-16 surrogate' },
    ]);
    expect(inspect('"\\udfff"').errors).toEqual([
      { path: '', message: 'contains an unpaired UTF-16 surrogate' },
    ]);
    expect(inspect('{"name":"\\ud83d\\ude00 and \\\\ud800"}').errors).toEqual([]);
  });

  it('walks nesting deeper than the call stack and stops at the error limit', () => {
    const depth = 100_000;
    const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    expect(inspect(deep)).toEqual({ errors: [], members: depth });
    const many = `[${Array.from({ length: 50 }, () => '"\\ud800"').join(',')}]`;
    expect(inspectMembers(JSON.parse(many), many, 20).errors).toHaveLength(20);
  });
});

describe('repeated members', () => {
  it('pre-checks by colons: only more colons than members can hide a repeat', () => {
    expect(mayRepeatMembers('{"a":1,"b":{"c":2}}', 3)).toBe(false);
    expect(mayRepeatMembers('{"a":1,"a":2}', 1)).toBe(true);
    expect(mayRepeatMembers('{"time":"12:00"}', 1)).toBe(true);
  });

  it('finds the first repeated member with its pointer', () => {
    expect(findRepeatedMember('{"type":"basic","type":"extended"}')).toBe('/type');
    expect(findRepeatedMember('{"a":[1,{"b":{"x/y":1,"x\\/y":2}}]}')).toBe('/a/1/b/x~1y');
    expect(findRepeatedMember('{"a":{"n":1},"b":{"n":1},"s":"\\"n\\":","t":"\\\\"}')).toBe(
      undefined,
    );
    expect(findRepeatedMember('[{"a":1},{"a":2}]')).toBe(undefined);
  });
});

describe('pointerToken', () => {
  it('escapes ~ and / as RFC 6901 says', () => {
    expect(pointerToken('a~b/c')).toBe('a~0b~1c');
    expect(pointerToken('plain')).toBe('plain');
  });
});
