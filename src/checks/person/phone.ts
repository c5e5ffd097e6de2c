/**
 * phone_number_matches of person checks: the person's telephone number read (national or
 * international notation; national numbers in the address country, else NL), normalised to
 * E.164 and looked up in the phone directory (`phone-directory`). Every listing of the number
 * is one match; a number with no listing gets one entry saying why (not listed, not looked up,
 * not valid). The codes are PHONE_MATCH's; docs/checks.md explains them.
 */
import type { PersonCheckResult } from '../../contract/person-check.js';
import type { PhoneDirectoryData } from '../../entities/records.js';
import type { ReferenceRecord } from '../../sources/source.js';
import type { SectionModule } from '../pipeline.js';
import type { Address } from '../../contract/address.js';
import type { PersonCheckContext } from './context.js';
import { withAddressLines } from '../../registry/address-lines.js';
import { startsWithTradeWord } from './trade-words.js';
import { validatedAddress } from './address-validation.js';
import { completedAddress } from './resident-records.js';
import { givenDutchAddress } from './given-address.js';
import { normaliseName } from '../../screening/normalise/name.js';
import {
  compareListedName,
  familyNameInOtherScript,
  listedNameAsGiven,
} from './phone-listed-name.js';
import { compareListedAddress, listingAddress, type Comparison } from './phone-listing.js';
import {
  countryLabel,
  defaultRegionOf,
  readPhoneNumber,
  type PhoneReading,
} from './phone-number.js';
import { compareCodePoints } from '../../names/name-order.js';
import type { PhoneMatchCode } from '../../contract/codes.js';

export const PHONE_DIRECTORY_FORMAT = 'phone-directory';

export const PHONE_MATCH = {
  PM01: "Listed under the person's name at the given address",
  PM02: "Listed under the person's name at another address than the one given",
  PM03: "Listed under the person's name; the address was not compared",
  PM04: 'Listed under another name at the given address',
  PM05: 'Listed under another name',
  PM06: 'Listed; no family name was given to compare the name with',
  PM07: 'Valid number, not listed in the phone directory',
  PM08: 'Valid number, not looked up in the phone directory',
  PM09: 'Not a valid telephone number',
} as const satisfies Record<PhoneMatchCode, string>;
export type { PhoneMatchCode };

/** PM06 where a family name was given, but in another script than the listing's. */
export const PM06_OTHER_SCRIPT =
  'Listed; the family name given has no Latin letters, as the directory writes names, so the name was not compared';

export type PhoneNumberMatch = NonNullable<PersonCheckResult['phone_number_matches']>[number];

function listingCode(name: Comparison, address: Comparison): PhoneMatchCode {
  if (name === 'not_compared') return 'PM06';
  if (name === 'same') return address === 'same' ? 'PM01' : address === 'other' ? 'PM02' : 'PM03';
  return address === 'same' ? 'PM04' : 'PM05';
}

const ADDRESS_NOTES: Record<Comparison, string> = {
  same: 'at the given address',
  other: 'at another address than the one given',
  not_compared: 'address not compared',
};

/**
 * A listing's address as the answer shows it: a Dutch one completed from the address data (its
 * province too, as every other address of the answer), a foreign one as listed.
 */
async function shownAddress(
  listing: PhoneDirectoryData,
  context: PersonCheckContext,
): Promise<Address | undefined> {
  const listed = listingAddress(listing);
  const dutch = listed?.country === undefined || listed.country === 'NL';
  if (!listed || !dutch || !listed.zip_code || !listed.house_number) return listed;
  return completedAddress(context.registry, listed);
}

/**
 * A listed name with a legal form in it ("Dijkstra Schilderwerken B.V.") or a trade word before
 * the family name ("Advies Postma"): no private person.
 */
const isBusinessName = (name: string): boolean =>
  normaliseName(name, 'company').tokens.some((token) => token.kind === 'legal') ||
  startsWithTradeWord(name);

/**
 * The address a listing is compared with, as the other sections read it: the one
 * address_validation found (P01, P02: a misspelt street or lines read), else the request's with
 * its lines read. Null where the address given cannot be compared: its country is not read
 * (P05), or its street and city point elsewhere than its postcode (P04), which address was meant
 * not being known.
 */
