import type { DatasetVersionLabel } from '../registry/registry.js';
import { VERSION } from '../version.js';
import type { SectionReport } from './pipeline.js';

export interface Provenance {
  kind: 'company' | 'person';
  type: string;
  sections: SectionReport;
  datasets: readonly DatasetVersionLabel[];
  /** What the check looked up, for example the identifiers it searched by. */
  lookups: Record<string, unknown>;
  /** Calls to live services (VIES, ...) and their outcomes. */
  upstream?: readonly unknown[];
  totalMs: number;
}

/**
 * The dataset list is the same for every check on one registry: serialised once, and escaped
 * once for result serialisers (see `serializeResult`).
 */
interface DatasetsJson {
  json: string;
  /** `json` as the inside of a JSON string literal. */
  escaped: string;
}
const datasetsJson = new WeakMap<readonly DatasetVersionLabel[], DatasetsJson>();
/** The dataset list of the latest backend_data: almost always that of the next result. */
let latestDatasets: DatasetsJson | undefined;

function datasetsJsonOf(datasets: readonly DatasetVersionLabel[]): string {
  let cached = datasetsJson.get(datasets);
  if (cached === undefined) {
    const json = JSON.stringify(datasets);
    cached = { json, escaped: escapedInner(json) };
    datasetsJson.set(datasets, cached);
  }
  latestDatasets = cached;
  return cached.json;
}

/** A string as the inside of its JSON string literal (what JSON.stringify puts in quotes). */
const escapedInner = (text: string): string => JSON.stringify(text).slice(1, -1);

const DATASETS_KEY = ',"datasets":';

/** backend_data: a JSON string saying where every part of the result came from. */
export function backendData(provenance: Provenance): string {
  const head = JSON.stringify({
    service: 'veracheck',
    version: VERSION,
    check: { kind: provenance.kind, type: provenance.type },
    sections: {
      requested: provenance.sections.requested,
      returned: provenance.sections.returned,
      not_found: provenance.sections.empty,
      unavailable: provenance.sections.unavailable,
    },
  });
  const tail = JSON.stringify({
    lookups: provenance.lookups,
    upstream: provenance.upstream ?? [],
    timings_ms: { ...provenance.sections.timings_ms, total: provenance.totalMs },
  });
  return `${head.slice(0, -1)}${DATASETS_KEY}${datasetsJsonOf(provenance.datasets)},${tail.slice(1)}`;
}

/** The last text before the dataset list, and its escaped form: most checks repeat it. */
let latestHead = { text: '', escaped: '' };

/**
 * backend_data as a JSON string literal, as JSON.stringify writes it, escaping only what
 * precedes and follows the dataset list when that is the latest one (whose escaped form is
 * made once). Splitting at ASCII characters, the parts escape to the whole's escaping.
 */
function backendDataLiteral(text: string): string {
  const datasets = latestDatasets;
  const at = text.indexOf(DATASETS_KEY) + DATASETS_KEY.length;
  const end = at + (datasets?.json.length ?? 0);
  // (A slice compared with === is far cheaper than startsWith here: a memory comparison.)
  if (datasets === undefined || at < DATASETS_KEY.length || text.slice(at, end) !== datasets.json) {
    return JSON.stringify(text);
  }
  const head = text.slice(0, at);
  if (head !== latestHead.text) latestHead = { text: head, escaped: escapedInner(head) };
  const tail = text.slice(end);
  return `"${latestHead.escaped}${datasets.escaped}${escapedInner(tail)}"`;
}

/** backend_data as the result serialisers write it with an empty string for a value. */
const EMPTY_BACKEND_DATA = '"backend_data":""';

/**
 * `serialize(result)`, byte for byte, for the contract's result serialisers, but without
 * escaping the dataset list in backend_data again for every check (most of its text).
 */
export function serializeResult<T extends { backend_data?: string }>(
  serialize: (result: T) => string,
  result: T,
): string {
  const text = result.backend_data;
  if (text === undefined) return serialize(result);
  result.backend_data = '';
  let json: string;
  try {
    json = serialize(result);
  } finally {
    result.backend_data = text;
  }
  // backend_data is a top-level property of the results and of nothing inside them, and every
  // quote inside a string value is escaped: this is the property itself.
  const at = json.indexOf(EMPTY_BACKEND_DATA);
  if (at < 0) return serialize(result);
  return `${json.slice(0, at)}"backend_data":${backendDataLiteral(text)}${json.slice(at + EMPTY_BACKEND_DATA.length)}`;
}
