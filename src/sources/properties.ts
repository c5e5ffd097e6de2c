/** Collects an entity's property values as mappers find them, dropping empty strings and repeats. */
export class Properties {
  readonly values: Record<string, string[]> = {};

  add(property: string, ...values: (string | undefined)[]): this {
    for (const value of values) {
      if (value === undefined || value.length === 0) continue;
      const list = (this.values[property] ??= []);
      if (!list.includes(value)) list.push(value);
    }
    return this;
  }
}
