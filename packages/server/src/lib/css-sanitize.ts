/**
 * CSS found in an uploaded SVG (a `<style>` element, a `style` attribute, a presentation
 * attribute such as `fill`), made unable to fetch or run anything.
 *
 * The browser resolves escapes before it recognises anything (`\75rl(` is `url(`, `@\69mport` is
 * `@import`), so the checks run on the text with every escape resolved, and that text is what is
 * kept: with no backslash left, what a check reads is what the browser reads. Comments only ever
 * separate tokens, so they cannot hide a `url(` from a check that reads the whole text.
 */

/** Functions that draw and fetch nothing; any other (`image-set(`, `expression(`, `element(` …) goes. */
const SAFE_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'translate',
  'translatex',
  'translatey',
  'translate3d',
  'rotate',
  'rotatex',
  'rotatey',
  'rotatez',
  'scale',
  'scalex',
  'scaley',
  'skew',
  'skewx',
  'skewy',
  'matrix',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'cubic-bezier',
  'steps',
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
  'inset',
  'circle',
  'ellipse',
  'polygon',
  'path',
  'not',
  'is',
  'where',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
  'lang',
  'dir',
]);

/** At-rules that only group or animate rules; any other (`@import`, `@font-face`, `@namespace` …) goes. */
const SAFE_AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes']);

/** A reference inside the document itself: `url(#gradient)`. */
const LOCAL_URL = /url\(\s*(['"]?)#[-\w.:]*\1\s*\)/iy;

/** What must never be left once the rules have run; if any is, the whole CSS goes. */
const FORBIDDEN = /\\|@import|expression|javascript:|vbscript:|-moz-binding|behaviou?r|image-set/i;

/** The text with every CSS escape resolved (`\69` → `i`, `\"` → `"`, an escaped newline → nothing). */
export function resolveCssEscapes(css: string): string {
  return css.replace(
    /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\r\n\f])|([\s\S])|$)/gi,
    (_m, hex, newline, char) => {
      if (hex) {
        const code = Number.parseInt(hex, 16);
        const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
        return String.fromCodePoint(valid ? code : 0xfffd);
      }
      if (newline) return '';
      return char ?? '\ufffd';
    },
  );
}

/** The index just past the `)` that closes the `(` at `open`, or the end of the text. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '(') depth++;
    else if (css[i] === ')' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** The index just past an at-rule starting at `at`: its `;`, or its `{…}` block, or the end. */
function endOfAtRule(css: string, at: number): number {
  let depth = 0;
  for (let i = at; i < css.length; i++) {
    if (css[i] === ';' && depth === 0) return i + 1;
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth <= 0) return i + 1;
  }
  return css.length;
}

function withoutUnsafeAtRules(css: string, removed: Set<string>): string {
  let out = '';
  let from = 0;
  for (const match of css.matchAll(/@([-\w]+)/g)) {
    const at = match.index;
    if (at < from || SAFE_AT_RULES.has((match[1] ?? '').toLowerCase())) continue;
    removed.add(`CSS @${(match[1] ?? '').toLowerCase()}`);
    out += css.slice(from, at);
    from = endOfAtRule(css, at);
  }
  return out + css.slice(from);
}

function withoutUnsafeFunctions(css: string, removed: Set<string>): string {
  let out = '';
  let from = 0;
  for (const match of css.matchAll(/([-\w]+)\(/g)) {
    const start = match.index;
    if (start < from) continue;
    const name = (match[1] ?? '').toLowerCase();
    if (name === 'url') {
      LOCAL_URL.lastIndex = start;
      if (LOCAL_URL.test(css)) continue;
      removed.add('CSS url()');
    } else if (SAFE_FUNCTIONS.has(name)) {
      continue;
    } else {
      removed.add(`CSS ${name.slice(0, 40)}()`);
    }
    out += `${css.slice(from, start)}none`;
    from = closing(css, start + (match[1] ?? '').length);
  }
  return out + css.slice(from);
}

/** Leftovers the rules above did not take apart (`expression (`, a `\` from `\\`): the CSS goes. */
function checkable(css: string): boolean {
  if (FORBIDDEN.test(css)) return false;
  for (const match of css.matchAll(/([-\w]+)\(/g)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name === 'url') {
      LOCAL_URL.lastIndex = match.index;
      if (!LOCAL_URL.test(css)) return false;
    } else if (!SAFE_FUNCTIONS.has(name)) {
      return false;
    }
  }
  return !/@([-\w]+)/.test(css.replace(/@(media|supports|keyframes|-webkit-keyframes)\b/gi, ''));
}

/**
 * The CSS with every external `url()`, unsafe function and unsafe at-rule taken out, and what was
 * taken; CSS that cannot be checked is dropped whole (an empty string).
 */
export function sanitiseCss(css: string): { css: string; removed: string[] } {
  const removed = new Set<string>();
  const cleaned = withoutUnsafeFunctions(withoutUnsafeAtRules(resolveCssEscapes(css), removed), removed);
  if (checkable(cleaned)) return { css: cleaned, removed: [...removed] };
  removed.add('CSS that could not be checked');
  return { css: '', removed: [...removed] };
}
