/**
 * End to end: a company check is made over HTTP, its HTML report fetched from
 * GET /v1/reports/{id} by headless Chromium (Debian's chromium, driven by playwright-core),
 * and the screenshot shows the ownership diagram drawn: its boxes in their colours.
 */
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireProgram } from '../../src/reports/report-text.test-data.js';
import { useDemoFixture } from '../demo-fixture.js';

const browserPath = requireProgram('chromium', 'the Chromium report test');

/** Fill colours of the diagram's boxes (ownership-svg.ts): the company checked, companies, persons. */
const BOX_COLOURS: Record<string, [number, number, number]> = {
  root: [0x1f, 0x3a, 0x5f],
  company: [0xee, 0xf3, 0xf8],
  person: [0xfd, 0xf3, 0xe1],
};

/**
 * A script for the browser: decodes the PNG, draws it on a canvas and counts the pixels within
 * 3 of each colour. A string, because it runs in the page, not in Node.
 */
function colourCountScript(png: Buffer, colours: Record<string, [number, number, number]>): string {
  return `(async () => {
    const colours = ${JSON.stringify(colours)};
    const image = new Image();
    image.src = 'data:image/png;base64,${png.toString('base64')}';
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const found = {};
    for (const [name, [r, g, b]] of Object.entries(colours)) {
      let n = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (Math.abs(pixels[i] - r) <= 3 && Math.abs(pixels[i + 1] - g) <= 3 && Math.abs(pixels[i + 2] - b) <= 3) n += 1;
      }
      found[name] = n;
    }
    return found;
  })()`;
}

describe.skipIf(browserPath === undefined)('the HTML report in Chromium', () => {
  const demo = useDemoFixture();
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    await demo.ctx.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(demo.ctx.app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: browserPath,
      // Without these, Chromium keeps trying to reach Google's hosts on a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the report with the ownership diagram drawn', async () => {
    const check = await demo.ctx.app.inject({
      method: 'POST',
      url: '/v1/company-checks',
      headers: { authorization: demo.ctx.alice.authorization },
      payload: { type: 'extended', chamber_of_commerce_number: '12345678', report_language: 'en' },
    });
    const { report_identifier: reportIdentifier } = check.json<{ report_identifier: string }>();

    const page = await browser.newPage({
      extraHTTPHeaders: { authorization: demo.ctx.alice.authorization, accept: 'text/html' },
      viewport: { width: 1200, height: 900 },
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const response = await page.goto(`${baseUrl}/v1/reports/${reportIdentifier}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain('Company check');
    // Self-contained: the report itself is the only request.
    expect(requests).toEqual([`${baseUrl}/v1/reports/${reportIdentifier}`]);

    const diagram = page.locator('svg.ownership');
    const box = await diagram.boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    expect(box?.height).toBeGreaterThan(100);
    expect(await page.locator('svg.ownership g.node').count()).toBeGreaterThanOrEqual(3);
    const png = await diagram.screenshot();
    await page.close();

    // Count the pixels of each box colour in the screenshot, decoded by Chromium itself.
    const canvasPage = await browser.newPage();
    const counts = await canvasPage.evaluate<Record<string, number>>(
      colourCountScript(png, BOX_COLOURS),
    );
    await canvasPage.close();
    // Each box is at least a few hundred pixels of its colour.
    expect(counts.root).toBeGreaterThan(500);
    expect(counts.company).toBeGreaterThan(500);
    expect(counts.person).toBeGreaterThan(500);
  });
});
