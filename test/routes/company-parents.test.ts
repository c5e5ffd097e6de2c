/**
 * Parent companies in company checks on the fictitious demo data: a listed parent shows in
 * registrations_extended (an owner on a sanctions list is a red flag for the company it owns),
 * and the parents' directors are screened and matched to an address as the company's own are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { first, type Entity } from '../../src/entities/entity.js';
import { listEntriesOfRegisterCompanies } from '../demo-registry.js';
import { useRegister, type RegisterContext } from '../register-context.js';
import { gleifRelationship, leiCompany } from '../gleif-parties.js';
import { useDemoFixture } from '../demo-fixture.js';

const demo = useDemoFixture();
/** Dutch demo companies owned by a register company that the demo list sanctions. */
const owned: { kvk: string; parent: Entity }[] = [];

beforeAll(async () => {
  for (const { entry, registered } of await listEntriesOfRegisterCompanies(demo.registry)) {
    if (first(entry, 'topics') !== 'sanction') continue;
    for (const { other } of await demo.registry.holdings(registered.id)) {
      const kvk = other && first(other, 'registrationNumber');
      if (kvk && other.id.startsWith('demo-co-')) owned.push({ kvk, parent: registered });
    }
  }
});

interface Director {
  name?: string;
  risk?: { code?: string; description?: string };
  address_match?: { code?: string };
}
interface ParentResult {
  name?: string;
  shareholding_percentage?: number;
  directors?: Director[];
  parents?: ParentResult[];
}
interface CompanyResult {
  company?: { directors?: Director[]; parents?: ParentResult[] };
  registrations_extended?: {
    summaries?: (Record<string, unknown> & { source?: string })[];
    registrations?: unknown[];
  };
  backend_data: string;
}

async function companyCheck(type: string, kvk: string): Promise<CompanyResult> {
  const response = await demo.ctx.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: { type, chamber_of_commerce_number: kvk },
    headers: { authorization: demo.ctx.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyResult>();
}

const parentDirectors = (parents: ParentResult[] = []): Director[] =>
  parents.flatMap((p) => [...(p.directors ?? []), ...parentDirectors(p.parents)]);

describe('parent companies in company checks', () => {
  it.each(['extended', 'ubo', 'compliance'])(
    'screens a sanctioned parent company in registrations_extended (%s)',
    async (type) => {
      expect(owned.length).toBeGreaterThan(0);
      for (const { kvk, parent } of owned) {
        const result = await companyCheck(type, kvk);
        const label = `parent: ${first(parent, 'name')}`;
        const summary = result.registrations_extended?.summaries?.find((s) => s.source === label);
        expect(summary, `${kvk} ${label}`).toBeDefined();
        expect(Number(summary?.Sanctions), label).toBeGreaterThan(0);
        expect(Number(summary?.company_name) + Number(summary?.company_kvk), label).toBeGreaterThan(
          0,
        );
        const subjects = (
          JSON.parse(result.backend_data) as {
            lookups: { screening?: { subjects: { subject: string; hits: unknown[] }[] } };
          }
        ).lookups.screening?.subjects;
        expect(subjects?.find((s) => s.subject === label)?.hits.length).toBeGreaterThan(0);
      }
    },
  );

  it("screens the parents' directors and matches them to an address, each summarised once", async () => {
    const result = await companyCheck('extended', '12345678');
    const directors = parentDirectors(result.company?.parents);
    expect(directors.length).toBeGreaterThanOrEqual(2);
    for (const director of directors) {
      expect(director.risk?.code, director.name).toMatch(/^[012]$/);
      expect(director.address_match?.code, director.name).toMatch(/^AM0\d$/);
    }
    const sources = (result.registrations_extended?.summaries ?? []).map((s) => s.source ?? '');
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources.filter((s) => s.startsWith('parent: ')).length).toBeGreaterThanOrEqual(2);
    // A parent's director who is also the UBO is summarised once, as the UBO, with the other
    // place named: `ubo: Ann Claes (also parent director of Claes Holdings Ltd)`.
    const uboSource = sources.find((s) => s.startsWith('ubo: ')) ?? '';
    const ubo = /^ubo: (.+?)(?: \(also .*\))?$/.exec(uboSource)?.[1];
    expect(ubo).toBeTruthy();
    expect(sources.filter((s) => s.includes(ubo ?? '-'))).toEqual([uboSource]);
    const parentOfUbo = directors.some((d) => d.name === ubo);
    expect(parentOfUbo).toBe(true);
    expect(uboSource).toMatch(/ \(also parent director of .+\)$/);
    for (const director of directors.filter((d) => d.name !== ubo)) {
      expect(sources.some((s) => s.startsWith(`parent director: ${director.name} (`))).toBe(true);
    }
  });
});

