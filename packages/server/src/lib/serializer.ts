import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf [X, null]` (how zod writes `.nullable()`) as `type: [X's type, 'null']`, which
 * fast-json-stringify writes straight away instead of trying each branch with a validator.
 */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplified(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1;
    const other = (branches as JsonSchema[]).find((b) => !isNull(b));
    const simple = other && typeof other.type === 'string' && !('anyOf' in other) && !('$ref' in other);
    if (simple && (branches as JsonSchema[]).some(isNull)) {
      const { anyOf: _anyOf, ...rest } = out;
      return {
        ...rest,
        ...other,
        type: [other.type, 'null'],
        ...(Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {}),
      };
    }
  }
  return out;
}

/** A function that writes what `schema` describes as JSON, or null when JSON Schema cannot say it. */
function compiled(schema: ZodType): ((data: unknown) => string) | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    const { $schema: _dialect, ...rest } = simplified(jsonSchema) as JsonSchema;
    return fastJson(rest);
  } catch {
    return null;
  }
}

/**
 * Answers are written by a function compiled once per route and status from the JSON Schema of
 * the route's zod response schema (with fast-json-stringify, as Fastify does for JSON Schema),
 * rather than by checking every answer against the zod schema and then `JSON.stringify`: the
 * answer keeps to the contract by construction (only the schema's fields, in its order), at a
 * fraction of the cost. A schema JSON Schema cannot express keeps the zod serializer.
 *
 * With `check` (the test suite), every answer is also written the zod way, which validates it,
 * and the two must be the same bytes: every API test then proves the contract and the equivalence.
 */
export function serializerCompiler({ check = false } = {}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const fast = compiled(route.schema);
    const byZod = zodSerializerCompiler(route);
    if (!fast) return byZod;
    if (!check) return fast;
    return (data) => {
      const expected = byZod(data);
      const written = fast(data);
      if (written !== expected && withoutPrototypeKeys(written) !== expected) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the compiled serializer wrote ${written}, zod ${expected}`,
        );
      }
      return written;
    };
  };
}

/**
 * Writes what `schema` describes as JSON, the way the routes write their answers: for an answer
 * made once and kept as bytes.
 */
export function jsonWriter<T>(schema: ZodType<T>): (data: T) => string {
  return compiled(schema) ?? ((data) => JSON.stringify(schema.parse(data)));
}

/**
 * The answer as zod writes it when a record has a key named `__proto__` (a field a client sent,
 * named back in a problem's `errors`): zod's record drops such a key, the compiled writer keeps
 * it, which is the answer a client should get. Any other difference is still a failure.
 */
function withoutPrototypeKeys(json: string): string {
  return JSON.stringify(JSON.parse(json, (key, value) => (key === '__proto__' ? undefined : value)));
}
