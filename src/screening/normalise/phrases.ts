/**
 * Token sequences ("besloten vennootschap", "his excellency") to values, found in a token
 * list longest first. A trie keyed by whole tokens: a token that starts no phrase costs one
 * map lookup, so scanning a name is linear in its tokens.
 */

interface PhraseNode<T> {
  value?: T;
  next?: Map<string, PhraseNode<T>>;
}

export interface PhraseMatch<T> {
  value: T;
  /** How many tokens the phrase covers. */
  length: number;
}

export class PhraseTable<T> {
  private readonly root = new Map<string, PhraseNode<T>>();

  /** Adds a phrase; a later value for the same tokens replaces the earlier one. */
  add(tokens: readonly string[], value: T): void {
    if (tokens.length === 0) return;
    let level = this.root;
    let node: PhraseNode<T> | undefined;
    for (const token of tokens) {
      if (node) level = node.next ??= new Map<string, PhraseNode<T>>();
      node = level.get(token);
      if (!node) {
        node = {};
        level.set(token, node);
      }
    }
    if (node) node.value = value;
  }

  /** The longest phrase that starts at tokens[start], or undefined. */
  match(tokens: readonly string[], start: number): PhraseMatch<T> | undefined {
    let level: Map<string, PhraseNode<T>> | undefined = this.root;
    let found: PhraseMatch<T> | undefined;
    for (let i = start; i < tokens.length && level; i++) {
      const node = level.get(tokens[i] ?? '');
      if (!node) break;
      if (node.value !== undefined) found = { value: node.value, length: i - start + 1 };
      level = node.next;
    }
    return found;
  }

  /** Whether a phrase starts with this token: the cheap test before `match`. */
  startsWith(token: string): boolean {
    return this.root.has(token);
  }
}
