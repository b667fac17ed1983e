import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let document: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/api/schema/' })).json();
});
afterAll(() => t.close());

/**
 * A client written against the generated types, as a consumer of the API would write one: it
 * only compiles when the document names the paths, the recursive menu and the fields.
 */
const CLIENT = `
import type { components, paths } from './bora-api';

type Json<P extends keyof paths, M extends 'get' | 'post', S extends number> =
  paths[P][M] extends { responses: { [K in S]: { content: { 'application/json': infer T } } } } ? T : never;

export function venueName(venue: Json<'/api/venues/{id}/', 'get', 200>): string {
  return venue.name + String(venue.latitude.toFixed(2));
}

export function menuNames(entries: Json<'/api/navbar/', 'get', 200>): string[] {
  return entries.flatMap((entry) => [entry.name, ...entry.children.flatMap((child) => child.name)]);
}

export type Entry = components['schemas']['NavbarEntry'];
export const leaf: Entry = { name: 'Home', url: '/', router_link: true, children: [] };
`;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a real validator, every $ref resolving', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('generates a typed client that compiles', async () => {
    const source = astToString(await openapiTS(structuredClone(document) as never, { silent: true }));
    expect(source).toContain('"/api/venues/{id}/"');
    const dir = mkdtempSync(path.join(tmpdir(), 'bora-client-'));
    try {
      writeFileSync(path.join(dir, 'bora-api.ts'), source);
      writeFileSync(path.join(dir, 'client.ts'), CLIENT);
      const program = ts.createProgram([path.join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
