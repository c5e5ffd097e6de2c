/**
 * The demo fixture is made once and copied for each file: what one file stores stays in its
 * copy, and a fixture opened after it still starts on a store without checks.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDemoFixture } from './demo-fixture.js';

type Opened = Awaited<ReturnType<typeof openDemoFixture>>;

const opened: Opened[] = [];
async function open(): Promise<Opened> {
  const fixture = await openDemoFixture();
  opened.push(fixture);
  return fixture;
}

afterAll(async () => {
  for (const fixture of opened) await fixture.close();
});

const getCheck = (fixture: Opened, id: string) =>
  fixture.ctx.app.inject({
    method: 'GET',
    url: `/v1/checks/${id}`,
    headers: { authorization: fixture.ctx.alice.authorization },
  });

describe('the demo fixture', () => {
  it('keeps a check stored in one fixture out of every other, and each starts without checks', async () => {
    const first = await open();
    const second = await open();
    expect(second.demoDir).toBe(first.demoDir);
    expect(second.ctx.alice).toEqual(first.ctx.alice);

    const made = await first.post('/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: '12345678',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json<{ check_identifier: string }>().check_identifier;
    expect((await getCheck(first, id)).statusCode).toBe(200);
    expect((await getCheck(second, id)).statusCode).toBe(404);
    const third = await open();
    expect((await getCheck(third, id)).statusCode).toBe(404);
  });
});
