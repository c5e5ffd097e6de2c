import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './breaker.js';

describe('CircuitBreaker', () => {
  let now = 0;
  const breaker = (threshold = 2, cooldownMs = 100) =>
    new CircuitBreaker(threshold, cooldownMs, () => now);

  it('opens after consecutive failures only', () => {
    const b = breaker(2);
    b.record(b.acquire(), 'failure');
    b.record(b.acquire(), 'success');
    b.record(b.acquire(), 'failure');
    expect(b.state()).toBe('closed');
    b.record(b.acquire(), 'neutral');
    b.record(b.acquire(), 'failure');
    expect(b.state()).toBe('open');
    expect(b.allows()).toBe(false);
  });

  it('half-opens after the cool-down for one trial, which decides', () => {
    now = 0;
    const b = breaker(1, 100);
    b.record(b.acquire(), 'failure');
    now = 100;
    expect(b.state()).toBe('half-open');
    const trial = b.acquire();
    expect(trial.trial).toBe(true);
    expect(b.allows()).toBe(false);
    b.record(trial, 'failure');
    expect(b.state()).toBe('open');
    now = 200;
    b.record(b.acquire(), 'success');
    expect(b.state()).toBe('closed');
  });

  it('frees the trial on a neutral outcome', () => {
    now = 0;
    const b = breaker(1, 100);
    b.record(b.acquire(), 'failure');
    now = 100;
    b.record(b.acquire(), 'neutral');
    expect(b.state()).toBe('half-open');
    expect(b.allows()).toBe(true);
  });

  it('does not prolong the cool-down for failures of calls sent before it opened', () => {
    now = 0;
    const b = breaker(1, 100);
    const early = b.acquire();
    b.record(b.acquire(), 'failure');
    now = 50;
    b.record(early, 'failure');
    now = 100;
    expect(b.state()).toBe('half-open');
  });
});
