import { describe, expect, it } from 'vitest';
import { SvgRejected, sanitiseSvg } from './svg-sanitize.ts';

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
});
