/**
 * The packed form of the address index: a handful of typed arrays over the BAG addresses in
 * postcode and house number order, and small dictionaries for what repeats (letters and
 * additions, street and city names). At 10 million addresses the columns take about 12 bytes
 * an address; no object per address is kept.
 */
import { runAtOnce, type BuildSteps } from '../runtime/event-loop-turns.js';
import {
  permutedSteps,
  placeColumnsSteps,
  placePostcodeListsSteps,
  postcodeDirectorySteps,
  sortedOrderSteps,
} from './address-index-packing.js';
import { streetSearchSteps } from './address-index-streets.js';

/** The integer of a normalised postcode ("1012AB"), or -1 when it is not one. */
export function postcodeCode(postcode: string): number {
  if (postcode.length !== 6) return -1;
  // Digit by digit: Number() would also read "1e03" or " 100" as a number.
  let digits = 0;
  for (let i = 0; i < 4; i++) {
    const digit = postcode.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    digits = digits * 10 + digit;
  }
  const a = postcode.charCodeAt(4) - 65;
  const b = postcode.charCodeAt(5) - 65;
  if (digits < 1000 || a < 0 || a > 25 || b < 0 || b > 25) return -1;
  return digits * 676 + a * 26 + b;
}

export function postcodeOf(code: number): string {
  const letters = code % 676;
  return `${Math.floor(code / 676)}${String.fromCharCode(65 + Math.floor(letters / 26), 65 + (letters % 26))}`;
}

/** flags: the top bit says "secondary address" (nevenadres); the rest is the object type id. */
export const SECONDARY_FLAG = 0x80;
export const OBJECT_TYPE_MASK = 0x7f;

export interface AddressIndexData {
  count: number;
  /** Distinct postcode codes, ascending; the addresses of postcodes[p] are postcodeStart[p].. */
  postcodes: Uint32Array;
  postcodeStart: Uint32Array;
  /** Per address, in (postcode, house number) order. */
  numbers: Uint32Array;
  extensions: Uint16Array | Uint32Array;
  flags: Uint8Array;
  places: Uint32Array;
  /** [letter, addition] by extension id; id 0 is neither. */
  extensionList: readonly (readonly [string, string])[];
  /** Object types (VBO, LIG, STA) by id; id 0 is none. */
  objectTypes: readonly string[];
  /** Street, city, municipality and province names by id; id 0 is none (''). */
  names: readonly string[];
  /** A place is one street in one city (with its municipality and province). */
  placeStreet: Uint32Array;
  placeCity: Uint32Array;
  placeMunicipality: Uint32Array;
  placeProvince: Uint32Array;
  /** The postcodes (indexes into `postcodes`) on which each place has addresses. */
  placePostcodeStart: Uint32Array;
  placePostcodes: Uint32Array;
  /** Street search: city keys ascending, each with its street keys ascending. */
  cityKeys: readonly string[];
  citySignatures: Uint32Array;
  cityStreetStart: Uint32Array;
  streetKeys: readonly string[];
  streetSignatures: Uint32Array;
  /** The places of each street key of a city (one name can be a street in two woonplaatsen). */
  streetPlaceStart: Uint32Array;
  streetPlaces: Uint32Array;
  /** Municipality keys, each with the city keys (indexes into cityKeys) of its woonplaatsen. */
  municipalities: ReadonlyMap<string, readonly number[]>;
}

/** A typed column that grows by doubling while the index is built. */
class Column<T extends Uint8Array | Uint32Array> {
  length = 0;
  constructor(
    private data: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  view(): T {
    return this.data.subarray(0, this.length) as T;
  }
}

const uint32 = (size: number) => new Uint32Array(size);
const uint8 = (size: number) => new Uint8Array(size);

/** Strings by id, each once. */
class Interner {
  readonly list: string[] = [''];
  private readonly ids = new Map<string, number>([['', 0]]);

  id(value: string | undefined): number {
    if (value === undefined || value === '') return 0;
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.list.length;
      this.list.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
}

export interface AddressInput {
  postcode: string;
  houseNumber: number;
  houseLetter?: string;
  addition?: string;
  street: string;
  city: string;
  municipality?: string;
  province?: string;
  objectType?: string;
  secondary: boolean;
}

/** Collects addresses in any order, then sorts and packs them (finish). */
export class AddressIndexBuilder {
  private readonly codes: Column<Uint32Array>;
  private readonly numbers: Column<Uint32Array>;
  private readonly extensions: Column<Uint32Array>;
  private readonly flags: Column<Uint8Array>;
  private readonly places: Column<Uint32Array>;
  private readonly names = new Interner();
  private readonly extensionIds = new Map<string, number>([['\u0000', 0]]);
  private readonly extensionList: [string, string][] = [['', '']];
  private readonly objectTypes = new Interner();
  private readonly placeIds = new Map<string, number>();
  private readonly placeParts: number[] = [];
  /** Addresses come street by street: the last place is the next one's most of the time. */
  private last:
    | { street: string; city: string; municipality?: string; province?: string; id: number }
    | undefined;
  /** Addresses left out because their postcode or number cannot be indexed. */
  skipped = 0;

