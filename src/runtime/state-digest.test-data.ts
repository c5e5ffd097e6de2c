import { createHash } from 'node:crypto';

/**
 * A digest of everything an object holds (typed arrays, maps, sets, strings, numbers, nested
 * objects; weak maps and functions left out), for telling two builds of a large index apart
 * without a deep comparison, which takes minutes on one. `skip`: keys left out wherever they
 * occur (build times).
 */
export function stateDigest(value: unknown, skip: readonly string[] = []): string {
  const hash = createHash('sha256');
  const seen = new Map<object, number>();
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object') {
      if (typeof v !== 'function') hash.update(`${typeof v}:${String(v)};`);
      return;
    }
    const known = seen.get(v);
    if (known !== undefined) {
      hash.update(`ref:${known};`);
      return;
    }
    seen.set(v, seen.size);
    if (ArrayBuffer.isView(v)) {
      hash.update(`${v.constructor.name}:${v.byteLength}:`);
      hash.update(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
    } else if (v instanceof Map) {
      hash.update(`map:${v.size};`);
      for (const [key, item] of v) {
        walk(key);
        walk(item);
      }
    } else if (v instanceof Set) {
      hash.update(`set:${v.size};`);
      for (const item of v) walk(item);
    } else if (!(v instanceof WeakMap)) {
      hash.update(`${v.constructor.name}{`);
      for (const [key, item] of Object.entries(v)) {
        if (skip.includes(key)) continue;
        hash.update(`${key}:`);
        walk(item);
      }
      hash.update('}');
    }
  };
  walk(value);
  return hash.digest('hex');
}
