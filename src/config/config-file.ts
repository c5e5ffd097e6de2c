import { readFileSync } from 'node:fs';
import { ConfigError, SETTINGS, type RawSettings, type SettingName } from './settings.js';

/** Reads the optional JSON config file named by VERACHECK_CONFIG; keys are the camelCase names. */
export function readConfigFile(path: string): { raw: RawSettings; problems: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError([`VERACHECK_CONFIG: cannot read ${path}: ${(error as Error).message}`]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError([`VERACHECK_CONFIG: ${path} must hold a JSON object`]);
  }
  const byKey = new Map<string, SettingName>(
    Object.entries(SETTINGS).map(([env, key]) => [key, env as SettingName]),
  );
  const raw: RawSettings = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const env = byKey.get(key);
    if (!env) {
      problems.push(`${path}: unknown setting "${key}"`);
      continue;
    }
    // Weights are an object of their own; every other setting is one value.
    if (env === 'SCREENING_WEIGHTS' && typeof value === 'object' && value !== null) {
      raw[env] = JSON.stringify(value);
      continue;
    }
    if (value === null || typeof value === 'object') {
      problems.push(`${path}: "${key}" must be a string, number or boolean`);
      continue;
    }
    raw[env] = String(value);
  }
  // Reported with the values' own problems, so one run names every mistake in the file.
  return { raw, problems };
}
