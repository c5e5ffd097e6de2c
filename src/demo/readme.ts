/** The README.md of a generated demo folder: what it is (fictitious) and what to try. */
import { fullAddress } from './address-plan.js';
import type { AddressSamples } from './address-data.js';
import type { DemoOptions } from './context.js';
import { DEMO_FILES } from './files.js';
import { fullSurname, initialsOf } from './names.js';
import type { ListedEntry } from './sanctions.js';
import { isCycleMember, SHOWCASE_COMPANY } from './companies.js';
import type { CompanyPlan } from './company-plan.js';

export interface CompanySample {
  label: string;
  name: string;
  kvk: string;
  vat: string | undefined;
}

export interface DemoSamples {
  companies: CompanySample[];
  listed: ListedEntry[];
  addresses?: AddressSamples;
  /**
   * The first active company wholly held by each foreign parent, by the parent's id: the list
   * entries, written after the companies, name the one whose parent is sanctioned.
   */
  whollyHeldBy?: Map<string, CompanySample>;
}

/** The README's label of a company whose parent is on the list, with the parent's name after. */
export const HELD_BY_SANCTIONED_PARENT = 'Wholly held by a sanctioned parent';

const TOPICS: Record<string, string> = {
  sanction: 'sanctioned',
  'role.pep': 'politically exposed person',
  'role.rca': 'close associate of a PEP',
  'crime.fin': 'financial crime',
  debarment: 'debarred',
  'corp.disqual': 'disqualified director',
  'reg.warn': 'regulator warning',
};

/** Keeps the first company of each kind worth trying. */
export function noteCompany(samples: DemoSamples, plan: CompanyPlan): void {
  const { base, owners } = plan;
  const labels = [
    base.index === SHOWCASE_COMPANY &&
      'Showcase: foreign parents in Luxembourg and Cyprus, a sanctioned UBO, a PEP director',
    isCycleMember(base.index) &&
      owners.some((o) => o.kind === 'company') &&
      'In an ownership cycle (with the two companies after or before it)',
    base.index !== SHOWCASE_COMPANY && owners.some((o) => o.kind === 'foreign') && 'Foreign parent',
    owners.some((o) => o.kind === 'company' && o.percentage === 100) &&
      'Subsidiary of a Dutch holding',
    base.status === 'bankrupt' && 'Bankrupt',
    base.status === 'dissolved' && 'Dissolved',
    base.form === 'Eenmanszaak' && base.status === 'active' && 'Sole trader (eenmanszaak)',
    base.form === 'Stichting' && 'Foundation (stichting)',
  ];
  for (const label of labels) {
    if (label && !samples.companies.some((s) => s.label === label)) {
      samples.companies.push({ label, name: base.name, kvk: base.kvk, vat: base.vat });
    }
  }
  if (base.status !== 'active') return;
  for (const owner of owners) {
    if (owner.kind !== 'foreign' || owner.percentage !== 100) continue;
    const held = (samples.whollyHeldBy ??= new Map());
    const parent = `demo-fco-${owner.ref}`;
    if (!held.has(parent)) {
      held.set(parent, { label: '', name: base.name, kvk: base.kvk, vat: base.vat });
    }
  }
}

/** Names the first company wholly held by a parent the list sanctions (a measure in force). */
function noteHeldBySanctioned(samples: DemoSamples, entry: ListedEntry): void {
  if (entry.topic !== 'sanction' || entry.previous || !entry.tiedTo) return;
  if (samples.companies.some((s) => s.label.startsWith(HELD_BY_SANCTIONED_PARENT))) return;
  const held = samples.whollyHeldBy?.get(entry.tiedTo);
  if (held) {
    samples.companies.push({ ...held, label: `${HELD_BY_SANCTIONED_PARENT} (${entry.name})` });
  }
}

/** Keeps the showcase's entries and the first tied entry of each topic. */
export function noteListed(samples: DemoSamples, entry: ListedEntry): void {
  noteHeldBySanctioned(samples, entry);
  if (samples.listed.length >= 10) return;
  const seen = samples.listed.some((l) => l.topic === entry.topic && l.previous === entry.previous);
  if (entry.id === 'demo-sanc-0' || entry.id === 'demo-sanc-1' || (entry.tiedTo && !seen)) {
    samples.listed.push(entry);
  }
}

export function demoReadme(
  options: DemoOptions,
  files: readonly { name: string; rows: number; bytes: number }[],
  samples: DemoSamples,
): string {
  const lines: string[] = [
    '# Veracheck demo data: FICTITIOUS',
    '',
    'Everything in this folder is made up by `veracheck demo generate`. The companies, persons,',
    'telephone numbers, documents, financial figures and the screening list are fictitious; the',
    'cities, their postcode ranges and the SBI codes are real, so that the data looks familiar.',
    'Any resemblance of a generated name or number to a real company or person is coincidence.',
    '',
    `Options: seed ${options.seed}, ${options.companies} companies, ${options.addresses} addresses, ${options.entities} screening-list entries.`,
    'The same options always give the same files.',
    '',
    '| file | rows | dataset it is loaded into |',
    '|---|---:|---|',
  ];
  const datasets = new Map<string, string>(
    Object.values(DEMO_FILES).map((d) => [d.file, d.dataset]),
  );
  for (const file of files) {
    lines.push(`| ${file.name} | ${file.rows} | ${datasets.get(file.name) ?? ''} |`);
  }
  lines.push('', 'Load it with `veracheck demo load`.', '', '## Companies to try', '');
  for (const c of samples.companies) {
    lines.push(`- ${c.label}: ${c.name}, KvK ${c.kvk}${c.vat ? `, btw ${c.vat}` : ''}`);
  }
  lines.push('', '## Screening-list entries tied to demo persons and companies', '');
  for (const l of samples.listed) {
    const when = l.birthDate ? `, born ${l.birthDate}` : '';
    const ended = l.previous ? ' (listing ended: a previous sanction)' : '';
    lines.push(
      `- ${l.name}${when}: ${TOPICS[l.topic] ?? l.topic}${ended} (${l.tiedTo ?? 'not tied'})`,
    );
  }
  const a = samples.addresses;
  if (a) {
    lines.push('', '## Persons and addresses', '');
    if (a.director) {
      const r = a.director.resident;
      lines.push(
        `- A director at home: ${r.firstName} ${fullSurname(r.surname)} (${initialsOf(r.firstName, r.secondName)}), born ${r.birthDate}, ${fullAddress(a.director.address)}`,
      );
    }
    if (a.household) {
      const names = a.household.residents.map((r) => `${r.firstName} ${fullSurname(r.surname)}`);
      lines.push(`- A household: ${names.join(', ')} at ${fullAddress(a.household.address)}`);
    }
    if (a.phone) lines.push(`- A listed telephone number: ${a.phone.number} (${a.phone.name})`);
    if (a.lostDocument) {
      lines.push(
        `- A document reported ${a.lostDocument.status}: ${a.lostDocument.type} ${a.lostDocument.number}`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}
