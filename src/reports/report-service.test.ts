import { describe, expect, it } from 'vitest';
import type { Store, StoredCheck, StoredReport } from '../store/store.js';
import { StoreUnavailableError } from '../store/store-unavailable.js';
import type { ReportInput } from './render-html.js';
import { RenderAbandonedError, RenderQueueFullError } from './render-turns.js';
import { ReportService, type ReportRenderer } from './report-service.js';

/** The part of a store the service uses, holding reports in a map. */
function reportStore(): { store: Store; saved: StoredReport[] } {
  const kept = new Map<string, StoredReport>();
  const saved: StoredReport[] = [];
  const store = {
    findReport: (organisationId: string, reportIdentifier: string) =>
      Promise.resolve(kept.get(`${organisationId}/${reportIdentifier}`)),
    saveReport: (report: StoredReport) => {
      saved.push(report);
      kept.set(`${report.organisationId}/${report.reportIdentifier}`, report);
      return Promise.resolve();
    },
    findOrganisation: (id: string) =>
      Promise.resolve(id === 'org-a' ? { id, name: 'Organisation A' } : undefined),
    findUser: (id: string) =>
      Promise.resolve(id === 'u' ? { id, username: 'officer@org-a' } : undefined),
  };
  return { store: store as unknown as Store, saved };
}

/** A store whose reports cannot be kept for a lock held elsewhere, counting audit rows. */
function heldStore(found: StoredCheck): { store: Store; audits: () => number } {
  let audits = 0;
  const store = {
    findCheckByReportIdentifier: () => Promise.resolve(found),
    findReport: () => Promise.resolve(undefined),
    saveReport: () =>
      Promise.reject(
        new StoreUnavailableError(
          Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
        ),
      ),
    findOrganisation: () => Promise.resolve(undefined),
    findUser: () => Promise.resolve(undefined),
    recordAudit: () => {
      audits++;
      return Promise.resolve();
    },
  };
  return { store: store as unknown as Store, audits: () => audits };
}

const check = (organisationId: string, reportIdentifier: string): StoredCheck => ({
  id: `check-${organisationId}-${reportIdentifier}`,
  organisationId,
  kind: 'person',
  type: 'basic',
  checkIdentifier: `ci-${reportIdentifier}`,
  reportIdentifier,
  requestHash: 'h',
  resultJson: '{"check_identifier":"x"}',
  sourceJson: undefined,
  createdBy: 'u',
  createdAt: '2026-11-23T12:00:00.000Z',
  reportLanguage: 'en',
});

/** A renderer whose PDFs wait until released, counting its renderings. */
function slowRenderer(): { renderer: ReportRenderer; renders: () => number; release: () => void } {
  let count = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const renderer: ReportRenderer = {
    html: () => {
      count++;
      return `<p>${count}</p>`;
    },
    pdf: async (_input, html) => {
      await gate;
      return Buffer.from(html);
    },
  };
  return { renderer, renders: () => count, release };
}

describe('ReportService.reportOf', () => {
  it('renders a report asked for twice at once only once, and keeps it once', async () => {
    const { store, saved } = reportStore();
    const slow = slowRenderer();
    const service = new ReportService(store, slow.renderer);
    const first = service.reportOf(check('org-a', 'r1'));
    const second = service.reportOf(check('org-a', 'r1'));
    await new Promise((resolve) => setImmediate(resolve));
    slow.release();
    const [a, b] = await Promise.all([first, second]);
    expect(slow.renders()).toBe(1);
    expect(a?.html).toBe('<p>1</p>');
    expect(b).toEqual(a);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ status: 'rendered', attempts: 1 });
    // Kept now: read from the store, not rendered again.
    expect((await service.reportOf(check('org-a', 'r1')))?.html).toBe('<p>1</p>');
    expect(slow.renders()).toBe(1);
  });

  it("renders another organisation's report with the same identifier on its own", async () => {
    const { store } = reportStore();
    const slow = slowRenderer();
    const service = new ReportService(store, slow.renderer);
    const both = Promise.all([
      service.reportOf(check('org-a', 'r1')),
      service.reportOf(check('org-b', 'r1')),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    slow.release();
    await both;
    expect(slow.renders()).toBe(2);
  });

  it('tries again after a failed rendering, counting the attempts', async () => {
    const { store, saved } = reportStore();
    let fail = true;
    const service = new ReportService(store, {
      html: () => '<p>x</p>',
      pdf: () => (fail ? Promise.reject(new Error('broken')) : Promise.resolve(Buffer.from('x'))),
    });
    expect(await service.reportOf(check('org-a', 'r2'))).toBeUndefined();
    fail = false;
    expect((await service.reportOf(check('org-a', 'r2')))?.html).toBe('<p>x</p>');
    expect(saved.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 1],
      ['rendered', 2],
    ]);
  });
});