const START = '2015-01-01T00:00:00Z';
const [CHILD, PARENT, HEAD] = [
  '7245003XKLMN4PQRST59',
  '724500VKKSH9QOLTFR81',
  '724500HEADGROUP00063',
] as const;

/** The names of the parents of a company check by KvK number, and of their parents. */
async function parentsOf(post: RegisterContext['post'], kvk: string): Promise<ParentResult[]> {
  const response = await post('/v1/company-checks', {
    type: 'extended',
    chamber_of_commerce_number: kvk,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyResult>().company?.parents ?? [];
}

describe('a GLEIF ultimate parent that the direct parent is owned by', () => {
  const { post } = useRegister('gleif-chain', [
    leiCompany(CHILD, 'Dochter Keten B.V. (fictitious)', '87654322'),
    leiCompany(PARENT, 'Tussen Keten B.V. (fictitious)'),
    leiCompany(HEAD, 'Top Keten N.V. (fictitious)'),
    gleifRelationship('IS_DIRECTLY_CONSOLIDATED_BY', START, CHILD, PARENT),
    gleifRelationship('IS_ULTIMATELY_CONSOLIDATED_BY', START, CHILD, HEAD),
    gleifRelationship('IS_DIRECTLY_CONSOLIDATED_BY', START, PARENT, HEAD),
  ]);

  it('shows the head of the group once, at the top of the chain', async () => {
    const parents = await parentsOf(post, '87654322');
    expect(parents.map((p) => p.name)).toEqual(['Tussen Keten B.V. (fictitious)']);
    expect(parents[0]?.parents?.map((p) => p.name)).toEqual(['Top Keten N.V. (fictitious)']);
  });
});

describe('a GLEIF parent that is both the direct and the ultimate one', () => {
  // The two relationship records GLEIF publishes for such a pair, mapped as gleif-rr maps them.
  const { post } = useRegister('gleif-parents', [
    leiCompany(CHILD, 'Dochter Consolidatie B.V. (fictitious)', '87654321'),
    leiCompany(PARENT, 'Moeder Consolidatie N.V. (fictitious)'),
    gleifRelationship('IS_DIRECTLY_CONSOLIDATED_BY', START, CHILD, PARENT),
    gleifRelationship('IS_ULTIMATELY_CONSOLIDATED_BY', START, CHILD, PARENT),
  ]);

  it('lists that parent once in company.parents', async () => {
    const parents = await parentsOf(post, '87654321');
    expect(parents.map((p) => p.name)).toEqual(['Moeder Consolidatie N.V. (fictitious)']);
  });
});

describe('a GLEIF ultimate parent that no record links the direct parent to', () => {
  const { post } = useRegister('gleif-unreached', [
    leiCompany(CHILD, 'Kind Twee B.V. (fictitious)', '87654323'),
    leiCompany(PARENT, 'Tussen Twee B.V. (fictitious)'),
    leiCompany(HEAD, 'Top Twee AG (fictitious)'),
    gleifRelationship('IS_DIRECTLY_CONSOLIDATED_BY', START, CHILD, PARENT, '60.00'),
    gleifRelationship('IS_ULTIMATELY_CONSOLIDATED_BY', START, CHILD, HEAD, '60.00'),
  ]);

  it('shows it as the head of the group, not as a second shareholder', async () => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '87654323',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<CompanyResult & { backend_data: string }>();
    const parents = result.company?.parents ?? [];
    expect(parents.map((p) => [p.name, p.shareholding_percentage])).toEqual([
      ['Tussen Twee B.V. (fictitious)', 60],
      ['Top Twee AG (fictitious)', undefined],
    ]);
    const { lookups } = JSON.parse(result.backend_data) as {
      lookups: { ubo: Record<string, unknown>; parents: Record<string, unknown> };
    };
    expect(lookups.ubo).not.toHaveProperty('shares_over_whole');
    expect(lookups.ubo.incomplete_because).not.toContain('shares_over_whole');
    expect(lookups.parents.ultimate_parents).toEqual([
      {
        name: 'Top Twee AG (fictitious)',
        lei: HEAD,
        of: 'Kind Twee B.V. (fictitious)',
        consolidation_percentage: 60,
        note: 'ultimate consolidation parent; no record links the direct parents to it',
      },
    ]);
  });
});
