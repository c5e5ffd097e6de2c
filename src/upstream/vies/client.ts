import { CircuitBreaker, type Verdict } from './breaker.js';
import { TtlCache } from './cache.js';
import { requestCheck, type UpstreamResult } from './protocol.js';
import { shownUrl } from '../../runtime/shown-url.js';

/** VIES's answer to one VAT number, or why there is none. */
export type ViesAnswer =
  | {
      status: 'valid' | 'invalid';
      name?: string;
      address?: string;
      requestDate?: string;
      cached: boolean;
      ms: number;
    }
  | { status: 'unavailable'; error: string; cached: false; ms: number };

export interface ViesClient {
  /**
   * Asks VIES about `number` (without its country prefix) in member state `countryCode`.
   * Never rejects: anything short of a definite answer is `unavailable` with a code.
   */
  check(countryCode: string, number: string): Promise<ViesAnswer>;
}

export interface ViesClientOptions {
  /** The API root, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api */
  url: string;
  /** Per call, headers and body together; 100–2000 (default 2000). */
  timeoutMs?: number;
  /** How long valid/invalid answers are reused (default 24 h; 0 disables the cache). */
  cacheTtlMs?: number;
  /** Most answers kept (default 10,000); the oldest go first. */
  cacheMaxEntries?: number;
  /** Consecutive failures that open a circuit (default 5). */
  breakerFailures?: number;
  /** How long an open circuit refuses calls before one trial (default 60 s). */
  breakerCooldownMs?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

type Definite = Omit<Extract<ViesAnswer, { status: 'valid' | 'invalid' }>, 'cached' | 'ms'>;
type Outcome = Definite | { status: 'unavailable'; error: string };

/**
 * Errors that concern one member state's system, not VIES as a whole. VIES's own TIMEOUT means
 * the member state did not reply in time; our local timeout is counted here too, because one
 * slow member state must not close VIES for every other state (see docs/vies.md).
 */
const MEMBER_STATE_ERRORS = new Set([
  'MS_UNAVAILABLE',
  'MS_MAX_CONCURRENT_REQ',
  'MS_MAX_CONCURRENT_REQ_TIME',
  'TIMEOUT',
]);
/** Errors about the question asked: VIES worked, the member state is not to blame. */
const REQUEST_ERRORS = new Set(['INVALID_INPUT', 'INVALID_REQUESTER_INFO', 'VAT_BLOCKED']);

const COUNTRY = /^[A-Z]{2}$/;
/** VIES numbers are at most 12 letters, digits, '+' or '*' (Irish and Dutch numbers). */
const NUMBER = /^[0-9A-Z+*]{2,12}$/;

export function createViesClient(options: ViesClientOptions): ViesClient {
  const baseUrl = apiRoot(options.url);
  const timeoutMs = whole('timeoutMs', options.timeoutMs, 2000, 100, 2000);
  const cacheTtlMs = whole('cacheTtlMs', options.cacheTtlMs, 86_400_000, 0);
  const cacheMaxEntries = whole('cacheMaxEntries', options.cacheMaxEntries, 10_000, 0);
  const breakerFailures = whole('breakerFailures', options.breakerFailures, 5, 1);
  const breakerCooldownMs = whole('breakerCooldownMs', options.breakerCooldownMs, 60_000, 0);
  const now = options.now ?? Date.now;

  const cache = new TtlCache<Definite>(cacheTtlMs, cacheMaxEntries, now);
  const inFlight = new Map<string, Promise<Outcome>>();
  // One breaker for VIES itself and one per member state, so that one state's outage only
  // stops the calls to that state.
  const vies = new CircuitBreaker(breakerFailures, breakerCooldownMs, now);
  const memberStates = new Map<string, CircuitBreaker>();
  const breakerOf = (country: string): CircuitBreaker => {
    let breaker = memberStates.get(country);
    if (breaker === undefined) {
      breaker = new CircuitBreaker(breakerFailures, breakerCooldownMs, now);
      memberStates.set(country, breaker);
    }
    return breaker;
  };

  const call = async (country: string, number: string): Promise<Outcome> => {
    const state = breakerOf(country);
    if (!vies.allows() || !state.allows()) return { status: 'unavailable', error: 'CIRCUIT_OPEN' };
    const viesTicket = vies.acquire();
    const stateTicket = state.acquire();
    const result = await requestCheck({
      baseUrl,
      countryCode: country,
      vatNumber: number,
      timeoutMs,
    });
    const verdicts = verdictsOf(result);
    vies.record(viesTicket, verdicts.vies);
    state.record(stateTicket, verdicts.memberState);
    if (result.kind === 'error') return { status: 'unavailable', error: result.error };
    const answer: Definite = { status: result.valid ? 'valid' : 'invalid' };
    if (result.name !== undefined) answer.name = result.name;
    if (result.address !== undefined) answer.address = result.address;
    if (result.requestDate !== undefined) answer.requestDate = result.requestDate;
    cache.set(`${country}:${number}`, answer);
    return answer;
  };

  const check = async (countryCode: string, number: string): Promise<ViesAnswer> => {
    const started = now();
    const elapsed = (): number => Math.max(0, now() - started);
    try {
      const input = normalise(countryCode, number);
      if (input === undefined) {
        return { status: 'unavailable', error: 'INVALID_INPUT', cached: false, ms: elapsed() };
      }
      const key = `${input.country}:${input.number}`;
      const hit = cache.get(key);
      if (hit !== undefined) return { ...hit, cached: true, ms: elapsed() };
      // Identical questions asked meanwhile wait for the same upstream call.
      let pending = inFlight.get(key);
      if (pending === undefined) {
        pending = call(input.country, input.number).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const outcome = await pending;
      return { ...outcome, cached: false, ms: elapsed() };
    } catch {
      // Nothing above should throw; the promise never rejecting is the contract that matters.
      return { status: 'unavailable', error: 'INTERNAL_ERROR', cached: false, ms: elapsed() };
    }
  };

  return { check };
}

/** What a result says about VIES as a whole and about the member state asked. */
function verdictsOf(result: UpstreamResult): { vies: Verdict; memberState: Verdict } {
  if (result.kind === 'answer') return { vies: 'success', memberState: 'success' };
  if (MEMBER_STATE_ERRORS.has(result.error)) {
    // VIES relaying a member state's failure shows that VIES itself works.
    return { vies: result.source === 'vies' ? 'success' : 'neutral', memberState: 'failure' };
  }
  if (result.source === 'vies' && REQUEST_ERRORS.has(result.error)) {
    return { vies: 'success', memberState: 'neutral' };
  }
  return { vies: 'failure', memberState: 'neutral' };
}

/** Upper case without spaces, dots or hyphens; Greece is EL in VIES, not its ISO code GR. */
function normalise(
  countryCode: unknown,
  number: unknown,
): { country: string; number: string } | undefined {
  if (typeof countryCode !== 'string' || typeof number !== 'string') return undefined;
  let country = countryCode.trim().toUpperCase();
  if (country === 'GR') country = 'EL';
  const cleaned = number.replace(/[\s.-]/g, '').toUpperCase();
  return COUNTRY.test(country) && NUMBER.test(cleaned) ? { country, number: cleaned } : undefined;
}

function apiRoot(url: string): string {
  let protocol: string | undefined;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    const shown = shownUrl(url);
    throw new TypeError(`VIES url must be an http:// or https:// URL, got "${shown}"`);
  }
  return url.replace(/\/+$/, '');
}

function whole(
  name: string,
  value: number | undefined,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`VIES ${name} must be a whole number from ${min} to ${max}, got ${value}`);
  }
  return value;
}
