import { describe, expect, it } from 'vitest';
import { resolveCssEscapes, sanitiseCss } from './css-sanitize.ts';

describe('resolveCssEscapes', () => {
  it.each([
    ['@\\69mport', '@import'],
    ['\\75 rl(', 'url('],
    ['\\000075rl(', 'url('],
    ['\\75\r\nrl(', 'url('],
    ['\\\\75rl(', '\\75rl('],
    ['\\"', '"'],
    ['a\\\nb', 'ab'],
    ['\\0', '\ufffd'],
    ['\\d800', '\ufffd'],
    ['\\110000', '\ufffd'],
    ['\\1F327', '🌧'],
    ['end\\', 'end\ufffd'],
  ])('reads %j as %j', (css, text) => {
    expect(resolveCssEscapes(css)).toBe(text);
  });
});

describe('sanitiseCss', () => {
  it('leaves harmless CSS as it is', () => {
    const css =
      '@keyframes spin { to { transform: rotate(360deg) } } .a { fill: url(#g); stroke: hsl(0 0% 50%) }';
    expect(sanitiseCss(css)).toEqual({ css, removed: [] });
  });

  it('takes out only what fetches, and says what', () => {
    expect(sanitiseCss('.a { fill: url(https://x.example/a); stroke: red }')).toEqual({
      css: '.a { fill: none; stroke: red }',
      removed: ['CSS url()'],
    });
    expect(sanitiseCss('@import "a.css"; .a { fill: red }')).toEqual({
      css: ' .a { fill: red }',
      removed: ['CSS @import'],
    });
  });

  it('drops whole what it cannot check', () => {
    expect(sanitiseCss('.a { width: expression (1) }').css).toBe('');
    expect(sanitiseCss('.a { fill: \\\\75rl(x) }').css).toBe('');
  });
});
