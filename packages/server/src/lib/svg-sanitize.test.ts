import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { SVG_PAYLOADS } from '../test/svg-payloads.ts';
import { MAX_SVG_DEPTH, SvgRejected, sanitiseSvg } from './svg-sanitize.ts';

const wrap = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64"${attributes}>${inner}</svg>`;

describe('sanitiseSvg', () => {
  it('keeps a harmless drawing as it is', () => {
    const { svg, removed } = sanitiseSvg(
      wrap(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fc0"/></linearGradient></defs><circle cx="32" cy="32" r="12" fill="url(#g)"/>',
      ),
    );
    expect(removed).toEqual([]);
    expect(svg).toContain('<circle cx="32" cy="32" r="12" fill="url(#g)"/>');
  });

  it.each([
    ['a script element', '<script>alert(1)</script><path d="M0 0"/>', 'script'],
    [
      'a namespaced script',
      '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
      'script',
    ],
    [
      'foreignObject with HTML',
      '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>',
      'foreignObject',
    ],
    [
      'an event handler',
      '<rect width="10" height="10" onclick="alert(1)" onload="alert(2)"/>',
      'event handler',
    ],
    ['an external link', '<a href="https://evil.example"><rect width="1" height="1"/></a>', '<a>'],
    ['an external use', '<use xlink:href="https://evil.example/sprite.svg#x"/>', 'external reference'],
    ['a javascript href', '<use href="javascript:alert(1)"/>', 'external reference'],
    ['an external image', '<image href="https://evil.example/track.png"/>', '<image>'],
    [
      'a CSS url() in a style element',
      '<style>rect { fill: url(https://evil.example/x) } @import "https://evil.example/a.css";</style>',
      'CSS url()',
    ],
    [
      'a CSS url() in a style attribute',
      '<rect style="fill: url(&quot;https://evil.example/x&quot;)"/>',
      'CSS url()',
    ],
    [
      'an animation that writes a link',
      '<a><animate attributeName="href" to="javascript:alert(1)"/></a>',
      '<a>',
    ],
    [
      'a set that writes an event',
      '<rect><set attributeName="onmouseover" to="alert(1)"/></rect>',
      'animated link or script',
    ],
    ['an iframe', '<iframe src="https://evil.example"/>', '<iframe>'],
  ])('removes %s', (_name, inner, expected) => {
    const { svg, removed } = sanitiseSvg(wrap(inner));
    expect(removed).toContain(expected);
    expect(svg).not.toMatch(
      /<script|onclick|onload|onerror|onmouseover|evil\.example|javascript:|foreignObject|<iframe|<image/i,
    );
  });

  it('removes an event handler on the root element', () => {
    const { svg } = sanitiseSvg(wrap('<path d="M0 0"/>', ' onload="alert(1)"'));
    expect(svg).not.toContain('onload');
  });

  it('refuses entity declarations (billion laughs, external entities)', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>';
    expect(() => sanitiseSvg(xxe)).toThrow(SvgRejected);
  });

  it('refuses a PNG renamed .svg, an HTML page, an empty file and a huge file', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(() => sanitiseSvg(png)).toThrow('This is not an SVG file');
    expect(() => sanitiseSvg('<html><body>hi</body></html>')).toThrow('This is not an SVG file');
    expect(() => sanitiseSvg('')).toThrow('The file is empty.');
    expect(() => sanitiseSvg(wrap(`<path d="${'M0 0 '.repeat(60000)}"/>`))).toThrow('larger than');
  });

  it('refuses a drawing nested deeper than it can check, with a clear message', () => {
    const nested = (depth: number) => wrap(`${'<g>'.repeat(depth)}<path d="M0 0"/>${'</g>'.repeat(depth)}`);
    expect(sanitiseSvg(nested(MAX_SVG_DEPTH - 3)).svg).toContain('<path d="M0 0"/>');
    for (const depth of [MAX_SVG_DEPTH, 5000, 30000]) {
      expect(() => sanitiseSvg(nested(depth))).toThrow(`nested more than ${MAX_SVG_DEPTH} levels deep`);
    }
  });

  it('keeps what a drawing needs: local references, safe functions and at-rules, animations of looks', () => {
    const drawing = wrap(
      '<style>@media (prefers-color-scheme: dark) { .a { fill: rgb(255 255 255) } } rect:not(.b) { transform: rotate(45deg) }</style>' +
        '<defs><clipPath id="c"><rect width="5" height="5"/></clipPath></defs>' +
        '<use href="#c" xlink:href="#c"/><rect class="a" clip-path="url(#c)" style="fill: url(\'#c\')"/>' +
        '<circle r="1"><animate attributeName="r" values="1;2;1" dur="2s"/><set attributeName="fill" to="url(#c)"/></circle>',
    );
    const { svg, removed } = sanitiseSvg(drawing);
    expect(removed).toEqual([]);
    for (const kept of [
      '@media',
      'rgb(255 255 255)',
      ':not(.b)',
      'rotate(45deg)',
      'clip-path="url(#c)"',
      'href="#c"',
    ]) {
      expect(svg).toContain(kept);
    }
    expect(svg).toContain('<animate attributeName="r"');
    expect(svg).toContain('<set attributeName="fill" to="url(#c)"/>');
  });
});

