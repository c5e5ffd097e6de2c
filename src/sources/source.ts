import type { Entity } from '../entities/entity.js';

/** One address of the national address register (BAG), as the address index stores it. */
export interface AddressRecord {
  /** Postcode without space, upper case: 1012AB. */
  postcode: string;
  houseNumber: number;
  houseLetter?: string;
  /** huisnummertoevoeging. */
  addition?: string;
  street: string;
  city: string;
  municipality?: string;
  province?: string;
  /** The BAG object (verblijfsobject, standplaats, ligplaats) identifier. */
  objectId?: string;
  objectType?: string;
  /** A secondary address (nevenadres) of the object. */
  secondary: boolean;
  lat?: number;
  lon?: number;
}

/**
 * A record of one of Veracheck's own formats (docs/formats.md): data that has no
 * FollowTheMoney schema. `key` is what it is looked up by, normalised by the reader.
 */
export interface ReferenceRecord {
  type: string;
  key: string;
  data: Record<string, unknown>;
}

/** A place in an import's files: the file's number among the files it read (from 0), the line. */
export interface ReadAt {
  file: number;
  line: number;
}

export type ImportItem =
  | {
      kind: 'entity';
      entity: Entity;
      /** Its lookup keys, where the import has made them already (staging makes them otherwise). */
      keys?: readonly string[];
      /** Where the import read it, kept with the staged row. */
      readAt?: ReadAt;
    }
  | { kind: 'address'; address: AddressRecord }
  | {
      kind: 'record';
      record: ReferenceRecord;
      /**
       * The key of what of it the import holds once (`onceKey`: the type's tag and the values
       * of its columns, compact), for a type a file holds once per some columns; the words
       * for a rejection are made from the record only when one is rejected (`heldOnceIn`).
       */
      once?: string;
    };

/**
 * What a reader reports for each source record: the items it maps to, or why it was
 * rejected (malformed) or skipped (well-formed but outside the model). `line` is the 1-based
 * line in `file` where the record starts, so rejections can be reported precisely; `record`, in
 * the XML formats, is its number among the file's records.
 */
export type SourceEvent =
  | {
      file: string;
      line: number;
      record?: number;
      items: ImportItem[];
      /** Values left out of the items, each with why (a country code not known), to report. */
      dropped?: string[];
    }
  | { file: string; line: number; record?: number; rejected: string }
  | { file: string; line: number; record?: number; skipped: string };

export type FormatYield = 'entities' | 'addresses' | 'records';

/** A published format that Veracheck imports: a streaming reader plus a mapper. */
export interface SourceFormat {
  /** The name given to `veracheck import <format>`. */
  name: string;
  description: string;
  /** The paths it takes, in words, for `--help` (for example "a folder or sdn.csv alt.csv add.csv"). */
  paths: string;
  /** Whether a path may name a folder of its files; otherwise a folder is refused up front. */
  folders?: true;
  /**
   * What its records become (the `kind` of every item it yields): entities (companies, people,
   * ownership, directorships, sanctions), BAG addresses, or records of one of our own types.
   */
  yields: FormatYield;
  /**
   * The files `read` reads of the paths, where a folder's are not all of them (OFAC's folder
   * may hold other files): an import's progress is measured against these. The paths where not
   * given.
   */
  filesRead?(paths: string[]): Promise<string[]>;
  /** Reads the files in order, in constant memory, yielding one event per source record. */
  read(paths: string[]): AsyncIterable<SourceEvent>;
}
