import type { Command } from 'commander';

/** Edits (insert, delete, replace, swap two neighbours) that make `a` into `b`. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] ?? [];
      const above = d[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] ?? 0, (d[i - 2]?.[j - 2] ?? 0) + 1);
      }
    }
  }
  return d[a.length]?.[b.length] ?? 0;
}

/**
 * The name among `names` that `word` is most likely a typo of ("user" for "users", "datset" for
 * "datasets"): at most two edits away and fewer than its length, or one it begins; none when
 * nothing is that close, so an unrelated word gets no guess.
 */
export function closestName(word: string, names: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(typed, name);
    const close =
      (distance <= 2 && distance < typed.length) || (typed.length >= 2 && name.startsWith(typed));
    if (close && (best === undefined || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/**
 * The error for a word given where `parent` expects one of its subcommands, naming the closest
 * one: commander suggests one itself only where no default command or action takes the word.
 */
export function unknownCommandError(word: string, parent: Command): Error {
  const names = parent.commands.map((c) => c.name()).filter((n) => n !== 'help');
  const guess = closestName(word, names);
  const path = [parent.parent ? `${parent.parent.name()} ` : '', parent.name()].join('');
  return new Error(
    `unknown command '${word}'${guess ? `; did you mean '${guess}'?` : ''} (see ${path} --help)`,
  );
}
