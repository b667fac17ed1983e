import { MAX_SVG_BYTES } from '@bora/shared/icon';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';

/** The part of the DOM the sanitiser walks (the server has no DOM typings). */
type XmlAttribute = { name: string; value: string | null; namespaceURI: string | null };
type XmlNode = {
  nodeType: number;
  childNodes?: ArrayLike<XmlNode>;
  removeChild(node: XmlNode): void;
};
type XmlElement = XmlNode & {
  localName: string | null;
  namespaceURI: string | null;
  textContent: string | null;
  attributes?: ArrayLike<XmlAttribute>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  removeAttributeNode(attribute: XmlAttribute): void;
};

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Elements an icon or a logo may contain; anything else (script, foreignObject, image …) is removed. */
const ALLOWED_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'title',
    'desc',
    'path',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'rect',
    'text',
    'tspan',
    'textPath',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'marker',
    'style',
    'filter',
    'feGaussianBlur',
    'feOffset',
    'feBlend',
    'feColorMatrix',
    'feMerge',
    'feMergeNode',
    'feFlood',
    'feComposite',
    'feDropShadow',
    'animate',
    'animateTransform',
    'animateMotion',
    'set',
  ].map((name) => name.toLowerCase()),
);

/** Attributes of an animation that must never be animated (they could become a link or a script). */
const UNANIMATABLE = /^(href|xlink:href|on\w+|style)$/i;

export class SvgRejected extends Error {}

export type SanitisedSvg = { svg: string; removed: string[] };

function isExternalReference(value: string): boolean {
  return !value.trim().startsWith('#');
}

/** Removes every `url(…)` that does not point inside the document itself. */
function cleanCss(css: string): { css: string; changed: boolean } {
  let changed = false;
  const cleaned = css
    .replace(/@import[^;]*;?/gi, () => {
      changed = true;
      return '';
    })
    .replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (match, _quote, target: string) => {
      if (target.trim().startsWith('#')) return match;
      changed = true;
      return 'none';
    })
    .replace(/expression\s*\(|javascript:/gi, () => {
      changed = true;
      return '';
    });
  return { css: cleaned, changed };
}

function cleanElement(element: XmlElement, removed: Set<string>): void {
  for (const attribute of Array.from(element.attributes ?? [])) {
    const name = attribute.name;
    const value = attribute.value ?? '';
    const local = name.toLowerCase();
    if (local.startsWith('on')) {
      removed.add('event handler');
      element.removeAttribute(name);
    } else if (
      (local === 'href' || local === 'xlink:href' || attribute.namespaceURI === XLINK_NS) &&
      isExternalReference(value)
    ) {
      removed.add('external reference');
      element.removeAttributeNode(attribute);
    } else if (/^\s*(javascript|data|vbscript):/i.test(value) || /url\(/i.test(value)) {
      if (local === 'style' || /url\(/i.test(value)) {
        const { css, changed } = cleanCss(value);
        if (changed) {
          removed.add('CSS url()');
          element.setAttribute(name, css);
        }
      } else {
        removed.add('script URL');
        element.removeAttribute(name);
      }
    } else if (
      (element.localName === 'animate' ||
        element.localName === 'set' ||
        element.localName === 'animateTransform') &&
      local === 'attributename' &&
      UNANIMATABLE.test(value)
    ) {
      removed.add('animated link or script');
      element.removeAttribute(name);
    }
  }
}

function walk(node: XmlNode, removed: Set<string>): void {
  for (const child of Array.from(node.childNodes ?? [])) {
    if (child.nodeType === 7 || child.nodeType === 8 || child.nodeType === 10) {
      node.removeChild(child); // processing instructions, comments, doctypes
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as XmlElement;
    const name = (element.localName ?? '').toLowerCase();
    if (!ALLOWED_ELEMENTS.has(name) || (element.namespaceURI && element.namespaceURI !== SVG_NS)) {
      removed.add(
        name === 'script' ? 'script' : name === 'foreignobject' ? 'foreignObject' : `<${element.localName}>`,
      );
      node.removeChild(element);
      continue;
    }
    cleanElement(element, removed);
    if (name === 'style') {
      const { css, changed } = cleanCss(element.textContent ?? '');
      if (changed) {
        removed.add('CSS url()');
        element.textContent = css;
      }
    }
    walk(element, removed);
  }
}

/**
 * Parses an uploaded SVG and keeps only what draws: no script, event handler, foreignObject,
 * external reference or CSS `url()` survives. Throws SvgRejected for what is not an SVG at all.
 */
export function sanitiseSvg(input: Buffer | string): SanitisedSvg {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  if (bytes.length === 0) throw new SvgRejected('The file is empty.');
  if (bytes.length > MAX_SVG_BYTES)
    throw new SvgRejected(`The file is larger than ${MAX_SVG_BYTES / 1024} KB.`);
  if (bytes.includes(0)) throw new SvgRejected('This is not an SVG file (it holds binary data).');
  const text = bytes.toString('utf8');
  if (/<!ENTITY/i.test(text)) throw new SvgRejected('SVG files with entity declarations are not accepted.');
  const errors: string[] = [];
  let root: XmlElement | null = null;
  try {
    const document = new DOMParser({
      errorHandler: {
        warning: () => {},
        error: (m: string) => errors.push(m),
        fatalError: (m: string) => errors.push(m),
      },
    }).parseFromString(text, 'image/svg+xml');
    root = document.documentElement as unknown as XmlElement | null;
  } catch {
    errors.push('unreadable');
  }
  if (errors.length || !root || root.localName !== 'svg') {
    throw new SvgRejected('This is not an SVG file (no <svg> element could be read).');
  }
  if (!root.getAttribute('xmlns')) root.setAttribute('xmlns', SVG_NS);
  const removed = new Set<string>();
  cleanElement(root, removed);
  walk(root, removed);
  return { svg: new XMLSerializer().serializeToString(root as never), removed: [...removed] };
}
