import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { atomXml } from './atom.ts';

const feed = (title: string) =>
  atomXml({
    id: 'https://bora.example/api/public/feed.atom?lang=it',
    title,
    author: 'Agenzia',
    language: 'it',
    updated: new Date('2026-11-26T10:00:00Z'),
    links: [{ rel: 'self', type: 'application/atom+xml', href: 'https://bora.example/?a=1&b="2"' }],
    entries: [
      {
        id: 'https://bora.example/bulletin/1',
        title,
        updated: new Date('2026-11-26T09:00:00Z'),
        author: 'Ente <A&B>',
        summary: 'Sereno\u0007 con "nubi"',
        links: [{ rel: 'alternate', type: 'text/html', href: 'https://bora.example/bulletin/1' }],
      },
    ],
  });

describe('an Atom feed', () => {
  it('stays well-formed XML whatever its texts hold: markup escaped, characters XML forbids left out', () => {
    const xml = feed('<b>Bollettino</b> & "altro"\u0000\u001F\uFFFF');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, processEntities: true }).parse(xml).feed;
    expect(parsed.title['#text']).toBe('<b>Bollettino</b> & "altro"');
    expect(parsed.entry.summary['#text']).toBe('Sereno con "nubi"');
    expect(parsed.entry.author.name).toBe('Ente <A&B>');
    expect(parsed.link['@_href']).toBe('https://bora.example/?a=1&b="2"');
    expect(parsed.updated).toBe('2026-11-26T10:00:00.000Z');
  });
});
