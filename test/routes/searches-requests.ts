/** The request helper the searches-*.test.ts files share. */
import type { TestContext } from '../helpers.js';

export const post = (
  c: TestContext,
  url: string,
  payload: object,
  authorization = c.alice.authorization,
) => c.app.inject({ method: 'POST', url, payload, headers: { authorization } });