async function addressToCompare(
  context: PersonCheckContext,
): Promise<{ address: Address; exact: boolean } | undefined | null> {
  const given = context.request.address;
  if (!given) return undefined;
  const validated = await validatedAddress(context);
  if (validated?.address && (validated.code === 'P01' || validated.code === 'P02')) {
    // An address of the address data: one without an addition is the dwelling without one.
    return { address: validated.address, exact: true };
  }
  const { lookup } = validated ?? {};
  if (validated?.code === 'P05' || lookup?.contradicted || lookup?.ambiguous) return null;
  return { address: withAddressLines(given), exact: false };
}

/**
 * The address given as a PM01 shows it, as address_match shows it: as the address data has it.
 * Where the number exists only with other extensions (P03), that is the address at the number
 * (street, city, province) with the extension given, if any: completing it by postcode and
 * number alone would take an extension the caller did not give, so it would stay bare.
 */
async function givenAddressShown(context: PersonCheckContext, given: Address): Promise<Address> {
  if ((await validatedAddress(context))?.code === 'P03') {
    const atNumber = await givenDutchAddress(context);
    if (atNumber) return atNumber.address;
  }
  return completedAddress(context.registry, given);
}

/** One listing as a match: the code, and the listing's kind, date and address comparison. */
async function listingMatch(
  listing: PhoneDirectoryData,
  context: PersonCheckContext,
): Promise<PhoneNumberMatch & { code: PhoneMatchCode }> {
  const given = await addressToCompare(context);
  const address =
    given === null
      ? 'not_compared'
      : compareListedAddress(listing, given?.address, { exactAddition: given?.exact });
  const { person } = context.request;
  const code = listingCode(compareListedName(listing.name, person), address);
  const business = code === 'PM04' && isBusinessName(listing.name);
  const own = code === 'PM01' || code === 'PM02' || code === 'PM03';
  const facts = [
    listing.kind,
    // Since when a stranger has had the number would describe them: said of the person's own
    // listing and of a business only.
    (own || business) && listing.listed_since && `listed since ${listing.listed_since}`,
    (code === 'PM05' || code === 'PM06') && ADDRESS_NOTES[address],
  ].filter((fact): fact is string => typeof fact === 'string' && fact !== '');
  const base = {
    code,
    message: `${code === 'PM06' && familyNameInOtherScript(listing.name, person) ? PM06_OTHER_SCRIPT : PHONE_MATCH[code]} (${facts.join(', ')})`,
    phone_number: listing.phone_number,
  };
  // A check confirms the caller's person; it is no reverse directory. Under another name, or
  // with no family name to compare, whose number it is and where they live are not said; a
  // business listed at the address given (a legal form in its name) is named.
  if (business) {
    const where = await shownAddress(listing, context);
    return { ...base, name: listing.name, ...(where && { address: where }) };
  }
  if (!own) return base;
  // The person's own listing confirms what the request gave and tells nothing more: its name
  // only where it is written as given (not the initials, prefix, first names or spelling of a
  // family name given alone), and the address only where it is the one given, as the address
  // data has it (not the listing's addition to a number given without one). Elsewhere (PM02)
  // or not compared (PM03), where a person of that name lives is not the caller's to learn.
  const named = listedNameAsGiven(listing.name, person);
  const where =
    code === 'PM01' && given ? await givenAddressShown(context, given.address) : undefined;
  return { ...base, ...(named && { name: listing.name }), ...(where && { address: where }) };
}

/** "a mobile number of the Netherlands (+31)". */
const describeValid = (reading: PhoneReading & { ok: true }): string =>
  `a ${reading.kind ? `${reading.kind} ` : ''}number of ${countryLabel(reading.country, reading.callingCode)}`;

const DUTCH_REGION = 'NL';

/**
 * The Dutch reading of a national number (no + or 00) that is no valid number of the address
 * country but is a valid Dutch one; undefined otherwise. Whether it is taken is
 * numberAsRead's to say.
 */
function dutchAlternative(
  given: string,
  addressRegion: ReturnType<typeof defaultRegionOf>,
  reading: PhoneReading,
): (PhoneReading & { ok: true }) | undefined {
  if (
    addressRegion === DUTCH_REGION ||
    /^\s*(\+|00)/.test(given) ||
    (reading.ok && reading.valid)
  ) {
    return undefined;
  }
  const dutch = readPhoneNumber(given, DUTCH_REGION);
  return dutch.ok && dutch.valid ? dutch : undefined;
}

