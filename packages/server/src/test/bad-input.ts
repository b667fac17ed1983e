/**
 * Bad input for the property-based tests of the API (src/openapi-fuzz.test.ts): values of the
 * wrong type or out of every range, text the database cannot store, junk shapes, and ways of
 * writing an id that must not be read as one. Also a sampler that turns a request-body schema of
 * the OpenAPI document into a plausible body, so that one corrupted field reaches deep code.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
  $ref?: string;
};

/** Any UTF-16 code unit, NUL and lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u2028\ufeff',
  'NaN',
  'Infinity',
  '-0',
  '1',
  '0x1f',
  '3.1e1',
  ' 31',
  '2147483648',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '=HYPERLINK("x")',
  '../../etc/passwd',
  '%00',
  '\\u0000',
];

const hostileNumbers = [
  2 ** 31,
  -(2 ** 31),
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  -1,
  0,
  1.5,
  -0.5,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  99999999999,
];

/**
 * Deeply nested arrays or objects, which could exhaust a recursive walker on the server. They are
 * carried as a token and written out only in the JSON text (jsonText), so that the test itself
 * never walks them.
 */
const nested = fc
  .tuple(fc.integer({ min: 50, max: 5000 }), fc.constantFrom('a', 'o'))
  .map(([depth, kind]) => `\u0001nested:${depth}:${kind}`);

/** The JSON text of a body, with its nested-junk tokens written out. */
export function jsonText(body: unknown): string {
  return (JSON.stringify(body) ?? 'null').replace(
    /"\\u0001nested:(\d+):([ao])"/g,
    (_m, depth: string, kind) => {
      const n = Number(depth);
      return kind === 'a'
        ? `${'['.repeat(n)}"\\u0000"${']'.repeat(n)}`
        : `${'{"a":'.repeat(n)}"\\u0000"${'}'.repeat(n)}`;
    },
  );
}

/** One bad value, for any place in a body. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(...hostileStrings, ...hostileNumbers), weight: 6 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [{}]), weight: 2 },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }), weight: 3 },
  { arbitrary: fc.integer({ min: 1, max: 10 }).map((n) => 'x'.repeat(n * 20000)), weight: 1 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: false })), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: nested, weight: 1 },
);

/** Keys a body should never be able to use for anything. */
export const badKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'x\u0000',
  '\ud800',
  '',
);

/** Ways of writing a path id that name no row: each must be a 404. */
export const BAD_PATH_IDS = [
  '0x1f',
  '%2031',
  '31%20',
  '3.1e1',
  '31.0',
  '031',
  '+31',
  '-1',
  '0',
  '2147483648',
  '99999999999',
  '%00',
  'abc',
  '%D9%A3',
  'NaN',
  '1e3',
  '__proto__',
];

/** A path segment: anything at all, percent-encoded so that it stays one segment. */
export const anyPathSegment = fc.string({ unit: codeUnit, minLength: 1, maxLength: 12 }).map((s) =>
  // encodeURIComponent refuses lone surrogates: write those as the bytes a client might send
  s.replace(/[\s\S]/g, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%ED%A0%80';
    }
  }),
);

/** A query value as a client could send it: raw (already encoded) or any text, encoded. */
export const badQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%',
    '%zz',
    '__proto__',
    'constructor',
    'toString',
    '-__proto__',
    'name,__proto__',
    '0x1f',
    '3.1e1',
    '-1',
    '0',
    '99999999999',
    '9007199254740993',
    '1e400',
    'NaN',
    'Infinity',
    'true',
    '',
    '%20',
    'x'.repeat(5000),
  ),
  anyPathSegment,
);

/**
 * An `If-Match` header as a client could send it (printable ASCII, as a header must be): broken
 * or stale tags, lists, weak tags, and any text quoted or not. Some name no version at all (428),
 * the others a version that is not the current one (412); a test leaves out those that match.
 */
export const anyIfMatch: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '"0"',
    '"-1"',
    '"1e3"',
    '"99999999999"',
    '""',
    '"',
    'W/"x"',
    'W/',
    '"unterminated',
    ' , ',
    ',,',
    '"a", "b"',
    '"1" "2"',
    '__proto__',
    '"__proto__"',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 24 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map((text) => `"${text}"`),
  fc.nat().map((n) => `W/"${n}"`),
);

/** Sets a key as an own property, even `__proto__`, so that JSON.stringify writes it out. */
export function setKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

/** Every place in a value: `[]` is the value itself, `['slots', 0, 'label']` a field deep inside. */
export function placesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) places.push(...placesOf(item, [...path, i]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) places.push(...placesOf(item, [...path, key]));
  }
  return places;
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** What a generated request does to a plausible body. */
export type Mutation =
  | { kind: 'replace'; place: (string | number)[]; value: unknown }
  | { kind: 'remove'; place: (string | number)[] }
  | { kind: 'add'; place: (string | number)[]; key: string; value: unknown };

