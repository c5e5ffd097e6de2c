import type { Address } from '../contract/address.js';
import type { CompanyRecord } from '../contract/company-record.js';
import { withAddressLines } from './address-lines.js';
import { first, type Entity } from '../entities/entity.js';
import type { AddressRecord, ReferenceRecord } from '../sources/source.js';
import type { ReferenceStore, ServedVersions } from '../store/reference-store.js';
import { addressIndexFor, type AddressIndex } from './address-index.js';
import { lookupInIndex, toContractAddress, type AddressLookup } from './address-index-lookup.js';
import { isForeignCountry, normaliseExtension } from './address-input.js';
import { directoryFor, type CompanyNameQuery } from './company-directory.js';
import { addressNarrows } from './company-evidence.js';
import { byNumberOrder, isDirectorySchema, isListEntry } from './company-directory-data.js';
import { fullestRecordFirst } from './same-company.js';
import { companyRecordOf } from './company-record.js';
import { lookupKey, normaliseIdentifier } from './keys.js';
import { lookUpKvkNumber } from './register-country.js';
import { cachedReads, DEFAULT_READ_CACHE_ENTRIES, type RegistryReads } from './read-cache.js';
import { searchIdentifierOf } from './search-identifier.js';
import type {
  CompanyIdentifier,
  CompanyMatch,
  CompanySearchQuery,
  DatasetVersionLabel,
  Registry,
  Related,
} from './registry.js';

export type { CompanyIdentifier, Related } from './registry.js';
export { chooseAddress, extensionOf, toContractAddress } from './address-index-lookup.js';

/** Addresses read from the store a page at a time while the address index is built. */
const ADDRESS_PAGE_SIZE = 20_000;

/**
 * The registry over one set of dataset versions. It never changes what it reads: a new
 * dataset version gives a new StoreRegistry, so a check started on one version finishes on it.
 */
export class StoreRegistry implements Registry {
  private readonly versionIds: readonly string[];
  private readonly labels: readonly DatasetVersionLabel[];
  /** The format of each served version, in the order of `labels`. */
  private readonly formats: readonly string[];

  /** The lookups of these versions, remembered: the versions never change. */
  private readonly reads: RegistryReads;

  constructor(
    private readonly reference: ReferenceStore,
    private readonly served: ServedVersions,
    readCacheEntries = DEFAULT_READ_CACHE_ENTRIES,
  ) {
    this.versionIds = served.versions.map((v) => v.versionId);
    this.formats = served.versions.map((v) => v.format);
    this.labels = Object.freeze(
      served.versions.map((v) => Object.freeze({ name: v.dataset, version: v.label })),
    );
    const versions = this.versionIds;
    this.reads = cachedReads(
      {
        entitiesByKey: (key) => reference.entitiesByKey(versions, key),
        entitiesById: (ids) => reference.entitiesById(versions, ids),
        addressesByPostcode: (postcode, houseNumber) =>
          reference.addressesByPostcode(versions, postcode, houseNumber),
        recordsByKey: (type, key) => reference.recordsByKey(versions, type, key),
      },
      readCacheEntries,
    );
  }

  /** Copies, so that no caller can change what the cache holds. */
  private byKey(key: string): Promise<Entity[]> {
    return this.reads.entitiesByKey(key).then((rows) => [...rows]);
  }

  /**
   * The dataset lists asked for so far, by their formats: few distinct sets (one per check
   * type), and mostly the same format arrays (see formatsRead), so looked up by array first.
   */
  private readonly labelsByFormats = new Map<string, readonly DatasetVersionLabel[]>();
  private readonly labelsByArray = new WeakMap<readonly string[], readonly DatasetVersionLabel[]>();

  datasetVersions(formats?: readonly string[]): readonly DatasetVersionLabel[] {
    if (formats === undefined) return this.labels;
    const known = this.labelsByArray.get(formats);
    if (known !== undefined) return known;
    const key = formats.join(',');
    let labels = this.labelsByFormats.get(key);
    if (labels === undefined) {
      labels = Object.freeze(this.labels.filter((_, i) => formats.includes(this.formats[i] ?? '')));
      this.labelsByFormats.set(key, labels);
    }
    this.labelsByArray.set(formats, labels);
    return labels;
  }

  servesFormat(format: string): boolean {
    return this.served.versions.some((v) => v.format === format);
  }

  async knowsCompanyAddresses(): Promise<boolean> {
    return (await directoryFor(this)).withAddress > 0;
  }

  get generation(): number {
    return this.served.generation;
  }

  /** Companies and other legal entities by a registration number, VAT, tax (RSIN) or LEI code. */
  legalEntitiesBy(identifier: CompanyIdentifier, value: string): Promise<Entity[]> {
    return this.byKey(lookupKey[identifier](value));
  }

  entities(ids: readonly string[]): Promise<Entity[]> {
    return this.reads.entitiesById(ids);
  }

