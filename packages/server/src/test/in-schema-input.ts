/**
 * Input that a route's schema takes but that need not make sense: the bounds of a number's range,
 * ids of no row, texts of every allowed length written in odd ways, the other choices of an enum,
 * a list item sent twice. A body changed this way passes the first check and reaches the rules
 * behind it (a value outside its data type's range, a slot the bulletin type lacks), which the
 * wilder bad input of bad-input.ts rarely does.
 */
import fc from 'fast-check';
import { type JsonSchema, type Mutation, placesOf, valueAt } from './bad-input.ts';

type Components = Record<string, JsonSchema> | undefined;

/** A schema with its `$ref` followed, and of a choice the first branch that is not null. */
function resolved(schema: JsonSchema | undefined, components: Components): JsonSchema | undefined {
  let at = schema;
  for (let depth = 0; at?.$ref && depth < 5; depth += 1)
    at = components?.[at.$ref.replace('#/components/schemas/', '')];
  const branch = at?.anyOf ?? at?.oneOf;
  return branch ? resolved(branch.find((s) => s.type !== 'null') ?? branch[0], components) : at;
}

/** The schema of a place in a body, or undefined where the schema does not say. */
export function schemaAt(
  schema: JsonSchema,
  place: (string | number)[],
  components: Components,
): JsonSchema | undefined {
  let at = resolved(schema, components);
  for (const key of place) {
    if (!at) return undefined;
    const extra = typeof at.additionalProperties === 'object' ? at.additionalProperties : undefined;
    at = resolved(typeof key === 'number' ? at.items : (at.properties?.[key] ?? extra), components);
  }
  return at;
}

const NUMBERS = [0, 1, -1, 2, 0.5, -0.25, 1e-7, 123456.789, 2147483647, -2147483648, 1e12];
const TEXTS = [
  'x',
  'zz',
  ' ',
  '0',
  '-1',
  '1e999',
  'NaN',
  'null',
  'ß',
  'Ünïcödé ☂',
  '<b>x</b>',
  '=1+1',
  '../x',
];

/** The values a schema takes, in the kinds it allows (`type: [number, string, null]` gives all three). */
export function valuesTakenBy(schema: JsonSchema, components: Components): unknown[] {
  const own = schema.$ref ? resolved(schema, components) : schema;
  if (!own) return [];
  if (own.enum) return own.enum;
  const branch = own.anyOf ?? own.oneOf;
  if (branch) return branch.flatMap((s) => valuesTakenBy(s, components));
  const low = own.minimum ?? Number.NEGATIVE_INFINITY;
  const high = own.maximum ?? Number.POSITIVE_INFINITY;
  const inRange = (n: number) => n >= low && n <= high;
  const pattern = own.pattern ? new RegExp(own.pattern, 'u') : undefined;
  return [own.type ?? []].flat().flatMap((type): unknown[] => {
    switch (type) {
      case 'null':
        return [null];
      case 'boolean':
        return [true, false];
      case 'integer':
      case 'number': {
        const bounds = [own.minimum, own.maximum, (own.minimum ?? 0) + 1, (own.maximum ?? 0) - 1];
        const all = [...bounds.filter((n): n is number => n !== undefined), ...NUMBERS].filter(inRange);
        return type === 'integer' ? all.filter(Number.isInteger) : all;
      }
      case 'string': {
        const longest = 'x'.repeat(Math.min(own.maxLength ?? 300, 20000));
        return [...TEXTS, longest].filter(
          (text) =>
            text.length >= (own.minLength ?? 0) &&
            text.length <= (own.maxLength ?? Number.POSITIVE_INFINITY) &&
            (!pattern || pattern.test(text)),
        );
      }
      default:
        return [];
    }
  });
}

/**
 * One to three changes a route's schema takes: a field given another value of its own kinds, or
 * the first item of a list sent twice; never nothing, when the body has a place to change.
 */
export function inSchemaMutationsOf(
  base: unknown,
  schema: JsonSchema,
  components: Components,
): fc.Arbitrary<Mutation[]> {
  const options: fc.Arbitrary<Mutation>[] = [];
  for (const place of placesOf(base)) {
    const at = valueAt(base, place);
    const own = schemaAt(schema, place, components);
    if (!own) continue;
    if (Array.isArray(at) && at.length && at.length < (own.maxItems ?? Number.POSITIVE_INFINITY)) {
      options.push(fc.constant({ kind: 'replace', place, value: [...at, at[0]] }));
    } else if (at === null || typeof at !== 'object') {
      const values = valuesTakenBy(own, components).filter((v) => v !== at);
      if (values.length)
        options.push(fc.constantFrom(...values).map((value) => ({ kind: 'replace' as const, place, value })));
    }
  }
  return options.length
    ? fc.array(fc.oneof(...options), { minLength: 1, maxLength: 3 })
    : fc.constant([{ kind: 'replace', place: [], value: base }]);
}
