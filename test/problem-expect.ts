// The shape every error answer has: problem+json (RFC 9457) with the status and a stable code.
import { expect } from 'vitest';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  instance?: string;
}

export function expectProblem(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
  const problem = JSON.parse(response.body) as ProblemBody;
  expect(problem).toMatchObject({ status, code });
  expect(problem.type).toMatch(/^https:\/\//);
  expect(problem.title.length).toBeGreaterThan(0);
  return problem;
}
