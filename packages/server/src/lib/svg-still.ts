import { SVG_ANIMATION_ELEMENTS, SVG_NS, SVG_STILL_STYLE } from '@bora/shared/icon';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';

/**
 * A stored (sanitised) SVG drawn still: its SMIL animations removed, so each element shows as it
 * was drawn, and a style first in the picture stopping CSS animations and transitions.
 */
export function stillSvg(svg: string): string {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement;
  if (!root) return svg;
  for (const name of SVG_ANIMATION_ELEMENTS)
    for (const element of Array.from(document.getElementsByTagNameNS(SVG_NS, name)))
      element.parentNode?.removeChild(element);
  const style = document.createElementNS(SVG_NS, 'style');
  style.appendChild(document.createTextNode(SVG_STILL_STYLE));
  root.insertBefore(style, root.firstChild);
  return new XMLSerializer().serializeToString(document);
}
