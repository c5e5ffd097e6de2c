/**
 * A setting's value read from its text, as a number, switch, host or one of a list: a value that
 * does not read is reported in `problems` (every one, not just the first) and its fallback used.
 */
import { isIP } from 'node:net';
import type { RawSettings, SettingName } from './settings.js';

export class Reader {
  readonly problems: string[] = [];
  constructor(private readonly raw: RawSettings) {}

  string(name: SettingName, fallback: string): string {
    const value = this.raw[name];
    if (value === undefined || value === '') return fallback;
    return value;
  }

  integer(name: SettingName, fallback: number, min: number, max: number): number {
    const value = this.raw[name];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (
      !/^\d+$/.test(value.trim()) ||
      !Number.isSafeInteger(parsed) ||
      parsed < min ||
      parsed > max
    ) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
      return fallback;
    }
    return parsed;
  }

  /** A decimal number from min to max, or undefined when not set. */
  decimal(name: SettingName, min: number, max: number): number | undefined {
    const value = this.raw[name];
    if (value === undefined || value === '') return undefined;
    const parsed = Number(value);
    if (!/^\s*\d+(\.\d+)?\s*$/.test(value) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a number from ${min} to ${max}, got "${value}"`);
      return undefined;
    }
    return parsed;
  }

  /** A JSON object of numbers, e.g. {"birthDateWeight": 0.2}; {} when not set. */
  numbers(name: SettingName): Record<string, number> {
    const value = this.raw[name];
    if (value === undefined || value === '') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      Array.isArray(parsed) ||
      Object.values(parsed).some((v) => typeof v !== 'number' || !Number.isFinite(v))
    ) {
      this.problems.push(`${name} must be a JSON object of numbers, got "${value}"`);
      return {};
    }
    return parsed as Record<string, number>;
  }

  boolean(name: SettingName, fallback: boolean): boolean {
    const value = this.raw[name]?.trim().toLowerCase();
    if (value === undefined || value === '') return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name} must be 1/true/yes/on or 0/false/no/off, got "${value}"`);
    return fallback;
  }

  /**
   * A number of proxy hops, 0 to 10; yes/true/on read as 1 and no/false/off as 0, as the
   * setting was once a switch. Trusting every hop would let a client write its own address.
   */
  proxyHops(name: SettingName): number {
    const value = this.raw[name]?.trim().toLowerCase();
    if (value === undefined || value === '') return 0;
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (['false', 'no', 'off'].includes(value)) return 0;
    if (/^\d{1,2}$/.test(value) && Number(value) <= 10) return Number(value);
    this.problems.push(
      `${name} must be the number of proxies in front of the server (0 to 10), got "${value}"`,
    );
    return 0;
  }

  /** An IP address or a host name; whether it can be listened on is tried at start. */
  host(name: SettingName, fallback: string): string {
    const value = this.string(name, fallback).trim();
    const label = '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
    if (isIP(value) !== 0 || new RegExp(`^${label}(\\.${label})*$`).test(value)) return value;
    this.problems.push(`${name} must be an IP address or a host name, got "${value}"`);
    return fallback;
  }

  oneOf<T extends string>(name: SettingName, fallback: T, allowed: readonly T[]): T {
    // Case does not matter: LOG_LEVEL=INFO is info.
    const value = this.raw[name]?.trim().toLowerCase();
    if (value === undefined || value === '') return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
    return fallback;
  }
}
