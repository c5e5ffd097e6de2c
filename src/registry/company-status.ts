/**
 * The contract's company status codes (DESIGN.md, company.status: active, inactive,
 * in_liquidation, bankrupt, dissolved) read from the words registers write. A word that is no
 * code and that no code honestly translates is not made into one: the check names it
 * (unmappedStatusOf) so it does not vanish.
 */
import { first, type Entity } from '../entities/entity.js';
import { lookupTable } from '../entities/lookup-table.js';
import type { CompanyStatus } from '../contract/codes.js';

/** The company statuses of the contract's code table (docs: DESIGN.md, company.status). */
export type { CompanyStatus };

/**
 * How registers write the statuses (lower case, spaces and hyphens as `_`): GLEIF writes
 * ACTIVE/INACTIVE, the KvK Dutch words, Companies House and other registers English ones.
 * Left out on purpose, as no code says what they are: surseance van betaling (a suspension of
 * payments, which a court grants to avoid bankruptcy), receivership, administration and a bare
 * "insolvency" (any of those or a liquidation); the check names such a word instead.
 */
const STATUS_WORDS: Readonly<Record<string, CompanyStatus>> = lookupTable({
  active: 'active',
  actief: 'active',
  inactive: 'inactive',
  inactief: 'inactive',
  in_liquidation: 'in_liquidation',
  liquidation: 'in_liquidation',
  in_liquidatie: 'in_liquidation',
  bankrupt: 'bankrupt',
  bankruptcy: 'bankrupt',
  failliet: 'bankrupt',
  faillissement: 'bankrupt',
  in_staat_van_faillissement: 'bankrupt',
  dissolved: 'dissolved',
  opgeheven: 'dissolved',
  ontbonden: 'dissolved',
  // Written out of the register: the company no longer exists there.
  uitgeschreven: 'dissolved',
  struck_off: 'dissolved',
  deregistered: 'dissolved',
  closed: 'dissolved',
  // A liquidation that is over ends the company (dissolved after liquidation).
  liquidated: 'dissolved',
});

const statusKey = (word: string): string =>
  word
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * The contract's status code of a company: its status as a code of the table, else
 * `dissolved` when the register gives a dissolution date, else none (an unknown word is not
 * passed on as if it were a code). `inactive` with a dissolution date is `dissolved`: GLEIF
 * writes a dissolved entity as INACTIVE with an expiration date, and the check takes that date
 * as its dissolution (its board and owners on that day).
 */
export function companyStatusOf(company: Entity): CompanyStatus | undefined {
  const dissolved = first(company, 'dissolutionDate') !== undefined;
  for (const status of company.properties.status ?? []) {
    const code = STATUS_WORDS[statusKey(status)];
    if (code) return code === 'inactive' && dissolved ? 'dissolved' : code;
  }
  return dissolved ? 'dissolved' : undefined;
}

/**
 * The register's status word where the company has no status code (companyStatusOf gives
 * none): "Surseance van betaling", "Receivership". A status the contract cannot say is still
 * worth saying; the caller names it.
 */
export function unmappedStatusOf(company: Entity): string | undefined {
  if (companyStatusOf(company) !== undefined) return undefined;
  return (company.properties.status ?? []).map((s) => s.trim()).find((s) => s !== '');
}

/**
 * Register words for a company that cannot pay its debts: bankruptcy and the procedures of
 * insolvency around it (a suspension of payments, receivership, administration). Not a
 * liquidation: solvent companies are wound up so too, and company.status says it apart.
 */
const INSOLVENCY_WORDS =
  /insolv|bankrupt|faillie|faillissement|surseance|receivership|administration/i;

/** Whether the register's own status says the company is bankrupt or in insolvency. */
export function registerSaysInsolvent(company: Entity): boolean {
  if (company.schema === 'Person') return false;
  if (companyStatusOf(company) === 'bankrupt') return true;
  return (company.properties.status ?? []).some((status) => INSOLVENCY_WORDS.test(status));
}
