/**
 * Many strings kept as one string and their offsets: a million names as a million string
 * objects would be a million objects for every garbage collection to mark, and the index
 * reads only the few it returns.
 */
export class PackedStrings {
  private parts: string[] = [];
  private lengths: number[] = [];
  private text = '';
  private offsets = new Int32Array(1);

  get size(): number {
    return this.offsets.length - 1 + this.parts.length;
  }

  push(value: string): void {
    this.parts.push(value);
    this.lengths.push(value.length);
  }

  /** Packs what was pushed; call once, before reading. */
  finish(): void {
    this.text = this.parts.join('');
    const offsets = new Int32Array(this.lengths.length + 1);
    for (let i = 0; i < this.lengths.length; i++) {
      offsets[i + 1] = (offsets[i] ?? 0) + (this.lengths[i] ?? 0);
    }
    this.offsets = offsets;
    this.parts = [];
    this.lengths = [];
  }

  get(index: number): string {
    return this.text.slice(this.offsets[index] ?? 0, this.offsets[index + 1] ?? 0);
  }
}
