/**
 * The contract's free address lines (`address_line_1`, `address_line_2`) read as a Dutch
 * address writes them: "Merelstraat 1B" (street, number and extension) and "1020 AA Amsterdam"
 * (postcode and city), on two lines or on one split by commas ("Merelstraat 1B, Amsterdam":
 * a part of words after the street is the city, where the postcode is written without one; a
 * floor after the number is its addition, "18, 3e etage"); for an address abroad also the
 * postcode and city that end most European addresses. They fill only the fields the request left empty: a
 * field given is never overridden by a line.
 */
import type { Address } from '../contract/address.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { notAStreet } from '../sources/street-words.js';
import {
  NUMBER_LETTER_OR_NOT,
  STREET_NUMBER,
  STREET_NUMBER_FLOOR,
  additionAfter,
  floorAlone,
  numberWithFloor,
} from './address-line-numbers.js';
import {
  additionWrittenApart,
  floorApartFromAddition,
  numberApartFromWords,
} from './address-line-additions-apart.js';
import { groundFloorAfterNumber, groundFloorAfterStreet } from './address-line-ground-floor.js';
import {
  countryAfterForeignPlace,
  postcodeAndCityIn,
  postcodeAndCityOf,
} from './address-lines-abroad.js';
import { namesPlaceToo, namesProvinceOnly } from './provinces.js';
import { plainPostcodeCharacters } from './postcode-written.js';
import {
  bracketsOffPostcodes,
  cityBeforePostcode,
  cityWithoutProvince,
  countryAfterCity,
  postcodeAndRest,
  provinceApart,
} from './address-line-postcodes.js';
import {
  codeAfterPlaceLetters,
  digitCountConflict,
  foreignCodeOfDutchAddress,
  linesGivenCountryConflict,
  postcodeAndPlaceOfWords,
  postcodeCountryConflict,
  postcodeLettersAPlace,
  provinceCodeAsCountry,
  provinceOfDutchAddress,
  type PostcodeCountryConflict,
} from './address-line-country.js';
import {
  partedAtPostcode,
  placeApartFromDigits,
  wordApartFromNumber,
} from './address-line-split.js';
import { americanLines } from './address-lines-american.js';
import { ordinalStreet } from './address-line-street-names.js';
import {
  bisAfterAddition,
  numberAlone,
  numberOfLine,
  streetLine,
  streetOfPart,
} from './address-line-fields.js';