  constructor(capacity = 1 << 16) {
    this.codes = new Column(uint32(capacity), uint32);
    this.numbers = new Column(uint32(capacity), uint32);
    this.extensions = new Column(uint32(capacity), uint32);
    this.flags = new Column(uint8(capacity), uint8);
    this.places = new Column(uint32(capacity), uint32);
  }

  get size(): number {
    return this.codes.length;
  }

  add(address: AddressInput): void {
    const code = postcodeCode(address.postcode);
    const number = address.houseNumber;
    if (code < 0 || !Number.isSafeInteger(number) || number < 0 || number > 0xffffffff) {
      this.skipped++;
      return;
    }
    this.codes.push(code);
    this.numbers.push(number);
    this.extensions.push(this.extensionId(address.houseLetter ?? '', address.addition ?? ''));
    const type = this.objectTypes.id(address.objectType);
    if (type > OBJECT_TYPE_MASK) throw new Error('more than 127 BAG object types');
    this.flags.push(type | (address.secondary ? SECONDARY_FLAG : 0));
    this.places.push(this.placeId(address));
  }

  private extensionId(letter: string, addition: string): number {
    const key = `${letter}\u0000${addition}`;
    let id = this.extensionIds.get(key);
    if (id === undefined) {
      id = this.extensionList.length;
      this.extensionList.push([letter, addition]);
      this.extensionIds.set(key, id);
    }
    return id;
  }

  private placeId(a: AddressInput): number {
    const last = this.last;
    if (
      last &&
      last.street === a.street &&
      last.city === a.city &&
      last.municipality === a.municipality &&
      last.province === a.province
    ) {
      return last.id;
    }
    const parts = [
      this.names.id(a.street),
      this.names.id(a.city),
      this.names.id(a.municipality),
      this.names.id(a.province),
    ];
    const key = parts.join(',');
    let id = this.placeIds.get(key);
    if (id === undefined) {
      id = this.placeIds.size;
      this.placeIds.set(key, id);
      this.placeParts.push(...parts);
    }
    this.last = {
      street: a.street,
      city: a.city,
      municipality: a.municipality,
      province: a.province,
      id,
    };
    return id;
  }

  /** Sorts the addresses by postcode and house number and builds the lookup structures. */
  finish(): AddressIndexData {
    return runAtOnce(this.finishSteps());
  }

  /** finish, in steps (BuildSteps): a server runs them in turns, answering meanwhile. */
  *finishSteps(): BuildSteps<AddressIndexData> {
    const count = this.codes.length;
    const order = yield* sortedOrderSteps(this.codes.view(), this.numbers.view());
    const codes = yield* permutedSteps(this.codes.view(), order, new Uint32Array(count));
    const numbers = yield* permutedSteps(this.numbers.view(), order, new Uint32Array(count));
    const places = yield* permutedSteps(this.places.view(), order, new Uint32Array(count));
    const flags = yield* permutedSteps(this.flags.view(), order, new Uint8Array(count));
    const extensions = yield* permutedSteps(
      this.extensions.view(),
      order,
      this.extensionList.length <= 0x10000 ? new Uint16Array(count) : new Uint32Array(count),
    );
    const { postcodes, postcodeStart } = yield* postcodeDirectorySteps(codes);
    const placeCount = this.placeIds.size;
    const [placeStreet, placeCity, placeMunicipality, placeProvince] = yield* placeColumnsSteps(
      this.placeParts,
      placeCount,
    );
    const { starts: placePostcodeStart, values: placePostcodes } = yield* placePostcodeListsSteps(
      places,
      postcodeStart,
      placeCount,
    );
    const names = this.names.list;
    const streets = yield* streetSearchSteps(names, placeStreet, placeCity, placeMunicipality);
    return {
      count,
      postcodes,
      postcodeStart,
      numbers,
      extensions,
      flags,
      places,
      extensionList: this.extensionList,
      objectTypes: this.objectTypes.list,
      names,
      placeStreet,
      placeCity,
      placeMunicipality,
      placeProvince,
      placePostcodeStart,
      placePostcodes,
      ...streets,
    };
  }
}
