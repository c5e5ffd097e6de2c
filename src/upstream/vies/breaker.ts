/**
 * A consecutive-failure circuit breaker: closed → open for a cool-down → half-open (exactly one
 * trial call) → closed on success, open again on failure.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** What a call's outcome says about the upstream behind this breaker. */
export type Verdict = 'success' | 'failure' | 'neutral';

/** The right to make one call; `trial` marks the single half-open probe. */
export interface BreakerTicket {
  readonly trial: boolean;
}

export class CircuitBreaker {
  private failures = 0;
  /** When the circuit last opened; undefined while closed. */
  private openedAt: number | undefined;
  private trialInFlight = false;

  constructor(
    private readonly threshold: number,
    private readonly cooldownMs: number,
    private readonly now: () => number,
  ) {}

  state(): BreakerState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt < this.cooldownMs ? 'open' : 'half-open';
  }

  /** Whether a call may go now; does not take the half-open trial (see acquire). */
  allows(): boolean {
    const state = this.state();
    return state === 'closed' || (state === 'half-open' && !this.trialInFlight);
  }

  /**
   * Takes the right to call. Call it in the same tick as a positive allows(), so that several
   * breakers can be asked first and taken together.
   */
  acquire(): BreakerTicket {
    if (this.state() !== 'half-open') return { trial: false };
    this.trialInFlight = true;
    return { trial: true };
  }

  record(ticket: BreakerTicket, verdict: Verdict): void {
    if (verdict === 'success') {
      // Any answer that got through proves the upstream works, even one sent before it opened.
      this.failures = 0;
      this.openedAt = undefined;
      this.trialInFlight = false;
      return;
    }
    if (verdict === 'neutral') {
      // Says nothing about the upstream: let the next call be the trial.
      if (ticket.trial) this.trialInFlight = false;
      return;
    }
    if (this.openedAt === undefined) {
      this.failures += 1;
      if (this.failures >= this.threshold) this.openedAt = this.now();
    } else if (ticket.trial) {
      this.openedAt = this.now();
      this.trialInFlight = false;
    }
    // A failure of a call sent before the circuit opened is already accounted for.
  }
}