describe('ReportService: renderings that do not start', () => {
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('drops a waiting rendering once every request for it has gone, and renders it when asked again', async () => {
    const { store, saved } = reportStore();
    const slow = slowRenderer();
    const refused: unknown[] = [];
    const service = new ReportService(
      store,
      slow.renderer,
      { refused: (_check, why) => refused.push(why) },
      { atOnce: 1 },
    );
    const holding = service.reportOf(check('org-a', 'r0'));
    await settled();
    // Two requests join one rendering of r1; one leaves, the other still waits for it.
    const [left, stays] = [new AbortController(), new AbortController()];
    const r1Left = service.reportOf(check('org-a', 'r1'), left.signal);
    const r1Stays = service.reportOf(check('org-a', 'r1'), stays.signal);
    // The one request for r2 leaves while it waits for its turn.
    const gone = new AbortController();
    const r2 = service.reportOf(check('org-a', 'r2'), gone.signal);
    await settled();
    left.abort();
    gone.abort();
    expect(await r2).toBeUndefined();
    expect(refused).toEqual([expect.any(RenderAbandonedError)]);
    slow.release();
    await holding;
    expect((await r1Stays)?.html).toBe('<p>2</p>');
    expect(await r1Left).toEqual(await r1Stays);
    // r2 was never rendered, nor kept as failed: asked for again, it is rendered.
    expect(saved.map((r) => [r.reportIdentifier, r.status])).toEqual([
      ['r0', 'rendered'],
      ['r1', 'rendered'],
    ]);
    expect((await service.reportOf(check('org-a', 'r2')))?.html).toBe('<p>3</p>');
  });

  it('lets a request coming after every other has gone join a rendering already started, not render it again', async () => {
    const { store, saved } = reportStore();
    const slow = slowRenderer();
    const service = new ReportService(store, slow.renderer, {}, { atOnce: 1 });
    const gone = new AbortController();
    const first = service.reportOf(check('org-a', 'r1'), gone.signal);
    await settled();
    await settled();
    expect(slow.renders()).toBe(1);
    // Its only client leaves while it renders; another asks for the same report meanwhile.
    gone.abort();
    const again = new AbortController();
    const second = service.reportOf(check('org-a', 'r1'), again.signal);
    await settled();
    slow.release();
    expect((await second)?.html).toBe('<p>1</p>');
    expect(await first).toEqual(await second);
    expect(slow.renders()).toBe(1);
    expect(saved).toHaveLength(1);
    expect(service.renderingsWaiting).toBe(0);
  });

  it('answers no report, and keeps nothing, where too many renderings wait', async () => {
    const { store, saved } = reportStore();
    const slow = slowRenderer();
    const refused: unknown[] = [];
    const service = new ReportService(
      store,
      slow.renderer,
      { refused: (_check, why) => refused.push(why) },
      { atOnce: 1, maxWaiting: 0 },
    );
    const holding = service.reportOf(check('org-a', 'r0'));
    await settled();
    expect(await service.reportOf(check('org-a', 'r1'))).toBeUndefined();
    expect(refused).toEqual([expect.any(RenderQueueFullError)]);
    slow.release();
    await holding;
    expect(saved.map((r) => r.reportIdentifier)).toEqual(['r0']);
    expect(slow.renders()).toBe(1);
  });
});

describe('ReportService: what a report is rendered from', () => {
  it('names the organisation, the user who made the check and the source the caller gave', async () => {
    const { store } = reportStore();
    const inputs: ReportInput[] = [];
    const service = new ReportService(store, {
      html: (input) => {
        inputs.push(input);
        return '<p>x</p>';
      },
      pdf: () => Promise.resolve(Buffer.from('x')),
    });
    const source = { username: 'j.jansen', userid: 7, location: 'Utrecht' };
    await service.reportOf({ ...check('org-a', 'r5'), sourceJson: JSON.stringify(source) });
    expect(inputs[0]).toMatchObject({
      organisationName: 'Organisation A',
      userName: 'officer@org-a',
      source,
    });
    // A user since removed is named by the id the check keeps; no source, none shown.
    await service.reportOf({ ...check('org-b', 'r6'), createdBy: 'gone' });
    expect(inputs[1]).toMatchObject({ organisationName: 'org-b', userName: 'gone' });
    expect(inputs[1]?.source).toBeUndefined();
  });
});

describe('ReportService.find', () => {
  const caller = { organisationId: 'org-a', userId: 'u', requestId: 'q' };
  const renderer: ReportRenderer = {
    html: () => '<p>x</p>',
    pdf: () => Promise.resolve(Buffer.from('x')),
  };

  it('fails with the store unavailable when the report cannot be kept, before its audit row waits as well', async () => {
    const held = heldStore(check('org-a', 'r3'));
    const service = new ReportService(held.store, renderer);
    await expect(service.find(caller, 'r3')).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(held.audits()).toBe(0);
  });

  it('still answers a check its report when it cannot be kept', async () => {
    const held = heldStore(check('org-a', 'r4'));
    const service = new ReportService(held.store, renderer);
    expect((await service.reportOf(check('org-a', 'r4')))?.html).toBe('<p>x</p>');
  });
});