/**
 * The number read in the address country, with its directory listings (undefined where the
 * directory is not looked up). A national number that is no valid number there but a valid
 * Dutch mobile number, or a Dutch number the directory lists, is read as Dutch: a cross-border
 * worker or a new arrival keeps a Dutch mobile (or is listed with a Dutch line), and is not
 * "not a valid telephone number". Not every valid Dutch number: a foreign number with one digit
 * left out, added or mistyped is often one (about one in four slips of a Belgian, British or
 * Turkish national number reads as a Dutch landline), and would be called valid. A listing of
 * the number as read in the address country keeps that reading: a listing is evidence even
 * where the numbering plan does not know the range.
 */
async function numberAsRead(
  context: PersonCheckContext,
  given: string,
  addressRegion: ReturnType<typeof defaultRegionOf>,
  served: boolean,
): Promise<{
  region: ReturnType<typeof defaultRegionOf>;
  reading: PhoneReading;
  listings: ReferenceRecord[] | undefined;
}> {
  const listingsOf = async (reading: PhoneReading) =>
    served && reading.ok && reading.directoryKey
      ? context.registry.records(PHONE_DIRECTORY_FORMAT, reading.directoryKey)
      : undefined;
  const reading = readPhoneNumber(given, addressRegion);
  const asGiven = { region: addressRegion, reading };
  const dutch = dutchAlternative(given, addressRegion, reading);
  if (!dutch) return { ...asGiven, listings: await listingsOf(reading) };
  const own = await listingsOf(reading);
  if (own && own.length > 0) return { ...asGiven, listings: own };
  const listings = await listingsOf(dutch);
  return dutch.kind === 'mobile' || (listings && listings.length > 0)
    ? { region: DUTCH_REGION, reading: dutch, listings }
    : { ...asGiven, listings: own };
}

export async function phoneNumberMatchesOf(
  context: PersonCheckContext,
): Promise<PhoneNumberMatch[] | undefined> {
  const given = context.request.person?.phone_number?.trim();
  if (!given) return undefined;
  // National notation is read in the address's country, also where only the lines name it.
  const { address } = context.request;
  const addressRegion = defaultRegionOf(address && withAddressLines(address).country);
  const served = context.registry.servesFormat(PHONE_DIRECTORY_FORMAT);
  const { region, reading, listings } = await numberAsRead(context, given, addressRegion, served);
  const lookups: Record<string, unknown> = {
    region,
    ...(region !== addressRegion && {
      not_valid_in: addressRegion,
      note: `not a valid national number of the address country ${addressRegion}; read as a national number of ${region}`,
    }),
    reading,
    directory_served: served,
  };
  context.lookups.phone_number = lookups;
  if (!reading.ok) {
    return [
      { code: 'PM09', message: `${PHONE_MATCH.PM09}: ${reading.problem}`, phone_number: given },
    ];
  }
  const key = reading.directoryKey;
  if (key && listings) {
    lookups.directory_key = key;
    lookups.listings = listings.length;
    const matches = (
      await Promise.all(
        listings.map((record) => listingMatch(record.data as PhoneDirectoryData, context)),
      )
    ).sort((a, b) => compareCodePoints(a.code, b.code));
    // A listing is evidence even where the numbering plan data does not know the range.
    if (matches.length > 0) return matches;
  }
  const number = reading.e164;
  if (!reading.valid) {
    return [
      {
        code: 'PM09',
        message: `${PHONE_MATCH.PM09}: ${reading.problem ?? 'it is not valid'}`,
        phone_number: number,
      },
    ];
  }
  const what = describeValid(reading);
  if (!served) {
    return [
      {
        code: 'PM08',
        message: `${PHONE_MATCH.PM08}, which is not available in this installation: ${what}`,
        phone_number: number,
      },
    ];
  }
  if (!key) {
    return [
      {
        code: 'PM08',
        message: `${PHONE_MATCH.PM08}, which holds no numbers of this form: ${what}`,
        phone_number: number,
      },
    ];
  }
  return [{ code: 'PM07', message: `${PHONE_MATCH.PM07}: ${what}`, phone_number: number }];
}

export const phoneSection: SectionModule<PersonCheckContext, PersonCheckResult> = {
  reads: [PHONE_DIRECTORY_FORMAT],
  async compute(context) {
    const phone_number_matches = await phoneNumberMatchesOf(context);
    return phone_number_matches && { phone_number_matches };
  },
};
