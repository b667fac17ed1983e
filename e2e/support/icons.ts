/** Icon sets and icons a test owns, made through the API. */
import { expect, type Page } from '@playwright/test';
import { apiList, apiWrite, csrfHeader, findByCode, uniqueCode } from './reference.ts';

export type IconSet = { id: number; code: string; name: string; is_reference: boolean };
export type Icon = { id: number; code: string; name: string; category: string; svg_url: string };

export const CIRCLE = '<circle cx="12" cy="12" r="9" fill="#1a7bd4"/>';

/** An SVG file to upload: a whole picture, or a body drawn in a 24×24 box. */
export function svgFile(name: string, body = CIRCLE) {
  const svg = body.startsWith('<svg')
    ? body
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`;
  return { name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) };
}

/** A fresh icon set of Sicilia, so that a test owns what it changes. */
export async function createSet(page: Page): Promise<IconSet> {
  const sicilia = await findByCode<{ id: number; code: string }>(page, 'authorities', 'sicilia');
  const code = uniqueCode('set');
  return apiWrite<IconSet>(page, 'POST', '/api/icon-sets/', {
    code,
    name: `Icone ${code}`,
    authority_id: sicilia?.id,
  });
}

/** Uploads one icon into a set: a blue circle unless given its picture. */
export async function createIcon(
  page: Page,
  set: IconSet,
  code: string,
  name: string,
  picture = CIRCLE,
): Promise<Icon> {
  const response = await page.request.post('/api/icons/', {
    headers: await csrfHeader(page),
    multipart: {
      icon_set_id: String(set.id),
      code,
      name,
      category: 'sky',
      svg: svgFile(`${code}.svg`, picture),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Icon;
}

export async function referenceSet(page: Page): Promise<IconSet> {
  const sets = await apiList<IconSet>(page, 'icon-sets', { is_reference: 'true' });
  const reference = sets.results[0];
  expect(reference).toBeDefined();
  return reference as IconSet;
}