  /**
   * Every entity of the given schemata in the served versions, a page at a time (for building
   * in-memory indexes such as the screening index).
   */
  async *entitiesOf(
    schemata: readonly string[],
    pageSize = 5000,
  ): AsyncGenerator<{ dataset: string; entity: Entity }> {
    for (const { dataset, versionId } of this.served.versions) {
      let after: string | undefined;
      for (;;) {
        const page = await this.reference.entitiesOfVersion(versionId, schemata, after, pageSize);
        for (const entity of page) yield { dataset, entity };
        if (page.length < pageSize) break;
        after = page[page.length - 1]?.id;
      }
    }
  }

  /** Who owns the asset (its parents), with the ownership relations. */
  owners(assetId: string): Promise<Related[]> {
    return this.related(lookupKey.ownerOf(assetId), 'owner');
  }

  /** What the owner owns (its subsidiaries). */
  holdings(ownerId: string): Promise<Related[]> {
    return this.related(lookupKey.ownedBy(ownerId), 'asset');
  }

  directors(organisationId: string): Promise<Related[]> {
    return this.related(lookupKey.directorOf(organisationId), 'director');
  }

  directorships(personId: string): Promise<Related[]> {
    return this.related(lookupKey.directorships(personId), 'organization');
  }

  sanctions(entityId: string): Promise<Entity[]> {
    return this.byKey(lookupKey.sanctionsOf(entityId));
  }

  documents(holderId: string): Promise<Entity[]> {
    return this.byKey(lookupKey.documentsOf(holderId));
  }

  documentsByNumber(number: string): Promise<Entity[]> {
    return this.byKey(lookupKey.documentNumber(number));
  }

  /** Relations found under `key`, each with the entity its `otherSide` property points at. */
  private async related(key: string, otherSide: string): Promise<Related[]> {
    const relations = await this.byKey(key);
    const ids = [...new Set(relations.flatMap((r) => r.properties[otherSide] ?? []))];
    const others = new Map((await this.entities(ids)).map((e) => [e.id, e]));
    return relations.map((relation) => {
      const otherId = first(relation, otherSide);
      return { relation, other: otherId === undefined ? undefined : others.get(otherId) };
    });
  }

  /**
   * Every address of the served versions, a page at a time in postcode order (for building the
   * address index).
   */
  async *addressPages(pageSize = ADDRESS_PAGE_SIZE): AsyncGenerator<readonly AddressRecord[]> {
    for (const { versionId } of this.served.versions) {
      let after: string | undefined;
      for (;;) {
        const page = await this.reference.addressesOfVersion(versionId, after, pageSize);
        if (page.length > 0) yield page;
        if (page.length < pageSize) break;
        after = page[page.length - 1]?.postcode;
      }
    }
  }

  /** The address index of the served versions (built on first use, or on a dataset switch). */
  addressIndex(): Promise<AddressIndex> {
    return addressIndexFor(this);
  }

  /**
   * When the address data was last updated: the newest import among the served BAG versions
   * (among all served versions where none is of that format).
   */
  addressDataUpdatedAt(): string | undefined {
    const bag = this.served.versions.filter((v) => v.format === 'bag-csv');
    const versions = bag.length > 0 ? bag : this.served.versions;
    return versions
      .map((v) => v.importedAt)
      .filter((at): at is string => at !== undefined)
      .sort()
      .at(-1);
  }

  /** Addresses at a postcode and house number, optionally with letter and addition. */
  async addresses(
    postcode: string,
    houseNumber: number,
    letter?: string,
    addition?: string,
  ): Promise<AddressRecord[]> {
    const found = (await this.addressIndex()).at(normaliseIdentifier(postcode), houseNumber);
    const same = (value: string | undefined, wanted: string | undefined) =>
      wanted === undefined || normaliseExtension(value ?? '') === normaliseExtension(wanted);
    return found.filter((a) => same(a.houseLetter, letter) && same(a.addition, addition));
  }

  /** Addresses at a house number on a street in a city, names compared without accents and case. */
  async addressesOnStreet(
    city: string,
    street: string,
    houseNumber: number,
  ): Promise<AddressRecord[]> {
    const index = await this.addressIndex();
    return index
      .onStreet(city, street, houseNumber, { exact: true })
      .matches.flatMap((m) => m.addresses);
  }

  async lookupAddress(partial: Address): Promise<AddressLookup> {
    return lookupInIndex(await this.addressIndex(), partial, this.addressDataUpdatedAt());
  }

  /** Records of our own formats (financials, claims, residents, ...) by their key. */
  records(type: string, key: string): Promise<ReferenceRecord[]> {
    return this.reads.recordsByKey(type, key).then((rows) => [...rows]);
  }

