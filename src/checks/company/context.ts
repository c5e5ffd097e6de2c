import type { CompanyCheckRequest } from '../../contract/company-check.js';
import type { Registry } from '../../registry/registry.js';
import type { ScreeningService } from '../../screening/service.js';
import type { Organisation } from '../../store/store.js';
import type { ViesClient } from '../../upstream/vies/index.js';

/** A call to a live service made during the check, for backend_data. */
export interface UpstreamCall {
  service: string;
  outcome: string;
  ms: number;
  cached?: boolean;
}

export { once } from '../once.js';

/** What the sections of a company check read, and what they share. */
export interface CompanyCheckContext {
  request: CompanyCheckRequest;
  /** The check's day (`check-day.ts`): what is in force, listed and owed is read on it. */
  today: string;
  organisation: Organisation;
  registry: Registry;
  screening: ScreeningService;
  /** The VIES connector, when VIES_URL enables it. */
  vies?: ViesClient;
  /** Provenance for backend_data: what was looked up and found. */
  lookups: Record<string, unknown>;
  upstream: UpstreamCall[];
  /** Work several sections need (the company, its directors, the ownership graph), done once. */
  shared: Map<string, Promise<unknown>>;
}
