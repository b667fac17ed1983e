import { SVG_ANIMATION_ELEMENTS, SVG_NS, SVG_STILL_STYLE } from '@bora/shared/icon';

/** The address of an icon's picture drawn still: the server takes its motion away. */
export function stillPictureUrl(svgUrl: string): string {
  const url = new URL(svgUrl, window.location.origin);
  url.searchParams.set('still', '1');
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

/**
 * An SVG (sanitised when it was uploaded) drawn still, as a data URL: its SMIL animations removed,
 * so that each element shows as it was drawn, and a style first in it stopping CSS animations.
 */
export function stillSvgDataUrl(svg: string): string {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement;
  let still = svg;
  if (root.localName === 'svg' && root.namespaceURI === SVG_NS) {
    for (const name of SVG_ANIMATION_ELEMENTS)
      for (const element of Array.from(document.getElementsByTagNameNS(SVG_NS, name))) element.remove();
    const style = document.createElementNS(SVG_NS, 'style');
    style.textContent = SVG_STILL_STYLE;
    root.prepend(style);
    still = new XMLSerializer().serializeToString(document);
  }
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(still)}`;
}
