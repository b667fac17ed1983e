import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readRuntimeConfig } from './runtime-config.ts';

function page(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (block !== null) {
    doc.head.innerHTML = `<script id="bora-config" type="application/json">${block}</script>`;
  }
  return doc;
}

describe('readRuntimeConfig', () => {
  it('reads the names the server wrote into the page', () => {
    expect(readRuntimeConfig(page('{"agencyName":"Meteo Alto Adige","companyName":"Acme"}'))).toEqual({
      ...DEFAULT_CONFIG,
      agencyName: 'Meteo Alto Adige',
      companyName: 'Acme',
    });
  });

  it('reads the map tiles the server wrote into the page', () => {
    const block = JSON.stringify({
      agencyName: 'A',
      companyName: 'B',
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      tileAttribution: '© Example',
    });
    expect(readRuntimeConfig(page(block))).toMatchObject({
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      tileAttribution: '© Example',
    });
  });

  it('reads the agency’s time zone, Rome when the server names none', () => {
    const block = (zone?: string) => JSON.stringify({ agencyName: 'A', companyName: 'B', timeZone: zone });
    expect(readRuntimeConfig(page(block('Europe/Lisbon'))).timeZone).toBe('Europe/Lisbon');
    expect(readRuntimeConfig(page(block())).timeZone).toBe('Europe/Rome');
  });

  it.each([
    ['missing', null],
    ['not JSON', '{agencyName:'],
    ['of the wrong shape', '{"agencyName":""}'],
    ['naming an unknown time zone', '{"agencyName":"A","companyName":"B","timeZone":"Mars/Olympus"}'],
  ])('falls back to the defaults when the block is %s', (_label, block) => {
    expect(readRuntimeConfig(page(block))).toEqual(DEFAULT_CONFIG);
  });
});
