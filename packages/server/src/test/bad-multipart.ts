/**
 * Multipart/form-data bodies for the property-based tests of the uploads, written byte by byte so
 * that they can be wrong in every way a client or a proxy makes them: parts without a name, a
 * file name, a content type or a Content-Disposition at all, files typed
 * application/octet-stream with no file name, a missing, empty or wrong boundary, no closing
 * line, a body cut short. Among them, forms a route takes, so that the code behind the reader is
 * reached too.
 */
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { svgOf } from '../features/icons/test-form.ts';
import { badValue, jsonText } from './bad-input.ts';

const BOUNDARY = 'bora-fuzz-7MA4YWxkTrZu0gW';

/** Stands for a code no earlier request used, written in when the body is. */
export const UNIQUE = '{unique}';

/** A file's content, written with the request's unique code. */
export type Content = (unique: string) => Buffer;

/** A file or field content that is `value`, with the request's unique code written in. */
export const text =
  (value: string): Content =>
  (unique) =>
    Buffer.from(value.replaceAll(UNIQUE, unique));

/** A .zip of one SVG, named with the request's unique code. */
export const zippedSvg: Content = (unique) =>
  Buffer.from(zipSync({ [`${unique}.svg`]: Buffer.from(svgOf()) }));

const contents: fc.Arbitrary<Content> = fc.oneof(
  fc.constantFrom(
    text(svgOf()),
    text(svgOf('<script>alert(1)</script><rect onload="x()" width="1" height="1"/>')),
    text(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(3000)}${'</g>'.repeat(3000)}</svg>`),
    text(`code,name,kind,latitude,longitude,authority\r\n${UNIQUE},Venue,city,45,12,home-service\r\n`),
    text('code;name;kind;latitude;longitude;authority\r\nx\u0000,=1,city,1e999,-0x1,home-service\r\n'),
    text('code,name\r\n"open'),
    text(''),
    zippedSvg,
    () => Buffer.from(zipSync({ '../../evil.svg': Buffer.from(svgOf()), 'x.txt': Buffer.from('x') })),
  ),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => () => Buffer.from(bytes)),
);

/** One part as sent: a header left out is undefined. */
type Part = {
  disposition: 'form-data' | 'attachment' | 'none' | 'broken';
  name?: string;
  filename?: string;
  type?: string;
  content: Content;
};

function partOf(part: Part, unique: string): Buffer {
  const params = [
    part.name === undefined ? '' : `; name="${part.name}"`,
    part.filename === undefined ? '' : `; filename="${part.filename}"`,
  ].join('');
  const disposition = {
    'form-data': `Content-Disposition: form-data${params}\r\n`,
    attachment: `Content-Disposition: attachment${params}\r\n`,
    none: '',
    broken: `Content-Disposition: form-data; name\r\n`,
  }[part.disposition];
  const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
  const head = `--${BOUNDARY}\r\n${disposition}${type}\r\n`.replaceAll(UNIQUE, unique);
  return Buffer.concat([Buffer.from(head), part.content(unique), Buffer.from('\r\n')]);
}

/** A file as a route takes it: the part it goes in, its name and type, and its content. */
export type FittingFile = { field: string; filename: string; type: string; content: string | Content };

/** What a route's form is made of: the files it takes, and values that fit its text fields. */
export type FormShape = { files: FittingFile[]; fields: Record<string, string[]> };

function filePart(shape: FormShape): fc.Arbitrary<Part> {
  const fields = [...new Set(shape.files.map((f) => f.field))];
  return fc.record({
    disposition: fc.constantFrom('form-data', 'form-data', 'form-data', 'attachment', 'none', 'broken'),
    name: fc.option(fc.constantFrom(...fields, '', 'other', 'svg"; filename="x.svg'), {
      nil: undefined,
      freq: 6,
    }),
    filename: fc.option(
      fc.oneof(
        fc.constantFrom(`${UNIQUE}.svg`, `${UNIQUE}.csv`, 'a.zip', '', '../../a.svg', 'a\u0000.svg'),
        fc.string({ maxLength: 20 }),
      ),
      { nil: undefined, freq: 3 },
    ),
    type: fc.option(
      fc.constantFrom(
        'application/octet-stream',
        'image/svg+xml',
        'text/csv',
        'application/zip',
        'text/plain; charset=latin1',
        '',
      ),
      { nil: undefined, freq: 4 },
    ),
    content: contents,
  });
}

const fieldValue = (shape: FormShape, name: string) =>
  Object.hasOwn(shape.fields, name) ? (shape.fields[name] as string[]) : ['x'];

function fieldPart(shape: FormShape): fc.Arbitrary<Part> {
  return fc.constantFrom(...Object.keys(shape.fields), 'x', '__proto__').chain((name) =>
    fc.record({
      disposition: fc.constant('form-data' as const),
      name: fc.constant(name),
      type: fc.option(fc.constantFrom('text/plain', 'application/octet-stream'), { nil: undefined, freq: 5 }),
      content: fc
        .oneof(
          { arbitrary: fc.constantFrom(...fieldValue(shape, name)), weight: 3 },
          badValue.map((v) => (typeof v === 'string' ? v : jsonText(v))),
        )
        .map(text),
    }),
  );
}

/** What may be done to one part of a well-formed form. */
const DAMAGES = [
  'no name',
  'no file name',
  'no type',
  'octet-stream, no file name',
  'no disposition',
  'attachment',
  'broken disposition',
  'random bytes',
  'left out',
] as const;
type Damage = { what: (typeof DAMAGES)[number]; part: number };

function damaged(parts: Part[], { what, part: at }: Damage): Part[] {
  const index = at % Math.max(1, parts.length);
  const part = parts[index];
  if (!part) return parts;
  const changed: Part | undefined = {
    'no name': { ...part, name: undefined },
    'no file name': { ...part, filename: undefined },
    'no type': { ...part, type: undefined },
    'octet-stream, no file name': { ...part, filename: undefined, type: 'application/octet-stream' },
    'no disposition': { ...part, disposition: 'none' as const },
    attachment: { ...part, disposition: 'attachment' as const },
    'broken disposition': { ...part, disposition: 'broken' as const },
    'random bytes': { ...part, content: () => Buffer.from([0xff, 0xfe, 0x00, 0x3c, 0x73, 0x76, 0x67]) },
    'left out': undefined,
  }[what];
  return parts.flatMap((p, i) => (i !== index ? [p] : changed ? [changed] : []));
}

const fileOf = (f: FittingFile): Part => ({
  disposition: 'form-data',
  name: f.field,
  filename: f.filename,
  type: f.type,
  content: typeof f.content === 'string' ? text(f.content) : f.content,
});

/** A form the route takes (every text field, some fitting files), half the time with parts damaged. */
function damagedForm(shape: FormShape): fc.Arbitrary<Part[]> {
  const fields = Object.entries(shape.fields).map(([name, values]) =>
    fc
      .constantFrom(...values)
      .map((value): Part => ({ disposition: 'form-data', name, content: text(value) })),
  );
  const damage = fc.record({ what: fc.constantFrom(...DAMAGES), part: fc.nat() });
  const damages = fc.oneof(fc.constant([]), fc.array(damage, { minLength: 1, maxLength: 2 }));
  return fc
    .tuple(fc.tuple(...fields), fc.subarray(shape.files, { minLength: 1 }), damages)
    .map(([texts, files, harm]) => harm.reduce(damaged, [...texts, ...files.map(fileOf)]));
}

/** A multipart request to send: its Content-Type and body, both written with a unique code. */
export type MultipartPlan = {
  parts: Part[];
  contentType: string | undefined;
  closing: boolean;
  /** Where the body is cut, as a share of its length; 1 keeps it whole. */
  cut: number;
};

/**
 * Multipart requests for a route whose form has `shape`: forms it takes, a part or two of them
 * damaged, or parts of any kind; in an envelope mostly right, sometimes broken or cut short.
 */
export function multipartPlans(shape: FormShape): fc.Arbitrary<MultipartPlan> {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const wild = fc.array(fc.oneof(filePart(shape), fieldPart(shape)), { maxLength: 5 });
  return fc.record({
    parts: fc.oneof({ arbitrary: damagedForm(shape), weight: 3 }, wild),
    contentType: fc.oneof(
      { arbitrary: fc.constant(type), weight: 24 },
      fc.constantFrom(
        `multipart/form-data; boundary="${BOUNDARY}"`,
        `Multipart/Form-Data; BOUNDARY=${BOUNDARY}`,
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=elsewhere',
        `multipart/mixed; boundary=${BOUNDARY}`,
        'application/json',
        undefined,
      ),
    ),
    closing: fc.oneof({ arbitrary: fc.constant(true), weight: 8 }, fc.constant(false)),
    cut: fc.oneof({ arbitrary: fc.constant(1), weight: 15 }, fc.double({ min: 0, max: 1, noNaN: true })),
  });
}

/** The request a plan stands for, with `unique` written wherever a code must be new. */
export function writeMultipart(plan: MultipartPlan, unique: string) {
  const parts = plan.parts.map((part) => partOf(part, unique));
  const whole = Buffer.concat([...parts, Buffer.from(plan.closing ? `--${BOUNDARY}--\r\n` : '')]);
  const payload = whole.subarray(0, Math.floor(whole.length * plan.cut));
  const headers: Record<string, string> = plan.contentType ? { 'content-type': plan.contentType } : {};
  return { headers, payload };
}
