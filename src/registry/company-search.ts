/**
 * Company search and the finding of companies by name over the served data: what StoreRegistry
 * answers for searchCompanies and findCompaniesByName, through the company directory, the
 * address data (to read an address given as the directory writes it) and lookups by number.
 */
import type { Address } from '../contract/address.js';
import type { CompanyRecord } from '../contract/company-record.js';
import { first, type Entity } from '../entities/entity.js';
import { withAddressLines } from './address-lines.js';
import type { AddressIndex } from './address-index.js';
import { toContractAddress } from './address-index-lookup.js';
import { isForeignCountry } from './address-input.js';
import type { CompanyNameQuery, DirectorySource } from './company-directory.js';
import { directoryFor } from './company-directory-build.js';
import { addressNarrows } from './company-evidence.js';
import { byNumberOrder, isDirectorySchema, isListEntry } from './company-directory-data.js';
import { addressEntitiesOf, companyRecordOf } from './company-record.js';
import { foundAsKvkReading, lookUpKvkNumber } from './register-country.js';
import { fullestRecordFirst, withRecordsOfFirst } from './same-company.js';
import { searchIdentifierOf } from './search-identifier.js';
import type { CompanyMatch, CompanySearchQuery, Registry } from './registry.js';

/**
 * What a search reads: the registry's lookups and its address index. The registry itself, so
 * that the directory and address index built for it are the ones used.
 */
export type CompanySearchSource = DirectorySource &
  Pick<Registry, 'legalEntitiesBy' | 'entities' | 'directors' | 'owners' | 'lookupAddress'> & {
    addressIndex(): Promise<AddressIndex>;
  };

/**
 * Company search: by number a key lookup; by name (narrowed to the address parts given) and
 * by postcode and house number through the company directory. Each result is the identity
 * part of the Company record with the search_identifier a company check accepts.
 */
export async function searchCompanies(
  source: CompanySearchSource,
  query: CompanySearchQuery,
): Promise<CompanyRecord[]> {
  let found: Entity[] = [];
  if (query.kind === 1 && query.chamberOfCommerceNumber) {
    // Register companies only, as the directory and companyById hold: a person can carry a
    // registration number too, and so can a sanctions list's entry for the company. An LEI
    // in the field is read as one, as a check reads it.
    const registered = (entities: readonly Entity[]) =>
      entities.filter((e) => isDirectorySchema(e.schema) && !isListEntry(e));
    const read = await lookUpKvkNumber(query.chamberOfCommerceNumber, async (kind, value) =>
      registered(foundAsKvkReading(kind, await source.legalEntitiesBy(kind, value))),
    );
    // Seven digits, a leading zero dropped, read with it restored, and a VAT number or RSIN in
    // the field read as one, as a check reads them.
    const { number, found: byNumber } = read.other ?? read;
    const ordered = byNumber.sort(byNumberOrder(number));
    // In the order a check takes them: Dutch records first for a KvK number, active before
    // the rest, and of one company's records (the KvK's own and GLEIF's) the fullest first.
    // An LEI finds GLEIF's record only: the company's other records are under its registration
    // number, added as a check by the LEI adds them (withRecordsOfFirst orders them itself).
    // So does a VAT number or RSIN given in the field (otherKvkReadings).
    const byOtherIdentifier = read.other !== undefined && read.other.kind !== 'registrationNumber';
    found =
      read.kind === 'lei' || byOtherIdentifier
        ? registered(await withRecordsOfFirst(source, ordered))
        : await fullestRecordFirst(source, ordered);
  } else if (query.kind === 2 && query.name) {
    const directory = await directoryFor(source);
    const { address, readings } = await asOfficiallyWritten(source, query.address);
    const matches = byNameRead(query.name, (name) =>
      directory.findByName(
        {
          name,
          address,
          readings,
          phone_number: query.phoneNumber,
          mail_address: query.mailAddress,
        },
        // A search shows what the caller may have meant: a distinctive word of a name too.
        { limit: query.limit, narrow: addressNarrows(address), wholeWords: true },
      ),
    );
    // Of one company's records the fullest first, as a check by that name takes it.
    found = await fullestRecordFirst(
      source,
      await entitiesInOrder(
        source,
        matches.map((m) => m.entityId),
      ),
    );
  } else if (query.kind === 3 && query.address?.zip_code && query.address.house_number) {
    const { zip_code, house_number, house_number_extension, country } = query.address;
    const directory = await directoryFor(source);
    const at = directory.atAddress(zip_code, house_number, house_number_extension, country);
    found = await entitiesInOrder(
      source,
      at.slice(0, query.limit).map((i) => directory.entityId(i)),
    );
  }
  return companyRecords(source, found.slice(0, query.limit));
}