  /**
   * Company search: by number a key lookup; by name (narrowed to the address parts given) and
   * by postcode and house number through the company directory. Each result is the identity
   * part of the Company record with the search_identifier a company check accepts.
   */
  async searchCompanies(query: CompanySearchQuery): Promise<CompanyRecord[]> {
    let found: Entity[] = [];
    if (query.kind === 1 && query.chamberOfCommerceNumber) {
      // Register companies only, as the directory and companyById hold: a person can carry a
      // registration number too, and so can a sanctions list's entry for the company. An LEI
      // in the field is read as one, as a check reads it.
      const read = await lookUpKvkNumber(query.chamberOfCommerceNumber, async (kind, value) =>
        (await this.legalEntitiesBy(kind, value)).filter(
          (e) => isDirectorySchema(e.schema) && !isListEntry(e),
        ),
      );
      // Seven digits, a leading zero dropped, read with it restored, as a check reads them.
      const { number, found: byNumber } = read.other ?? read;
      // In the order a check takes them: Dutch records first for a KvK number, active before
      // the rest, and of one company's records (the KvK's own and GLEIF's) the fullest first.
      found = await fullestRecordFirst(this, byNumber.sort(byNumberOrder(number)));
    } else if (query.kind === 2 && query.name) {
      const directory = await directoryFor(this);
      const { address, readings } = await this.asOfficiallyWritten(query.address);
      const matches = directory.findByName(
        {
          name: query.name,
          address,
          readings,
          phone_number: query.phoneNumber,
          mail_address: query.mailAddress,
        },
        // A search shows what the caller may have meant: a distinctive word of a name too.
        { limit: query.limit, narrow: addressNarrows(address), wholeWords: true },
      );
      // Of one company's records the fullest first, as a check by that name takes it.
      found = await fullestRecordFirst(
        this,
        await this.entitiesInOrder(matches.map((m) => m.entityId)),
      );
    } else if (query.kind === 3 && query.address?.zip_code && query.address.house_number) {
      const { zip_code, house_number, house_number_extension, country } = query.address;
      const directory = await directoryFor(this);
      const at = directory.atAddress(zip_code, house_number, house_number_extension, country);
      found = await this.entitiesInOrder(
        at.slice(0, query.limit).map((i) => directory.entityId(i)),
      );
    }
    return this.companyRecords(found.slice(0, query.limit));
  }

  /** Companies by their data (name, address, phone, mail), best first. */
  async findCompaniesByName(
    query: CompanyNameQuery,
    limit: number,
    options: { narrow?: boolean } = {},
  ): Promise<CompanyMatch[]> {
    const directory = await directoryFor(this);
    const { address, readings } = await this.asOfficiallyWritten(query.address);
    return directory
      .findByName({ ...query, address, readings }, { limit, narrow: options.narrow === true })
      .map(({ entityId, score, matchedName, features, agreeing }) => ({
        entityId,
        score,
        matchedName,
        features,
        agreeing,
      }));
  }

  /** A register company by id; a list entry is none (a company search never names one). */
  async companyById(entityId: string): Promise<Entity | undefined> {
    return (await this.entities([entityId])).find(
      (e) => isDirectorySchema(e.schema) && !isListEntry(e),
    );
  }

  async addressOf(company: Entity): Promise<Entity | undefined> {
    const id = first(company, 'addressEntity');
    if (id === undefined) return undefined;
    return (await this.entities([id])).find((e) => e.schema === 'Address');
  }

  /** The entities of the ids, in the order of the ids (each once). */
  private async entitiesInOrder(ids: readonly string[]): Promise<Entity[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await this.entities(ids)).map((e) => [e.id, e]));
    return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  }

  /** The Company records of the companies, with their addresses read in one lookup. */
  private async companyRecords(companies: readonly Entity[]): Promise<CompanyRecord[]> {
    const addressIds = companies.flatMap((c) => first(c, 'addressEntity') ?? []);
    const addresses = new Map(
      (addressIds.length === 0 ? [] : await this.entities(addressIds))
        .filter((e) => e.schema === 'Address')
        .map((e) => [e.id, e]),
    );
    return companies.map((company) => {
      const address = addresses.get(first(company, 'addressEntity') ?? '');
      const searchIdentifier = searchIdentifierOf(company.id);
      const record = companyRecordOf(company, address);
      return searchIdentifier ? { ...record, search_identifier: searchIdentifier } : record;
    });
  }

  /**
   * Completes an address from postcode + number (+ letter/addition) or street + number + city
   * (see lookupAddress); undefined unless one address is identified.
   */
  async completeAddress(partial: Address): Promise<Address | undefined> {
    const { address } = await this.lookupAddress(partial);
    return address && toContractAddress(address);
  }

  /**
   * An address given with a company's name, with street, city and postcode as the address data
   * writes them where it identifies the address ("Merelstr 6, Amsterdm" is Merelstraat 6,
   * Amsterdam): the directory compares them exactly. Where it identifies none (no house number,
   * or none there), the street and city as the address data may read them (`readings`:
   * "Leewarden" is Leeuwarden, "Zaanstad" its woonplaatsen), so that they narrow alike.
   */
  private async asOfficiallyWritten(given: Address | undefined): Promise<{
    address: Address | undefined;
    readings?: CompanyNameQuery['readings'];
  }> {
    // Address lines ("Merelstraat 6", "1020 AB Amsterdam") fill the fields they give.
    const address = given && withAddressLines(given);
    if (!address) return { address };
    if (address.house_number?.trim()) {
      const { address: found, corrections } = await this.lookupAddress(address);
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
    const readings = (await this.addressIndex()).placesNamed(address.street ?? '', address.city);
    return { address, readings };
  }
}
