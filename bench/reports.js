// Report benchmark (`npm run bench:reports`, after `npm run build`): the time to render the
// HTML and the PDF report of an extended company check whose ownership tree has three levels
// above the company (the demo showcase, KvK 12345678: parents in Luxembourg and Cyprus, then
// the UBO on top), in this process, without HTTP or store. The check itself is made once,
// through the app, on the default demo data; then each renderer runs BENCH_WARMUP times
// unmeasured and BENCH_RUNS times measured.
//
// Settings (environment):
//   BENCH_RUNS     measured renderings of each kind (default 500)
//   BENCH_WARMUP   unmeasured renderings first (default 50)
//   BENCH_JSON     also write the figures to this file
// Exit status: 2 when a target (PDF p99 <= 50 ms, HTML p99 <= 5 ms) fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../dist/auth/password.js';
import { loadConfig } from '../dist/config/config.js';
import { DEMO_DEFAULTS } from '../dist/demo/context.js';
import { SHIPPED_COUNTRY_RISK } from '../dist/demo/ensure-demo-data.js';
import { generateDemoData } from '../dist/demo/generate.js';
import { loadDemoData } from '../dist/demo/load.js';
import { buildApp } from '../dist/http/app.js';
import { runImport } from '../dist/ingest/run-import.js';
import { MemoryLimiter } from '../dist/ratelimit/memory-limiter.js';
import { StoreRegistry } from '../dist/registry/store-registry.js';
import { renderReportPdf } from '../dist/reports/pdf/render-pdf.js';
import { renderReportHtml } from '../dist/reports/render-html.js';
import { createScreeningService } from '../dist/screening/default-service.js';
import { countryRiskFormat } from '../dist/sources/country-risk/index.js';
import { openStore } from '../dist/store/open-store.js';

const runs = Number(process.env.BENCH_RUNS ?? 500);
const warmup = Number(process.env.BENCH_WARMUP ?? 50);
const TARGET_PDF_P99_MS = 50;
const TARGET_HTML_P99_MS = 5;
const print = (line) => process.stdout.write(`${line}\n`);
const log = (line) => process.stderr.write(`[bench] ${line}\n`);

/** The stored result of an extended check of the showcase company, made through the app. */
async function showcaseCheck(dir) {
  const demoDir = join(dir, 'demo');
  generateDemoData(demoDir, DEMO_DEFAULTS);
  const store = openStore(`sqlite:${join(dir, 'bench.db')}`);
  await store.migrate();
  await loadDemoData(store, demoDir);
  await runImport({
    store,
    format: countryRiskFormat,
    paths: [fileURLToPath(SHIPPED_COUNTRY_RISK)],
    dataset: 'country-risk',
  });
  const registry = new StoreRegistry(store.reference, await store.reference.servedVersions());
  const organisation = await store.createOrganisation('Bench organisation (fictitious)');
  await store.createUser({
    organisationId: organisation.id,
    username: 'bench',
    passwordHash: await hashPassword('bench-password'),
    permissions: ['company-check', 'read-checks'],
  });
  const limiter = new MemoryLimiter();
  const app = await buildApp({
    // The service's defaults, so a setting added later has its value here too.
    config: { ...loadConfig({}), rateLimitMax: 1_000_000, loginMaxFailuresPerAddress: 1000 },
    store,
    limiter,
    registry: () => registry,
    screening: createScreeningService(),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    headers: { authorization: `Basic ${Buffer.from('bench:bench-password').toString('base64')}` },
    payload: { type: 'extended', chamber_of_commerce_number: '12345678' },
  });
  if (response.statusCode !== 200) throw new Error(`the check failed: ${response.body}`);
  await app.close();
  await limiter.close();
  await store.close();
  return { result: response.json(), organisationName: organisation.name };
}

/** Levels of parents above the company. */
function depth(parents) {
  return (parents ?? []).reduce((deepest, p) => Math.max(deepest, 1 + depth(p.parents)), 0);
}

/** Levels of the ownership tree above the company: its parent companies, then the UBOs on top. */
function treeLevels(company) {
  return depth(company?.parents) + ((company?.ubo ?? []).length > 0 ? 1 : 0);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(render) {
  for (let i = 0; i < warmup; i++) await render();
  const times = [];
  let size = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const output = await render();
    times.push(performance.now() - start);
    size = output.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1), size };
}

const dir = mkdtempSync(join(tmpdir(), 'veracheck-bench-reports-'));
try {
  log('generating and loading the demo data, then running the check');
  const { result, organisationName } = await showcaseCheck(dir);
  const levels = treeLevels(result.company);
  if (levels < 3) throw new Error(`the showcase ownership tree has ${levels} levels, not 3`);
  const input = {
    kind: 'company',
    result,
    language: 'nl',
    organisationName,
    createdAt: '2026-11-23T10:00:00.000Z',
  };
  log(`measuring ${runs} renderings of each after ${warmup} unmeasured ones`);
  const html = await measure(() => renderReportHtml(input));
  const page = renderReportHtml(input);
  const pdf = await measure(() => renderReportPdf(input, page));
  const pdfWithHtml = await measure(async () => renderReportPdf(input, renderReportHtml(input)));
  const rows = [
    ['HTML', html],
    ['PDF (from the HTML)', pdf],
    ['HTML + PDF (what a check with report_view pays)', pdfWithHtml],
  ];
  print(`Reports: extended company check, ${levels}-level ownership tree, ${runs} runs`);
  print(
    `CPU: ${cpus()[0]?.model ?? 'unknown'} x ${cpus().length}, load ${loadavg()[0].toFixed(2)}`,
  );
  print('| rendering | p50 ms | p99 ms | max ms | bytes |');
  print('|---|---:|---:|---:|---:|');
  for (const [name, figures] of rows) {
    print(
      `| ${name} | ${figures.p50.toFixed(2)} | ${figures.p99.toFixed(2)} | ${figures.max.toFixed(2)} | ${figures.size} |`,
    );
  }
  const htmlMet = html.p99 <= TARGET_HTML_P99_MS;
  const pdfMet = pdf.p99 <= TARGET_PDF_P99_MS;
  print(`Target HTML p99 <= ${TARGET_HTML_P99_MS} ms: ${htmlMet ? 'met' : 'NOT met'}`);
  print(`Target PDF p99 <= ${TARGET_PDF_P99_MS} ms: ${pdfMet ? 'met' : 'NOT met'}`);
  if (process.env.BENCH_JSON) {
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ levels, runs, html, pdf, pdfWithHtml }));
  }
  if (!htmlMet || !pdfMet) process.exitCode = 2;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