/** "10 Downing Street", "89 Avenue de la Liberté", "12b Rue Haute": the number, then the street. */
const NUMBER_STREET = /^(\d{1,5}[A-Za-z]?)\s+(\p{L}[\p{L}\d' .-]*)$/u;

const filled = (value: string | undefined): boolean => (value?.trim() ?? '') !== '';

/**
 * The most parts (between commas, over both lines) an address's lines are read in: an address
 * has a handful (a wordy one with c/o, building and landmarks about 15). Lines of more ("a, a,
 * …", a register's odd value) are left unread, as their readings compare each part with those
 * after it and took seconds for thousands of parts (40 take about a millisecond).
 */
export const MOST_PARTS_READ = 40;

/** Addresses already read: the sections of one check each ask for the same request's address. */
const readAddresses = new WeakMap<Address, Readonly<Address>>();

/** The readings whose lines conflict (postcodeCountryConflict), by the address read. */
const conflicts = new WeakMap<Address, PostcodeCountryConflict>();

/**
 * Where the address's lines end with a postcode written as only Dutch ones are and another
 * country's code read as its country ("Damrak 1, 1012 AB, BE"), or with such a postcode where
 * the country given is one whose postcodes have another known form ("Damrak 1, 1012 AB" with
 * BE or GB), or give a postcode of digits of a count the country's never have ("…, 2300
 * Stockholm, SE"): that postcode and code.
 */
export const linesCountryConflict = (address: Address): PostcodeCountryConflict | undefined =>
  conflicts.get(withAddressLines(address));

/**
 * The address with the fields its lines give filled in where the request left them empty. The
 * reading is kept per address object (and frozen, as it is shared).
 */
export function withAddressLines(address: Address): Address {
  const known = readAddresses.get(address);
  if (known) return known;
  const read = readLines(address);
  // Without lines the address is its own reading: the caller's object is not frozen.
  if (read !== address) readAddresses.set(address, Object.freeze(read));
  return read;
}

function readLines(address: Address): Address {
  // Most requests give fields, not lines: nothing to read, and no patterns to run.
  if (!address.address_line_1 && !address.address_line_2) return address;
  // Dashes of every kind and invisible characters read as in zip_code (postcode-written.ts).
  const lines = [address.address_line_1, address.address_line_2]
    .flatMap((line) => bracketsOffPostcodes(plainPostcodeCharacters(line ?? '')).split(','))
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
  if (lines.length === 0 || lines.length > MOST_PARTS_READ) return address;
  // "1500 NE Irving St, Portland, OR 97232": the state's code and ZIP code end an American address.
  const american = americanLines(lines, address);
  if (american) return american;
  // "… 1012AB Amsterdam Nederland": the country after the city, as after a comma.
  // "Rue Haute 12 1000 Bruxelles BE": a postcode abroad and the city before it, as after a comma.
  const lastLine = lines.at(-1) ?? '';
  const countryApart =
    countryAfterCity(lastLine) ??
    codeAfterPlaceLetters(lastLine) ??
    countryAfterForeignPlace(lastLine) ??
    provinceCodeAsCountry(lastLine);
  if (countryApart) lines.splice(-1, 1, ...countryApart);
  const read: Address = { ...address };
  let conflict: PostcodeCountryConflict | undefined;
  // "…, 10117 Berlin, Germany": a country ends the lines; it is the country where none is given.
  const last = lines.at(-1) ?? '';
  if (
    lines.length > 1 &&
    !/\d/.test(last) &&
    !groundFloorAfterNumber(last, lines.at(-2) ?? '', address, lines) &&
    !(lines.length === 2 && groundFloorAfterStreet(last, lines[0] ?? '', address, lines)) &&
    !provinceOfDutchAddress(last, lines) &&
    parseIssuingCountry(last) !== undefined
  ) {
    lines.pop();
    if (!filled(read.country) && !foreignCodeOfDutchAddress(last, lines, address)) {
      read.country = last;
      conflict = postcodeCountryConflict(last, lines);
    }
  }
  // "Damrak 1, 1012 AB" with the country BE given: the lines' postcode is no Belgian one.
  if (filled(address.country)) conflict = linesGivenCountryConflict(lines, address);
  // Abroad the lines end as most addresses there do: "…, L-4010 Esch-sur-Alzette", "…, London
  // SW1A 2AA". Those parts are the postcode and city, never the street.
  const country = read.country?.trim();
  // "…, 2300 LA CHAUX-DE-FONDS, CH", or with CH given: the country's postcode and place.
  const placeOfWords = country ? postcodeAndPlaceOfWords(country, lines) : undefined;
  const foreign = country !== undefined && country !== '' && parseIssuingCountry(country) !== 'NL';
  // "Damrak 1, 1012 LG, BE": in lines that conflict, the postcode stays as written unless its
  // letters read as the country's place ("5200 OS, NO").
  const lettersAPlace = conflict === undefined || postcodeLettersAPlace(conflict, lines, address);
  // "RUE NEUVE 1 2300 LA CHAUX-DE-FONDS": the place of words, and the street before it.
  if (placeOfWords) lines.splice(-1, 1, ...(placeOfWords.head ? [placeOfWords.head] : []));
  const abroadEnd =
    !placeOfWords && foreign && lettersAPlace ? postcodeAndCityIn(lines) : undefined;
  // "Skanderborgvej 1 8680 Ry, DK": the street and number before them stay a part.
  if (abroadEnd)
    lines.splice(abroadEnd.from, lines.length, ...(abroadEnd.head ? [abroadEnd.head] : []));
  const written = placeOfWords ?? abroadEnd;
  if (written) {
    if (!filled(read.city)) {
      read.city = written.city;
      if (!filled(read.zip_code)) read.zip_code = written.postcode;
    }
  }
  // "Merelstraat 1B 1020 AA Amsterdam": one part without commas, parted by its postcode.
  // "…, Amsterdam 1012 LG Noord-Holland": the province after the postcode apart, as after a comma.
  // Lines that end with a code in conflict with the postcode kept as written are read as Dutch
  // lines write them ("Damrak 1 1012 LG Amsterdam NO"), so the other sections have the fields.
  const abroad = foreign && (conflict?.source !== 'lines' || written !== undefined);
  // "Merelstraat 2 1 hs": the street and number, and the addition with its floor, apart.
  // "Kerkstraat 1, 2300 Leiden": the place after four digits, as without commas.
  const parts = abroad
    ? lines
    : placeApartFromDigits(
        lines
          .flatMap(provinceApart)
          .flatMap(partedAtPostcode)
          .flatMap((part) => numberApartFromWords(part, address.house_number))
          .flatMap(floorApartFromAddition)
          .flatMap(wordApartFromNumber),
      );
  let streetRead = false;
  /**
   * The number of the part just read, a street and number that a part after it may give the
   * addition of ("Narcissenpark 18, 3e etage"): the number is the line's, without an addition
   * (with a house letter at most), and no extension is given.
   */
  let numberBefore: string | undefined;
  /** The number with its numeric addition of the part just read ("2-1"), bis or ter may follow. */
  let additionBefore: string | undefined;
  /** Lines of words alone, not read as anything (yet). */
  const wordLines: string[] = [];
  /** Parts of words after the street: the last is the city, where the postcode's part has none. */
  const wordsAfterStreet: string[] = [];
  for (const [at, line] of parts.entries()) {
    const addition = numberBefore === undefined ? undefined : additionAfter(numberBefore, line);
    numberBefore = undefined;
    // "Merelstraat 2-1, bis": bis stays with the addition, as in "Merelstraat 2 1 bis".
    const bis = additionBefore === undefined ? undefined : bisAfterAddition(additionBefore, line);
    additionBefore = undefined;
    const numberGiven = addition ?? bis;
    if (numberGiven) {
      read.house_number = numberGiven.number;
      read.house_number_extension = numberGiven.extension;
      // "Merelstraat 2 1, bis", "Merelstraat 2, 1, bis": bis after the addition so read, too.
      if (addition && /^\d{1,3}$/.test(addition.extension)) {
        additionBefore = `${addition.number}-${addition.extension}`;
      }
      continue;
    }
    // The lines "Damrak" and "bg" with house_number 1: the street, and the number's floor.
    const streetBefore = at === 1 ? wordLines[0] : undefined;
    if (streetBefore !== undefined && groundFloorAfterStreet(line, streetBefore, address, parts)) {
      wordLines.pop();
      if (!filled(read.street)) read.street = streetBefore;
      if (!filled(read.house_number_extension)) read.house_number_extension = line;
      streetRead = true;
      continue;
    }
    const postcode = postcodeAndRest(line);
    if (postcode) {
      if (!filled(read.zip_code)) read.zip_code = postcode.postcode;
      const rest = postcode.rest;
      // "1020AA 1B": the postcode and house number, as Dutch forms often ask for them.
      if (rest && numberAlone(read, rest)) numberBefore = numberOfLine(read, rest);
      else if (rest && !filled(read.city)) read.city = cityWithoutProvince(rest);
      continue;
    }
    if (numberAlone(read, line)) {
      // "1A, bg": a part after a number alone may give its addition, as after a street's.
      numberBefore = numberOfLine(read, line);
      continue;
    }
    // The street of a later part that is a street and number ("Hoofdweg 5"), if any.
    const streetAfter = parts
      .slice(at + 1)
      .map(streetOfPart)
      .find((street) => street !== undefined);
    const cityPostcode = abroad
      ? undefined
      : cityBeforePostcode(line, read, address, streetAfter, streetRead);
    if (cityPostcode) {
      if (!filled(read.zip_code)) read.zip_code = cityPostcode.postcode;
      if (cityPostcode.city !== undefined && !filled(read.city)) read.city = cityPostcode.city;
      if (cityPostcode.street !== undefined) {
        // "Hoofdweg 1234 AB" with house_number 5: the street and its postcode; words after it
        // are the city, as after a street and number.
        if (!filled(read.street)) read.street = cityPostcode.street;
        streetRead = true;
      }
      continue;
    }
    // "Merelstraat 2 1": the number and its addition apart, as "Merelstraat 2, 1" writes them;
    // with house_number 1 given, the line's last number is that one, as before.
    const numberApart = additionWrittenApart(line);
    const apart =
      numberApart && (!filled(read.house_number) || read.house_number === numberApart.number)
        ? numberApart
        : undefined;
    const floor = apart ? null : STREET_NUMBER_FLOOR.exec(line);
    const street = floor || apart ? undefined : STREET_NUMBER.exec(line);
    // "10 Downing Street", "89 Avenue de la Liberté": abroad the number often comes first.
    const numberFirst = abroad && !floor && !street ? NUMBER_STREET.exec(line) : null;
    const floorNumber = floor?.[2] && `${floor[2]}${floor.groups?.letter ?? ''}`;
    if (apart && streetLine(read, apart.street, apart.number, 'end')) {
      // The addition of the line's number, where no extension is given apart.
      const lineNumber = read.house_number === apart.number;
      if (lineNumber && !filled(read.house_number_extension)) {
        read.house_number_extension = apart.addition;
        // "Merelstraat 2 1, bis": bis stays with the addition, as after "Merelstraat 2-1".
        if (/^\d{1,3}$/.test(apart.addition)) additionBefore = `${apart.number}-${apart.addition}`;
      }
      streetRead = true;
    } else if (floor?.[1] && floorNumber && streetLine(read, floor[1], floorNumber, 'end')) {
      // The floor is the addition of the line's number, not of one given apart.
      const lineNumber = read.house_number === floorNumber;
      const addition = floor.groups && numberWithFloor(floorNumber, floor.groups);
      if (lineNumber && addition && !filled(read.house_number_extension)) {
        read.house_number = addition.number;
        read.house_number_extension = addition.extension;
      }
      streetRead = true;
    } else if (street?.[1] && street[2] && streetLine(read, street[1], street[2], 'end')) {
      const lineNumber = read.house_number === street[2] && NUMBER_LETTER_OR_NOT.test(street[2]);
      if (lineNumber && !filled(read.house_number_extension)) numberBefore = street[2];
      if (read.house_number === street[2] && !filled(read.house_number_extension)) {
        additionBefore = street[2];
      }
      streetRead = true;
    } else if (
      numberFirst?.[1] &&
      numberFirst[2] &&
      streetLine(read, numberFirst[2], numberFirst[1], 'start')
    ) {
      streetRead = true;
    } else if (ordinalStreet(line)) {
      // "2e Hugo de Grootstraat": a line of words, which begins no city's name.
      if (!streetRead) wordLines.push(line);
    } else if (!/\d/.test(line) && !/^\p{L}$/u.test(line) && !floorAlone(line)) {
      // A letter alone is no city, nor a street; nor is a floor.
      if (streetRead) wordsAfterStreet.push(line);
      else wordLines.push(line);
    }
  }
  // "Merelstraat 1B, Amsterdam": a part of words after the street is the city, the last of
  // several ("…, Slotervaart, Amsterdam"). Where the postcode is written with a city, that is
  // the city, and such a part (a district, a building's name) is left unread. A province after
  // the city ("…, Amsterdam, Noord-Holland") is no city: the last part before it is. Where no
  // other part is, a province's name that is a place's too is that place ("…, Zeeland").
  const cityPart =
    wordsAfterStreet.filter((part) => !namesProvinceOnly(part)).at(-1) ??
    wordsAfterStreet.find(namesPlaceToo);
  if (cityPart !== undefined && !filled(read.city)) read.city = cityPart;
  // With the house number given as a field, two lines of words are the street and the city
  // ("Merelstraat", "Amsterdam"). One alone may be either, a company's name or a country: it is
  // left unread rather than compared as a street.
  const [first, second] = wordLines;
  if (
    first &&
    second &&
    wordLines.length === 2 &&
    !filled(read.street) &&
    filled(address.house_number) &&
    !notAStreet(first, 'end') &&
    parseIssuingCountry(first) === undefined
  ) {
    read.street = first;
    if (!filled(read.city)) read.city = second;
  }
  // "Sveavägen 12, 2300 Stockholm, SE": a postcode of digits the country's never number so.
  if (!conflict && !filled(address.zip_code)) {
    const source = filled(address.country) ? 'lines-and-given' : 'lines';
    conflict = digitCountConflict(read.zip_code, read.country, source);
  }
  if (conflict) conflicts.set(read, conflict);
  return read;
}

export { postcodeAndCityOf };

/**
 * An address written as one text (a register's address of a company abroad, often), read as
 * address lines are in its country: street, house number, postcode and city where they read so;
 * without a country, at least the postcode and city that end it.
 */
export function readAddressText(text: string, country: string | undefined): Address {
  const read = withAddressLines({
    address_line_1: text,
    ...(country !== undefined && country.trim() !== '' && { country }),
  });
  if (filled(read.zip_code)) return read;
  const written = postcodeAndCityOf(text);
  // "Rue Haute 12 1000 Bruxelles": the lines read the city after four digits, which are the
  // postcode of an address abroad (of a Dutch one, its digits alone).
  if (filled(read.city)) {
    return written && written.city === read.city ? { ...read, zip_code: written.postcode } : read;
  }
  return written ? { ...read, zip_code: written.postcode, city: written.city } : read;
}

export { comparablePostcode } from './postcode-compared.js';
