import { describe, expect, it } from 'vitest';
import { importedOrigin, originParts, originWithoutSender, typedOrigin } from './value-origin.ts';

describe('a value’s origin read back', () => {
  it('a typed value: its bulletin and who typed it, or no one in a published bulletin', () => {
    expect(originParts('bulletin 12 (user forecaster)')).toEqual({
      kind: 'typed',
      bulletin: 12,
      sender: { by: 'user', name: 'forecaster' },
    });
    expect(originParts('bulletin 12')).toEqual({ kind: 'typed', bulletin: 12, sender: null });
  });

  it('an imported value: its run, and the key or person that sent it', () => {
    expect(originParts('import: ecmwf-pp 2026-11-25T00Z (key model-bot)')).toEqual({
      kind: 'imported',
      run: 'ecmwf-pp 2026-11-25T00Z',
      sender: { by: 'key', name: 'model-bot' },
    });
    expect(originParts('import: obs.csv')).toEqual({ kind: 'imported', run: 'obs.csv', sender: null });
  });

  it('anything else as it is', () => {
    expect(originParts('demo: made-up station readings')).toEqual({
      kind: 'text',
      text: 'demo: made-up station readings',
    });
    expect(originParts('')).toEqual({ kind: 'text', text: '' });
  });

  it('reads back what the server writes, with and without the sender', () => {
    const typed = typedOrigin(41, 'user mrossi');
    const imported = importedOrigin('cosmo-2i 2026-11-26T06Z', 'key model-bot');
    expect(originParts(typed)).toEqual({
      kind: 'typed',
      bulletin: 41,
      sender: { by: 'user', name: 'mrossi' },
    });
    expect(originParts(originWithoutSender(imported))).toEqual({
      kind: 'imported',
      run: 'cosmo-2i 2026-11-26T06Z',
      sender: null,
    });
  });
});
