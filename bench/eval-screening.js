// Screening quality evaluation (`npm run eval:screening`, after `npm run build`): a fictitious
// list written as an OFAC SDN CSV release, read back through the SDN reader, and labelled
// positive and negative queries; prints precision, recall, F1 and the worst misses.
//
// Settings (environment): EVAL_SEED (default 1), EVAL_LISTED (list entries, default 1500),
// EVAL_POSITIVES (default 1200), EVAL_NEGATIVES (default 12000), EVAL_JSON (also write the
// report to this file). Exit status: 2 when recall < 98 % or precision < 99 %.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { runEvaluation } from '../dist/screening/eval/evaluate.js';

/** @param {string} line */
const print = (line) => process.stdout.write(`${line}\n`);
const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const started = performance.now();
const report = await runEvaluation({
  seed: setting('EVAL_SEED', 1),
  listed: setting('EVAL_LISTED', 1500),
  positives: setting('EVAL_POSITIVES', 1200),
  negatives: setting('EVAL_NEGATIVES', 12000),
});
const pct = (x) => `${(x * 100).toFixed(2)} %`;
print(
  `Screening evaluation (seed ${report.seed}): ${report.listed} listed entities (fictitious, OFAC SDN CSV format)`,
);
print(
  `${report.positives} positive and ${report.negatives} negative queries, threshold ${report.threshold}`,
);
print('');
print(
  `precision ${pct(report.precision)}  recall ${pct(report.recall)}  F1 ${pct(report.f1)}  recall@1 ${pct(report.recallAtOne)}`,
);
print(`TP ${report.truePositives}  FN ${report.falseNegatives}  FP ${report.falsePositives}`);
print('');
print('| query kind | queries | right | share |');
print('| --- | ---: | ---: | ---: |');
for (const [kind, counts] of Object.entries(report.byKind).sort()) {
  print(
    `| ${kind} | ${counts.total} | ${counts.correct} | ${pct(counts.correct / counts.total)} |`,
  );
}
print('');
print('Worst misses (query <- listed name: its score; best other hit):');
for (const miss of report.worstMisses) {
  print(
    `  [${miss.kind}] "${miss.query}" <- "${miss.from}": ${miss.score.toFixed(3)}; ${miss.topHit}`,
  );
}
print('');
print('Worst false positives (query: score, hit):');
for (const fp of report.worstFalsePositives) {
  print(`  [${fp.kind}] "${fp.query}": ${fp.score.toFixed(3)} -> ${fp.topHit}`);
}
print('');
print(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (process.env.EVAL_JSON) writeFileSync(process.env.EVAL_JSON, JSON.stringify(report, null, 2));
const pass = report.recall >= 0.98 && report.precision >= 0.99;
print(`targets (recall >= 98 %, precision >= 99 %): ${pass ? 'PASS' : 'FAIL'}`);
process.exitCode = pass ? 0 : 2;
