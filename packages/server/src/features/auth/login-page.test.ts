import { readFileSync } from 'node:fs';
import { COPYRIGHT_YEARS } from '@bora/shared/version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, PASSWORD } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/helper.ts';
import { Browser } from '../../test/sessions.ts';
import { pageTexts } from './page-texts.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await makeUser(t.db, 'carla');
});
afterAll(() => t.close());

const english = { 'accept-language': 'en-GB,en;q=0.9' };

describe('the sign-in page’s language', () => {
  it('follows the language chosen in the app (its cookie) over the browser’s', async () => {
    const page = await t.app.inject({
      url: '/accounts/login/',
      headers: english,
      cookies: { 'bora-language': 'it' },
    });
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('Nome utente');
  });

  it('falls back to Accept-Language when the cookie names no language of Bora', async () => {
    const page = await t.app.inject({
      url: '/accounts/login/',
      headers: english,
      cookies: { 'bora-language': 'de' },
    });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Username');
  });

  it('answers a failed sign-in in the chosen language', async () => {
    const browser = new Browser(t.app, { headers: english });
    browser.jar['bora-language'] = 'it';
    const refused = await browser.submitLogin('carla', 'not-the-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(pageTexts('it').wrongCredentials);
  });

  it('switches language with ?lang=, remembers it in the cookie the app reads, and keeps next', async () => {
    const switched = await t.app.inject({
      url: '/accounts/login/?next=%2Fvenues%3Fpage%3D2&lang=it',
      headers: english,
    });
    expect(switched.body).toContain('<html lang="it">');
    const cookie = switched.cookies.find((c) => c.name === 'bora-language');
    expect(cookie).toMatchObject({ value: 'it', path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.maxAge).toBeGreaterThan(30 * 24 * 3600);
    expect(switched.body).toContain('name="next" value="/venues?page=2"');
  });

  it('ignores a language it does not speak, and sets no cookie for it', async () => {
    const page = await t.app.inject({ url: '/accounts/login/?lang=xx', headers: english });
    expect(page.body).toContain('<html lang="en">');
    expect(page.cookies.find((c) => c.name === 'bora-language')).toBeUndefined();
  });
});

describe('the sign-in page’s shell', () => {
  it('has the slim header with the agency and a language switch that keeps next', async () => {
    const page = await t.app.inject({ url: '/accounts/login/?next=/bulletins', headers: english });
    const slim = /<div class="it-header-slim-wrapper">[\s\S]*?<\/header>/.exec(page.body)?.[0] ?? '';
    expect(slim).toContain('Test Agency');
    expect(slim).toContain('<nav class="language-switch btn-group" aria-label="Language">');
    expect(slim).toContain('href="/accounts/login/?next=%2Fbulletins&amp;lang=it"');
    expect(slim).toMatch(/lang="en"[^>]*aria-current="true"/);
    expect(slim).not.toMatch(/lang="it"[^>]*aria-current/);
  });

  it('has the app’s footer: links, credits, copyright and version', async () => {
    const page = await t.app.inject({ url: '/accounts/login/', headers: english });
    const footer = /<footer class="it-footer">[\s\S]*<\/footer>/.exec(page.body)?.[0] ?? '';
    expect(footer).toContain('Useful links');
    expect(footer).toContain('href="/about"');
    expect(footer).toContain('Software by <strong>Test Company</strong>');
    expect(footer).toContain('For <strong>Test Agency</strong>');
    expect(footer).toContain(`© ${COPYRIGHT_YEARS} Test Company`);
    expect(footer).toMatch(/Version <span class="font-monospace">\d+\.\d+\.\d+/);
  });

  it('puts a language switch on the login page only: following one on the logout page would sign out', async () => {
    const browser = new Browser(t.app, { headers: english });
    await browser.login('carla', PASSWORD);
    const page = await browser.get('/accounts/logout/', { 'sec-fetch-site': 'cross-site' });
    expect(page.body).toContain('it-header-slim-wrapper');
    expect(page.body).toContain('<footer class="it-footer">');
    expect(page.body).not.toContain('language-switch');
  });

  it.each(['it', 'en'] as const)('speaks the app’s own %s words in the shell', (language) => {
    const app = JSON.parse(
      readFileSync(new URL(`../../../../web/src/locales/${language}.json`, import.meta.url), 'utf8'),
    );
    const texts = pageTexts(language);
    expect({
      language: texts.language,
      tagline: texts.tagline,
      footerLinks: texts.footerLinks,
      reserved: texts.reserved,
      credits: texts.credits,
      madeBy: texts.madeBy,
      forAgency: texts.forAgency,
      version: texts.version,
    }).toEqual({
      language: app.header.language,
      tagline: app.brand.tagline,
      footerLinks: app.footer.links,
      reserved: app.footer.reserved,
      credits: app.footer.credits,
      madeBy: app.footer.madeBy,
      forAgency: app.footer.forAgency,
      version: app.version.label,
    });
  });
});