/** Companies by their data (name, address, phone, mail), best first. */
export async function findCompaniesByName(
  source: CompanySearchSource,
  query: CompanyNameQuery,
  limit: number,
  options: { narrow?: boolean; wholeWords?: boolean; heldWhole?: boolean } = {},
): Promise<CompanyMatch[]> {
  const directory = await directoryFor(source);
  const { address, readings } = await asOfficiallyWritten(source, query.address);
  return byNameRead(query.name, (name) =>
    directory.findByName(
      { ...query, name, address, readings },
      {
        limit,
        narrow: options.narrow === true,
        wholeWords: options.wholeWords === true,
        heldWhole: options.heldWhole === true,
      },
    ),
  ).map(({ entityId, score, matchedName, features, agreeing }) => ({
    entityId,
    score,
    matchedName,
    features,
    agreeing,
  }));
}

/**
 * The matches of a company name read two ways where it holds a zero-width space (U+200B):
 * without it, as every invisible character is dropped ("Cla\u200bes" is "Claes"), and with it as
 * the word break it marks ("Pinas\u200bMakelaars" is "Pinas Makelaars", as a no-break space is);
 * the reading whose best match scores higher is taken, the first on a tie. One rule for company
 * search and company checks, which both find companies by name here.
 */
export function byNameRead<T extends { score: number }>(
  name: string,
  find: (name: string) => T[],
): T[] {
  const [asWritten, spaced] = nameReadings(name);
  const found = find(asWritten);
  if (spaced === undefined) return found;
  const foundSpaced = find(spaced);
  return (foundSpaced[0]?.score ?? 0) > (found[0]?.score ?? 0) ? foundSpaced : found;
}

/** The readings of a company name `byNameRead` looks up: as written, and with U+200B a space. */
export function nameReadings(name: string): [string] | [string, string] {
  return name.includes('\u200b') ? [name, name.replaceAll('\u200b', ' ')] : [name];
}

/** The entities of the ids, in the order of the ids (each once). */
async function entitiesInOrder(
  source: CompanySearchSource,
  ids: readonly string[],
): Promise<Entity[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await source.entities(ids)).map((e) => [e.id, e]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/** The Company records of the companies, with their addresses read in one lookup. */
async function companyRecords(
  source: CompanySearchSource,
  companies: readonly Entity[],
): Promise<CompanyRecord[]> {
  const addresses = await addressEntitiesOf(source, companies);
  return companies.map((company) => {
    const address = addresses.get(first(company, 'addressEntity') ?? '');
    const searchIdentifier = searchIdentifierOf(company.id);
    const record = companyRecordOf(company, address);
    return searchIdentifier ? { ...record, search_identifier: searchIdentifier } : record;
  });
}

/**
 * An address given with a company's name, with street, city and postcode as the address data
 * writes them where it identifies the address ("Merelstr 6, Amsterdm" is Merelstraat 6,
 * Amsterdam): the directory compares them exactly. Where it identifies none (no house number,
 * or none there), the street and city as the address data may read them (`readings`:
 * "Leewarden" is Leeuwarden, "Zaanstad" its woonplaatsen), so that they narrow alike.
 */
async function asOfficiallyWritten(
  source: CompanySearchSource,
  given: Address | undefined,
): Promise<{
  address: Address | undefined;
  readings?: CompanyNameQuery['readings'];
}> {
  // Address lines ("Merelstraat 6", "1020 AB Amsterdam") fill the fields they give.
  const address = given && withAddressLines(given);
  if (!address) return { address };
  if (address.house_number?.trim()) {
    const { address: found, corrections } = await source.lookupAddress(address);
    if (found && corrections.length === 0) return { address };
    if (found) {
      const official = toContractAddress(found);
      return {
        address: {
          ...address,
          ...(address.street && { street: official.street }),
          ...(address.city && { city: official.city }),
          ...(address.zip_code && { zip_code: official.zip_code }),
        },
      };
    }
  }
  // The address data holds Dutch addresses only.
  if (!address.city?.trim() || isForeignCountry(address.country)) return { address };
  const readings = (await source.addressIndex()).placesNamed(address.street ?? '', address.city);
  return { address, readings };
}
