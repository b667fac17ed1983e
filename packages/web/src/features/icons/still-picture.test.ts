import { describe, expect, it } from 'vitest';
import { stillPictureUrl, stillSvgDataUrl } from './still-picture.ts';

const moving =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<style>.ray{animation:spin 9s linear infinite}</style>' +
  '<path class="ray" d="M32 4v8"><animateTransform attributeName="transform" type="rotate" values="0 32 32;360 32 32" dur="45s" repeatCount="indefinite"/></path>' +
  '<circle cx="32" cy="32" r="10"><animate attributeName="r" values="10;12;10" dur="3s"/><set attributeName="fill" to="red"/></circle>' +
  '<g><animateMotion path="M0 0h10" dur="2s"/></g></svg>';

const textOf = (dataUrl: string) => {
  expect(dataUrl.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  return decodeURIComponent(dataUrl.slice(dataUrl.indexOf(',') + 1));
};

describe('icons drawn still, as grids draw them', () => {
  it('asks the server for the still picture at the same versioned address', () => {
    expect(stillPictureUrl('/api/icons/7/svg/?v=1795622426651')).toBe(
      '/api/icons/7/svg/?v=1795622426651&still=1',
    );
    expect(stillPictureUrl('/api/icons/7/svg/')).toBe('/api/icons/7/svg/?still=1');
  });

  it('takes the motion out of a frozen SVG and keeps what it draws', () => {
    const still = new DOMParser().parseFromString(textOf(stillSvgDataUrl(moving)), 'image/svg+xml');
    const names = Array.from(still.getElementsByTagName('*'), (element) => element.localName);
    expect(names).toEqual(['svg', 'style', 'style', 'path', 'circle', 'g']);
    expect(still.documentElement.firstElementChild?.textContent).toBe(
      '*{animation:none!important;transition:none!important}',
    );
    expect(still.querySelector('circle')?.getAttribute('r')).toBe('10');
  });

  it('keeps a picture it cannot read as it was', () => {
    expect(textOf(stillSvgDataUrl('not a picture'))).toBe('not a picture');
  });
});
