/** Work several sections of one check need, kept per check. */
export interface SharedWork {
  shared: Map<string, Promise<unknown>>;
}

/** The value of `make()` under `key`, computed once per check however many sections ask. */
export function once<T>(context: SharedWork, key: string, make: () => Promise<T>): Promise<T> {
  let value = context.shared.get(key) as Promise<T> | undefined;
  if (!value) {
    value = make();
    context.shared.set(key, value);
  }
  return value;
}
