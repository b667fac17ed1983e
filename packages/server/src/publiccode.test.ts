import { readdirSync, readFileSync } from 'node:fs';
import { APP_VERSION } from '@bora/shared/version';
import { describe, expect, it } from 'vitest';
// `yaml` comes with @fastify/swagger, which serves the API document as YAML too.
import { parse } from 'yaml';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const rootPackage = JSON.parse(read('package.json'));
const serverPackage = JSON.parse(read('packages/server/package.json'));

type Dependency = { name: string; versionMin?: string; optional?: boolean };
const publiccode = parse(read('publiccode.yml'));

/** The catalogue entry must say what the repository says; these checks fail when one of them moves. */
describe('publiccode.yml', () => {
  it('follows the 0.4 standard for a web application', () => {
    expect(publiccode).toMatchObject({
      publiccodeYmlVersion: '0.4',
      name: 'Bora',
      softwareType: 'standalone/web',
      platforms: ['web'],
      maintenance: { type: 'internal' },
      localisation: { localisationReady: true },
    });
    expect(publiccode.url).toMatch(/^https:\/\//);
    expect(publiccode.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(publiccode.maintenance.contacts.length).toBeGreaterThan(0);
    for (const contact of publiccode.maintenance.contacts) expect(contact.name).toBeTruthy();
  });

  it('names the version the app reports', () => {
    expect(publiccode.softwareVersion).toBe(rootPackage.version);
    expect(publiccode.softwareVersion).toBe(APP_VERSION);
  });

  it('describes Bora in Italian and in English, within the standard’s lengths', () => {
    expect(Object.keys(publiccode.description).sort()).toEqual(['en', 'it']);
    for (const [language, text] of Object.entries<Record<string, unknown>>(publiccode.description)) {
      expect(String(text.shortDescription).length, language).toBeLessThanOrEqual(150);
      expect(String(text.longDescription).length, language).toBeGreaterThanOrEqual(150);
      expect(String(text.longDescription).length, language).toBeLessThanOrEqual(10000);
      expect((text.features as string[]).length, language).toBeGreaterThan(0);
    }
  });

  it('lists the languages the web app speaks', () => {
    const locales = readdirSync(new URL('packages/web/src/locales/', root))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace('.json', ''));
    expect([...publiccode.localisation.availableLanguages].sort()).toEqual(locales.sort());
  });

  it('states the licence package.json states, whose text the repository carries', () => {
    expect(publiccode.legal.license).toBe(rootPackage.license);
    expect(readFileSync(new URL('../../../LICENSE', import.meta.url), 'utf8')).toMatch(
      /^GNU AFFERO GENERAL PUBLIC LICENSE\nVersion 3/,
    );
  });

  it('names the Node.js and PostgreSQL versions the repository asks for', () => {
    const open: Dependency[] = publiccode.dependsOn.open;
    expect(open.map((d) => d.name).sort()).toEqual(['Node.js', 'PostgreSQL']);
    const node = open.find((d) => d.name === 'Node.js');
    expect(rootPackage.engines.node).toBe(`>=${node?.versionMin}`);
    expect(node?.optional).toBeFalsy();
    // Optional: without DATABASE_URL Bora runs on its embedded database.
    const postgres = open.find((d) => d.name === 'PostgreSQL');
    expect(postgres?.optional).toBe(true);
    expect(serverPackage.dependencies).toHaveProperty('pg');
    expect(read('README.md')).toContain(`PostgreSQL ${postgres?.versionMin} or later`);
  });
});
