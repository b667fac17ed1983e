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
      agencyName: 'Meteo Alto Adige',
      companyName: 'Acme',
    });
  });

  it.each([
    ['missing', null],
    ['not JSON', '{agencyName:'],
    ['of the wrong shape', '{"agencyName":""}'],
  ])('falls back to the defaults when the block is %s', (_label, block) => {
    expect(readRuntimeConfig(page(block))).toEqual(DEFAULT_CONFIG);
  });
});
