import { pageSchema } from '@bora/shared/pagination';
import { venueSchema } from '@bora/shared/venue';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.ts';

const compile = (schema: z.ZodType, check = false) =>
  serializerCompiler({ check })({ schema, method: 'GET', url: '/test/', httpStatus: '200' });

const venue = {
  id: 7,
  code: 'lido',
  name: 'Lido "di" Venezia \u2028 \\ città',
  kind: 'coast',
  latitude: 45.4,
  longitude: 12.36,
  elevation: null,
  region: 'Veneto',
  province: 'VE',
  timezone: 'Europe/Rome',
  authority_id: 3,
  active: true,
  notes: 'line one\nline two\u0001',
  authority: { id: 3, code: 'arpav', name: 'ARPAV' },
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
};

describe('the compiled serializer', () => {
  it('writes an answer exactly as zod and JSON.stringify do', () => {
    const schema = pageSchema(venueSchema);
    const page = {
      count: 2,
      next: '/api/venues/?page=2',
      previous: null,
      results: [venue, { ...venue, elevation: 3 }],
    };
    expect(compile(schema)(page)).toBe(JSON.stringify(schema.parse(page)));
  });

  it('writes only the contract’s fields, in its order', () => {
    const schema = z.object({ b: z.string(), a: z.number().nullable() });
    expect(compile(schema)({ a: null, secret: 'x', b: 'y' })).toBe('{"b":"y","a":null}');
  });

  it('when checking, refuses an answer that breaks the contract, as zod does', () => {
    const schema = z.object({ n: z.number().int() });
    expect(() => compile(schema, true)({ n: 1.5 })).toThrow();
  });
});
