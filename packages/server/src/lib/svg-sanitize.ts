import { MAX_SVG_BYTES, SVG_ANIMATION_ELEMENTS, SVG_NS } from '@bora/shared/icon';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { sanitiseCss } from './css-sanitize.ts';
import { ALLOWED_ELEMENTS, ANIMATABLE } from './svg-allowlists.ts';

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
  removeAttributeNode(attribute: XmlAttribute): void;
};

const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Elements that animate another element's attribute, named by their `attributeName`. */
const ANIMATIONS = new Set(SVG_ANIMATION_ELEMENTS.map((name) => name.toLowerCase()));

/** Deepest nesting of elements accepted: no drawing needs more, and walking it stays cheap. */
export const MAX_SVG_DEPTH = 100;

export class SvgRejected extends Error {}

export type SanitisedSvg = { svg: string; removed: string[] };

/** The name without its prefix: `foo:href` is `href` whatever `foo` is bound to. */
function localNameOf(name: string): string {
  return name.slice(name.lastIndexOf(':') + 1).toLowerCase();
}

/** A URL as a browser reads it: tabs, newlines and controls are dropped (`java&#9;script:`). */
function urlText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
  return value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
}

/** Cleans the attributes of one element; false when the element itself must go (an unsafe animation). */
function cleanElement(element: XmlElement, removed: Set<string>): boolean {
  const elementName = (element.localName ?? '').toLowerCase();
  for (const attribute of Array.from(element.attributes ?? [])) {
    const name = attribute.name;
    const value = attribute.value ?? '';
    const local = localNameOf(name);
    if (attribute.namespaceURI === XMLNS_NS || name === 'xmlns') continue;
    if (local.startsWith('on')) {
      removed.add('event handler');
      element.removeAttributeNode(attribute);
    } else if (local === 'href' || local === 'base' || local === 'src') {
      // Only a reference inside the document itself: `#id`.
      if (local === 'href' && urlText(value).startsWith('#')) continue;
      removed.add('external reference');
      element.removeAttributeNode(attribute);
    } else if (/^(javascript|vbscript|data):/.test(urlText(value))) {
      removed.add('script URL');
      element.removeAttributeNode(attribute);
    } else if (
      ANIMATIONS.has(elementName) &&
      local === 'attributename' &&
      !ANIMATABLE.has(localNameOf(value.trim()))
    ) {
      removed.add('animated link or script');
      return false;
    } else if (/[(\\@]/.test(value)) {
      const { css, removed: taken } = sanitiseCss(value);
      for (const item of taken) removed.add(item);
      if (css === value) continue;
      if (css.trim()) element.setAttribute(name, css);
      else element.removeAttributeNode(attribute);
    }
  }
  return true;
}

/** How deep the elements under `root` go, counted without recursion. */
function depthOf(root: XmlNode): number {
  let deepest = 0;
  const stack: [XmlNode, number][] = [[root, 1]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, depth] = entry;
    deepest = Math.max(deepest, depth);
    for (const child of Array.from(node.childNodes ?? []))
      if (child.nodeType === 1) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Removes, element by element from the root down, whatever is not a plain drawing. */
function clean(root: XmlElement, removed: Set<string>): void {
  cleanElement(root, removed);
  const stack: XmlNode[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    for (const child of Array.from(node.childNodes ?? [])) {
      if (child.nodeType === 7 || child.nodeType === 8 || child.nodeType === 10) {
        if (child.nodeType === 7) removed.add('processing instruction'); // <?xml-stylesheet …?>
        node.removeChild(child); // comments and doctypes are harmless, but draw nothing
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as XmlElement;
      const name = (element.localName ?? '').toLowerCase();
      if (!ALLOWED_ELEMENTS.has(name) || (element.namespaceURI && element.namespaceURI !== SVG_NS)) {
        removed.add(
          name === 'script'
            ? 'script'
            : name === 'foreignobject'
              ? 'foreignObject'
              : `<${element.localName}>`,
        );
        node.removeChild(element);
        continue;
      }
      if (!cleanElement(element, removed)) {
        node.removeChild(element);
        continue;
      }
      if (name === 'style') {
        const text = element.textContent ?? '';
        const { css, removed: taken } = sanitiseCss(text);
        for (const item of taken) removed.add(item);
        element.textContent = css; // one text node: nothing else may hide inside a style
        continue;
      }
      stack.push(element);
    }
  }
}

/**
 * Parses an uploaded SVG and keeps only what draws: no script, event handler, foreignObject,
 * external reference, unsafe animation or CSS that could fetch or run anything survives.
 * Throws SvgRejected for what is not an SVG at all, or is nested deeper than MAX_SVG_DEPTH.
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
  if (
    errors.length ||
    !root ||
    root.localName !== 'svg' ||
    (root.namespaceURI && root.namespaceURI !== SVG_NS)
  ) {
    throw new SvgRejected('This is not an SVG file (no <svg> element could be read).');
  }
  if (depthOf(root) > MAX_SVG_DEPTH) {
    throw new SvgRejected(
      `The drawing is nested more than ${MAX_SVG_DEPTH} levels deep; flatten its groups and try again.`,
    );
  }
  if (!root.getAttribute('xmlns')) root.setAttribute('xmlns', SVG_NS);
  const removed = new Set<string>();
  clean(root, removed);
  return { svg: new XMLSerializer().serializeToString(root as never), removed: [...removed] };
}
