import type { Config } from './config.js';

/** The least time a retired dataset version's rows are kept after its retirement. */
export const RETIRED_KEPT_MIN_MS = 10 * 60_000;

/**
 * How long a retired version's rows are kept, for imports (which purge them after it) and for
 * servers (which must never answer from them after it) alike: a server may have read the switch
 * just before the retirement and swap to it only after its next poll (REFERENCE_POLL_MS) and its
 * index build (half a minute at a million entities); checks started on it then run for up to
 * REQUEST_TIMEOUT_MS. Ten minutes more cover a slow build on a loaded host.
 */
export const retiredKeptMs = (
  settings: Pick<Config, 'referencePollMs' | 'requestTimeoutMs'>,
): number => RETIRED_KEPT_MIN_MS + settings.referencePollMs + settings.requestTimeoutMs;