/**
 * A bad value for a place that holds `current`: mostly the worst of its own kind (an id beyond
 * 2³¹ where a number goes, a NUL or half a surrogate pair where text goes), sometimes anything.
 */
function badValueFor(current: unknown): fc.Arbitrary<unknown> {
  if (typeof current === 'number') {
    return fc.oneof({ arbitrary: fc.constantFrom(...hostileNumbers), weight: 3 }, badValue);
  }
  if (typeof current === 'string') {
    const laced = fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\udc00'))
      .map(([text, bad]) => `${text}${bad}${text}`);
    return fc.oneof(
      { arbitrary: fc.constantFrom(...hostileStrings), weight: 2 },
      { arbitrary: laced, weight: 2 },
      badValue,
    );
  }
  return badValue;
}

/** One to three things done to a body: a field replaced (mostly), removed, or added. */
export function mutationsOf(base: unknown): fc.Arbitrary<Mutation[]> {
  const places = placesOf(base);
  const containers = places.filter((place) => {
    const at = valueAt(base, place);
    return at !== null && typeof at === 'object' && !Array.isArray(at);
  });
  const fields = places.filter((place) => place.length > 0);
  const replace = fc
    .constantFrom(...places)
    .chain((place) =>
      badValueFor(valueAt(base, place)).map((value) => ({ kind: 'replace' as const, place, value })),
    );
  const options: fc.WeightedArbitrary<Mutation>[] = [{ arbitrary: replace, weight: 6 }];
  if (fields.length) {
    options.push({
      arbitrary: fc.record({ kind: fc.constant('remove' as const), place: fc.constantFrom(...fields) }),
      weight: 1,
    });
  }
  if (containers.length) {
    options.push({
      arbitrary: fc.record({
        kind: fc.constant('add' as const),
        place: fc.constantFrom(...containers),
        key: fc.oneof(badKey, fc.string({ unit: codeUnit, maxLength: 8 })),
        value: badValue,
      }),
      weight: 1,
    });
  }
  return fc.array(fc.oneof(...options), { minLength: 1, maxLength: 3 });
}

/** What is at a place, or undefined when an earlier mutation cut the way there. */
export function valueAt(value: unknown, place: (string | number)[]): unknown {
  let at = value;
  for (const key of place) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** The base with the mutations applied in turn (the base is left as it was). */
export function applyMutations(base: unknown, mutations: Mutation[]): unknown {
  return mutations.reduce(applyMutation, base);
}

function applyMutation(base: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'replace' && mutation.place.length === 0) return mutation.value;
  const body = clone(base);
  const container = valueAt(body, mutation.kind === 'add' ? mutation.place : mutation.place.slice(0, -1));
  if (container === null || typeof container !== 'object') return base;
  const target = container as Record<string, unknown>;
  const last = String(mutation.place[mutation.place.length - 1]);
  if (mutation.kind === 'add') setKey(target, mutation.key, mutation.value);
  else if (mutation.kind === 'replace') setKey(target, last, mutation.value);
  else if (Array.isArray(target)) target.splice(Number(last), 1);
  else delete target[last];
  return body;
}

/**
 * What a sample is drawn with: row ids and texts (a slot's code) by field name, a suffix for
 * unique codes, `$ref` targets.
 */
export type SampleContext = {
  ids: Record<string, number>;
  texts?: Record<string, string>;
  unique: string;
  components?: Record<string, JsonSchema>;
};

/**
 * A plausible body for a request-body schema: defaults where there are some, the first choice of
 * an enum, the smallest allowed number or length, and for ids the row named in `ids` by field
 * name. It need not be valid; it only has to get past the first check. A `$ref` is followed into
 * the document's components (a recursive one stops after a few levels).
 */
export function sampleOf(schema: JsonSchema, context: SampleContext, name = '', depth = 0): unknown {
  if (schema.$ref) {
    const target = context.components?.[schema.$ref.replace('#/components/schemas/', '')];
    return target && depth < 5 ? sampleOf(target, context, name, depth + 1) : null;
  }
  if (schema.default !== undefined) return schema.default;
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) {
    const first = branch.find((s) => s.type !== 'null') ?? branch[0];
    return first ? sampleOf(first, context, name, depth) : null;
  }
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const id = context.ids[name];
  if (id !== undefined && (type === 'integer' || type === 'array')) return type === 'array' ? [id] : id;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          sampleOf(property, context, key, depth),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sampleOf(schema.items ?? {}, context, name, depth),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'string':
      if (context.texts?.[name] !== undefined) return context.texts[name];
      if (name === 'timezone') return 'Europe/Rome';
      if (/password/.test(name)) return 'a-long-and-unusual-password';
      if (schema.pattern?.startsWith('^[a-z0-9]') || name === 'code' || name === 'username')
        return `fuzz${context.unique}`;
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}
