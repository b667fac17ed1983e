import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A refusal as a client reads it: the status, problem+json, and the problem's stable code. */
export function expectProblem(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ status, code });
}

/** An answer to any input, judged: never a 5xx, and a 4xx is problem+json with its status. */
export function expectNoServerError(label: string, response: LightMyRequestResponse): void {
  expect(
    response.statusCode,
    `${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], label).toContain('application/problem+json');
    expect(response.json().status, label).toBe(response.statusCode);
  }
}
