// The figures of the HTTP benchmarks (bench/http-harness.js): each scenario's runs against the
// hello-world runs measured just before and just after it, summarised by their median, and the
// Markdown table the harness prints.

/**
 * One measured run of one scenario.
 * @typedef {object} Run
 * @property {string} key the scenario's key (`hello` for the baseline)
 * @property {number} repeat which repetition of the whole sequence (0-based)
 * @property {number} requestsPerSecond
 * @property {number} latencyP50Ms
 * @property {number} latencyP99Ms
 * @property {number} requests
 * @property {number} non2xx
 * @property {number} errors
 * @property {number} timeouts
 * @property {number | undefined} serverCpuMicrosPerRequest CPU time of the loaded process
 * @property {number | undefined} [eventLoopCpuMicrosPerRequest] that of its main thread alone
 * @property {number} [baselineRequestsPerSecond] the mean of the hello-world runs on either side
 * @property {number} [baselineCpuMicrosPerRequest] likewise, hello-world's CPU per request
 */

/**
 * The middle value (the mean of the two middle ones for an even count); undefined when empty.
 * @param {(number | undefined)[]} values
 */
export function median(values) {
  const sorted = values.filter((v) => v !== undefined && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The order of one repetition: hello-world before and after every scenario, so each scenario is
 * compared with the machine as it was around its own run (a shared host's speed drifts).
 * @template {{ key: string }} S
 * @param {S} hello
 * @param {S[]} scenarios
 * @returns {S[]}
 */
export function bracketed(hello, scenarios) {
  return [hello, ...scenarios.flatMap((scenario) => [scenario, hello])];
}

/**
 * Gives each scenario run the mean of the hello-world runs next to it in the same repetition.
 * @param {Run[]} runs in the order they were measured
 * @returns {Run[]}
 */
export function withBaselines(runs) {
  return runs.map((run, i) => {
    if (run.key === 'hello') return run;
    const around = [runs[i - 1], runs[i + 1]].filter(
      (r) => r !== undefined && r.key === 'hello' && r.repeat === run.repeat,
    );
    const mean = (/** @type {(r: Run) => number | undefined} */ pick) => {
      const values = around.map(pick).filter((v) => v !== undefined);
      return values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length;
    };
    return {
      ...run,
      baselineRequestsPerSecond: mean((r) => r.requestsPerSecond),
      baselineCpuMicrosPerRequest: mean((r) => r.serverCpuMicrosPerRequest),
    };
  });
}

/**
 * One row per scenario: medians over its runs, and its ratio to hello-world as the median of
 * the runs' ratios to their own baselines. A target is met only by that median and only when
 * every answer of every run was 2xx, with no errors or timeouts.
 * @param {Run[]} runs with baselines
 * @param {{ key: string; name: string; target?: number }[]} scenarios hello-world first
 */
export function summarise(runs, scenarios) {
  return scenarios.map((scenario) => {
    const own = runs.filter((r) => r.key === scenario.key);
    const ratios = own
      .map((r) =>
        scenario.key === 'hello'
          ? 1
          : r.baselineRequestsPerSecond
            ? r.requestsPerSecond / r.baselineRequestsPerSecond
            : undefined,
      )
      .filter((v) => v !== undefined);
    const cpuRatios = own.map((r) =>
      scenario.key === 'hello'
        ? 1
        : r.serverCpuMicrosPerRequest !== undefined && r.baselineCpuMicrosPerRequest
          ? r.serverCpuMicrosPerRequest / r.baselineCpuMicrosPerRequest
          : undefined,
    );
    const ratio = median(ratios);
    const failures = own.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
    const row = {
      key: scenario.key,
      name: scenario.name,
      runs: own.length,
      requestsPerSecond: median(own.map((r) => r.requestsPerSecond)) ?? 0,
      latencyP50Ms: median(own.map((r) => r.latencyP50Ms)) ?? 0,
      latencyP99Ms: median(own.map((r) => r.latencyP99Ms)) ?? 0,
      requests: own.reduce((sum, r) => sum + r.requests, 0),
      non2xx: own.reduce((sum, r) => sum + r.non2xx, 0),
      errors: own.reduce((sum, r) => sum + r.errors, 0),
      timeouts: own.reduce((sum, r) => sum + r.timeouts, 0),
      serverCpuMicrosPerRequest: median(own.map((r) => r.serverCpuMicrosPerRequest)),
      eventLoopCpuMicrosPerRequest: median(own.map((r) => r.eventLoopCpuMicrosPerRequest)),
      ratioToHelloWorld: ratio,
      ratioRange: ratios.length > 0 ? [Math.min(...ratios), Math.max(...ratios)] : undefined,
      cpuRatioToHelloWorld: median(cpuRatios),
      target: scenario.target,
      /** @type {boolean | undefined} */
      pass: undefined,
    };
    if (scenario.target !== undefined && ratio !== undefined) {
      row.pass = ratio >= scenario.target && failures === 0;
    }
    return row;
  });
}

/**
 * @param {number} value
 * @param {number} digits
 */
export const fixed = (value, digits) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** @param {number} ratio */
const percent = (ratio) => `${fixed(ratio * 100, 1)} %`;

/** @param {string[][]} rows first row is the header; numeric columns are right-aligned */
function markdownTable(rows) {
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  const right = rows[0]?.map((_, i) => i > 0 && i < 9) ?? [];
  /** @param {string[]} row */
  const line = (row) =>
    `| ${row
      .map((cell, i) => (right[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join(' | ')} |`;
  // The layout Prettier gives Markdown tables, so the output can be pasted into docs as is.
  const rule = line(widths.map((w, i) => (right[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))));
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join('\n');
}

/** @param {ReturnType<typeof summarise>} rows */
export function resultsTable(rows) {
  return markdownTable([
    [
      'scenario',
      'req/s (median)',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'vs hello-world',
      'range',
      'server CPU µs/req',
      'event loop µs/req',
      'target',
      'result',
    ],
    ...rows.map((r) => [
      r.name,
      fixed(r.requestsPerSecond, 0),
      fixed(r.latencyP50Ms, 0),
      fixed(r.latencyP99Ms, 0),
      String(r.non2xx),
      r.ratioToHelloWorld === undefined ? 'n/a' : percent(r.ratioToHelloWorld),
      r.key === 'hello' || r.ratioRange === undefined
        ? ''
        : `${percent(r.ratioRange[0])}–${percent(r.ratioRange[1])}`,
      r.serverCpuMicrosPerRequest === undefined
        ? 'n/a'
        : r.key === 'hello' || r.cpuRatioToHelloWorld === undefined
          ? String(Math.round(r.serverCpuMicrosPerRequest))
          : `${Math.round(r.serverCpuMicrosPerRequest)} (${fixed(r.cpuRatioToHelloWorld, 1)}×)`,
      r.eventLoopCpuMicrosPerRequest === undefined
        ? 'n/a'
        : String(Math.round(r.eventLoopCpuMicrosPerRequest)),
      r.target === undefined ? '' : `>= ${r.target * 100} %`,
      r.target === undefined ? '' : r.pass === undefined ? 'n/a' : r.pass ? 'PASS' : 'FAIL',
    ]),
  ]);
}
