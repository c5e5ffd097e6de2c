import type { Address } from '../contract/address.js';
import type { CompanyRecord } from '../contract/company-record.js';
import type { Entity } from '../entities/entity.js';
import type { ScoreFeature } from '../screening/types.js';
import type { AddressRecord, ReferenceRecord } from '../sources/source.js';
import type { IndexedData } from '../runtime/last-index.js';
import { lookupInIndex, type AddressLookup } from './address-index-lookup.js';
import type { CompanyNameQuery } from './company-directory.js';

export type { AddressLookup } from './address-index-lookup.js';
export type { CompanyNameQuery } from './company-directory.js';

/** Which search ran: 1 by CoC number, 2 by name, 3 by postcode and house number. */
export type CompanySearchKind = 1 | 2 | 3;

export interface CompanySearchQuery {
  kind: CompanySearchKind;
  chamberOfCommerceNumber?: string;
  name?: string;
  address?: Address;
  /** Lift the companies that have this phone number or mail address (search by name). */
  phoneNumber?: string;
  mailAddress?: string;
  limit: number;
}

/** A company found by its data: its entity, how well it matched (0-1), and why. */
export interface CompanyMatch {
  entityId: string;
  score: number;
  /** The company's name that matched best, as the register writes it. */
  matchedName: string;
  /** The name score's explanation and the address, phone and mail evidence. */
  features: ScoreFeature[];
  /** How many of the address, phone number and mail address given agree with the company's. */
  agreeing: number;
}

export type CompanyIdentifier = 'registrationNumber' | 'vat' | 'tax' | 'lei';

/** A relation (Ownership, Directorship) with the entity on its other side. */
export interface Related {
  relation: Entity;
  other: Entity | undefined;
}

export interface DatasetVersionLabel {
  name: string;
  version: string;
}

/** The read side of the reference data that checks and searches use. */
export interface Registry {
  /** Up to `limit` companies, best first, each with its search_identifier. */
  searchCompanies(query: CompanySearchQuery): Promise<CompanyRecord[]>;
  /**
   * Up to `limit` companies by their data, best first: the name through the screening engine's
   * company matching (typos, word order, legal forms), lifted when address, phone or mail agree
   * and lowered at another address. Scores start at 0.5; identifying one company needs more.
   * A zero-width space in the name is read as nothing and as a word break, the better reading
   * taken, as company search reads it (byNameRead, company-search.ts).
   */
  findCompaniesByName(
    query: CompanyNameQuery,
    limit: number,
    /**
     * `narrow`: only companies agreeing with every address part given (as company search).
     * `wholeWords`: also the weaker companies whose name holds every word asked, as company
     * search lists them (company-directory.ts). `heldWhole`: only the companies whose name holds
     * every word asked, all of them where few do, else none (company-directory.ts).
     */
    options?: { narrow?: boolean; wholeWords?: boolean; heldWhole?: boolean },
  ): Promise<CompanyMatch[]>;
  /** A company (Company, Organization, LegalEntity) by entity id, as a search_identifier names it. */
  companyById(entityId: string): Promise<Entity | undefined>;
  /** The Address entity of a company (its first addressEntity), when the data has one. */
  addressOf(company: Entity): Promise<Entity | undefined>;
  /** The one full address that the partial input identifies, if any (see lookupAddress). */
  completeAddress(partial: Address): Promise<Address | undefined>;
  /**
   * The address a partial address identifies, for validation: by postcode and house number
   * (exact), or by street, house number and city (tolerant of spelling), with what had to be
   * corrected, whether only the extension is unknown, the addresses at the number, and when
   * the address data was last updated.
   */
  lookupAddress(partial: Address): Promise<AddressLookup>;
  /**
   * Every entity of the given schemata, with the dataset it belongs to (for in-memory indexes);
   * `of`: only from the datasets that hold that data, where the registry knows which.
   */
  entitiesOf(
    schemata: readonly string[],
    of?: IndexedData,
  ): AsyncIterable<{ dataset: string; entity: Entity }>;
  /** The Sanction measures (with programmes and dates) against an entity. */
  sanctions(entityId: string): Promise<Entity[]>;
  /**
   * Dataset names and versions the registry serves, for backend_data: all of them, or those
   * imported in one of `formats`. The same list (the same array) for the same formats.
   */
  datasetVersions(formats?: readonly string[]): readonly DatasetVersionLabel[];
  /**
   * Whether a served dataset was imported in this format: a lookup that finds nothing means
   * "not listed" only where the data to look in exists (e.g. the country risk lists).
   */
  servesFormat(format: string): boolean;
  /**
   * Whether the served data has companies with a postcode and house number: only then does
   * finding no company at an address say something.
   */
  knowsCompanyAddresses(): Promise<boolean>;
  /**
   * Whether the served data has any register company (a list entry is none): only then does a
   * company search or check that finds nothing say that the company is not known.
   */
  knowsCompanies(): Promise<boolean>;
  /** Companies and other legal entities by a registration number, VAT, tax (RSIN) or LEI code. */
  legalEntitiesBy(identifier: CompanyIdentifier, value: string): Promise<Entity[]>;
  entities(ids: readonly string[]): Promise<Entity[]>;
  /** Who owns the asset (its parents), with the ownership relations. */
  owners(assetId: string): Promise<Related[]>;
  /** The directorships of an organisation, with the directors. */
  directors(organisationId: string): Promise<Related[]>;
  /** Records of our own formats (financials, claims, country risk, ...) by their key. */
  records(type: string, key: string): Promise<ReferenceRecord[]>;
  /** Addresses at a postcode and house number, optionally with letter and addition. */
  addresses(
    postcode: string,
    houseNumber: number,
    letter?: string,
    addition?: string,
  ): Promise<AddressRecord[]>;
}

const none = <T>(): Promise<T[]> => Promise.resolve([]);

const NO_DATASETS: readonly DatasetVersionLabel[] = Object.freeze([]);

/**
 * The registry of a service into which no reference dataset has been imported: every lookup
 * honestly finds nothing. The reference-data importers provide the store-backed registry.
 */
export const registryWithoutReferenceData: Registry = {
  searchCompanies: () => Promise.resolve([]),
  findCompaniesByName: none,
  companyById: () => Promise.resolve(undefined),
  addressOf: () => Promise.resolve(undefined),
  completeAddress: () => Promise.resolve(undefined),
  lookupAddress: (partial) => Promise.resolve(lookupInIndex(undefined, partial, undefined)),
  // eslint-disable-next-line require-yield
  entitiesOf: async function* () {
    await Promise.resolve();
  },
  sanctions: none,
  datasetVersions: () => NO_DATASETS,
  servesFormat: () => false,
  knowsCompanyAddresses: () => Promise.resolve(false),
  knowsCompanies: () => Promise.resolve(false),
  legalEntitiesBy: none,
  entities: none,
  owners: none,
  directors: none,
  records: none,
  addresses: none,
};
