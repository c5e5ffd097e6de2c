import type { Address } from '../contract/address.js';
import type { CompanyRecord } from '../contract/company-record.js';
import { first, type Entity } from '../entities/entity.js';
import type { AddressRecord, ReferenceRecord } from '../sources/source.js';
import type { IndexedData } from '../runtime/last-index.js';
import { findFormat } from '../sources/formats.js';
import type { ReferenceStore, ServedVersions } from '../store/reference-store.js';
import { addressIndexFor, type AddressIndex } from './address-index.js';
import { lookupInIndex, toContractAddress, type AddressLookup } from './address-index-lookup.js';
import { normaliseExtension } from './address-input.js';
import type { CompanyNameQuery } from './company-directory.js';
import { directoryFor } from './company-directory-build.js';
import { isDirectorySchema, isListEntry } from './company-directory-data.js';
import { findCompaniesByName, searchCompanies } from './company-search.js';
import { lookupKey, normaliseIdentifier } from './keys.js';
import { cachedReads, DEFAULT_READ_CACHE_ENTRIES, type RegistryReads } from './read-cache.js';
import { readingVersions } from './dataset-read-error.js';
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

/**
 * Addresses read from the store a page at a time while the address index is built. One page is
 * one synchronous read on SQLite, during which the server answers nothing: 20,000 held it for
 * seconds on a loaded host, 2,000 for a few hundred milliseconds at most.
 */
const ADDRESS_PAGE_SIZE = 2000;

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

  /**
   * The served versions an index of this data reads: those of formats that yield it, and of
   * formats not known here (a test's) whatever they yield. Equal for two registries where only
   * unrelated datasets changed, so their indexes are one (LastIndex).
   */
  versionsRead(data: IndexedData): string {
    return this.versionsOf(data)
      .map((v) => `${v.dataset}=${v.versionId}`)
      .join(',');
  }

  /**
   * The served versions holding data of this kind: BAG versions for addresses; for listings the
   * entity versions that hold any (a company register holds none, and reading its millions of
   * organisations took a screening build half a minute and more), for companies all but those
   * that hold listings alone (a sanctions list). A version whose counts are not known (staged
   * before they were kept) is read by both.
   */
  private versionsOf(data: IndexedData): ServedVersions['versions'] {
    return this.served.versions.filter((v) => {
      const yields = findFormat(v.format)?.yields;
      if (data === 'addresses' || (yields !== undefined && yields !== 'entities')) {
        return yields === undefined || yields === data;
      }
      if (data === 'listings') return v.listed !== 0;
      return !(v.registered === 0 && (v.listed ?? 0) > 0);
    });
  }

  servesFormat(format: string): boolean {
    return this.served.versions.some((v) => v.format === format);
  }

  async knowsCompanyAddresses(): Promise<boolean> {
    return (await directoryFor(this)).withAddress > 0;
  }

  async knowsCompanies(): Promise<boolean> {
    return (await directoryFor(this)).size > 0;
  }

  get generation(): number {
    return this.served.generation;
  }

  /** Companies and other legal entities by a registration number, VAT, tax (RSIN) or LEI code. */
  legalEntitiesBy(identifier: CompanyIdentifier, value: string): Promise<Entity[]> {
    return this.byKey(lookupKey[identifier](value));
  }

  /**
   * `of`: only from the versions an index of that data reads (versionsOf), uncached: an index
   * build reads each once.
   */
  entities(ids: readonly string[], of?: IndexedData): Promise<Entity[]> {
    if (of === undefined) return this.reads.entitiesById(ids);
    const versions = this.versionsOf(of);
    return readingVersions(versions, () =>
      this.reference.entitiesById(
        versions.map((v) => v.versionId),
        ids,
      ),
    );
  }

  /**
   * Every entity of the given schemata in the served versions (`of`: in those an index of that
   * data reads, versionsOf), a page at a time, for building in-memory indexes such as the
   * screening index.
   */
  async *entitiesOf(
    schemata: readonly string[],
    of?: IndexedData,
    pageSize = 5000,
  ): AsyncGenerator<{ dataset: string; entity: Entity }> {
    const versions = of === undefined ? this.served.versions : this.versionsOf(of);
    for (const version of versions) {
      const { dataset, versionId } = version;
      let after: string | undefined;
      for (;;) {
        const page = await readingVersions([version], () =>
          this.reference.entitiesOfVersion(versionId, schemata, after, pageSize),
        );
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
    for (const version of this.served.versions) {
      let after: string | undefined;
      for (;;) {
        const page = await readingVersions([version], () =>
          this.reference.addressesOfVersion(version.versionId, after, pageSize),
        );
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

  /** Company search by number, name or address (company-search.ts). */
  searchCompanies(query: CompanySearchQuery): Promise<CompanyRecord[]> {
    return searchCompanies(this, query);
  }

  /** Companies by their data (name, address, phone, mail), best first (company-search.ts). */
  findCompaniesByName(
    query: CompanyNameQuery,
    limit: number,
    options: { narrow?: boolean; wholeWords?: boolean; heldWhole?: boolean } = {},
  ): Promise<CompanyMatch[]> {
    return findCompaniesByName(this, query, limit, options);
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

  /**
   * Completes an address from postcode + number (+ letter/addition) or street + number + city
   * (see lookupAddress); undefined unless one address is identified.
   */
  async completeAddress(partial: Address): Promise<Address | undefined> {
    const { address } = await this.lookupAddress(partial);
    return address && toContractAddress(address);
  }
}