/** CSS escapes resolved the way a browser does, written apart from the sanitiser's own. */
function unescapeCss(css: string): string {
  return css
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd),
    )
    .replace(/\\(.)/g, '$1');
}

type Node = {
  nodeType: number;
  localName?: string;
  childNodes?: ArrayLike<Node>;
  textContent?: string | null;
};
type Element = Node & { attributes: ArrayLike<{ localName: string; name: string; value: string }> };

/** Every problem a sanitised SVG still has, judged on its parsed output. */
function problemsOf(svg: string): string[] {
  const problems: string[] = [];
  const errors: string[] = [];
  const document = new DOMParser({
    errorHandler: {
      warning: () => {},
      error: (m: string) => errors.push(m),
      fatalError: (m: string) => errors.push(m),
    },
  }).parseFromString(svg, 'image/svg+xml');
  if (errors.length) problems.push(`does not parse: ${errors.join('; ')}`);
  if (/evil\.example|alert/i.test(svg)) problems.push('an external address or a script survives');
  const css: string[] = [];
  const stack: Node[] = [document.documentElement as unknown as Node];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const name = (element.localName ?? '').toLowerCase();
    if (/^(script|foreignobject|iframe|embed|object|image|feimage|a|handler|listener)$/.test(name)) {
      problems.push(`<${name}> survives`);
    }
    if (name === 'style') css.push(element.textContent ?? '');
    for (const attribute of Array.from(element.attributes)) {
      const local = attribute.localName.toLowerCase();
      if (local.startsWith('on')) problems.push(`${attribute.name} survives`);
      if (local === 'href' && !attribute.value.trim().startsWith('#'))
        problems.push(`${attribute.name} points outside`);
      if (local === 'base') problems.push(`${attribute.name} survives`);
      if (local === 'attributename' && /^(\w+:)?(href|style|on\w+)$/i.test(attribute.value.trim())) {
        problems.push(`an animation of ${attribute.value} survives`);
      }
      css.push(attribute.value);
    }
    stack.push(...Array.from(element.childNodes ?? []));
  }
  for (const text of css.map(unescapeCss)) {
    if (/url\((?!\s*['"]?#)/i.test(text)) problems.push(`an outside url() survives: ${text}`);
    if (/@import|image-set|expression|javascript:|vbscript:|-moz-binding|behavior/i.test(text)) {
      problems.push(`unsafe CSS survives: ${text}`);
    }
  }
  return problems;
}

describe(`the corpus of ${SVG_PAYLOADS.length} known attacks`, () => {
  it('has at least 60 payloads', () => {
    expect(SVG_PAYLOADS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(SVG_PAYLOADS.map((p) => [p.name, p] as const))('neutralises %s', (_name, payload) => {
    if (payload.outcome === 'rejected') {
      expect(() => sanitiseSvg(payload.svg)).toThrow(SvgRejected);
      return;
    }
    const { svg, removed } = sanitiseSvg(payload.svg);
    expect(problemsOf(svg)).toEqual([]);
    if (payload.outcome === 'cleaned') expect(removed.length).toBeGreaterThan(0);
    expect(svg).toContain('id="keep"');
  });
});
