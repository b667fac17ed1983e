import type { BulletinDetail, BulletinText, BulletinValue, ValueChange } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { icons, page, shellRoutes, submitted, venetoManager } from '../../../test/bulletin-test-data.ts';
import { headersOf, json, mockFetch, stale, versioned } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

/** The test bulletin as a draft its reader may write: two venues × two days × two slots × three data types. */
export const draft: BulletinDetail = { ...submitted, status: 'draft', can_edit: true, actions: [] };

/**
 * The draft as the server keeps it: `PATCH …/values/` and `PUT …/texts/` only with the current
 * revision in `If-Match`. `saveElsewhere` (typed, or imported when `made` says so) and
 * `writeTextsElsewhere` are someone else's saves;
 * `moreRoutes` answers what else a test needs (a workflow action, say).
 */
export function draftServer(moreRoutes: Parameters<typeof mockFetch>[0] = {}) {
  const server = {
    bulletin: draft,
    patches: [] as { ifMatch: string | undefined; changes: ValueChange[] }[],
    puts: [] as { ifMatch: string | undefined; texts: BulletinText[] }[],
    /** While true, a write fails as when the network is down. */
    offline: false,
    saveElsewhere(
      changes: ValueChange[],
      made: Pick<BulletinValue, 'source' | 'origin'> = { source: 'manual', origin: 'bulletin 41 (user ada)' },
    ) {
      const ids = new Set(changes.map((change) => cellId(change)));
      const before = new Map(server.bulletin.values.map((value) => [cellId(value), value]));
      const kept = server.bulletin.values.filter((value) => !ids.has(cellId(value)));
      // A change that names no note keeps the cell's, as the server does.
      const written = changes.flatMap((c) =>
        c.value === null
          ? []
          : [
              {
                ...c,
                value: c.value,
                note: c.note ?? before.get(cellId(c))?.note ?? '',
                ...made,
                copied_from: null,
              },
            ],
      );
      server.bulletin = {
        ...server.bulletin,
        revision: server.bulletin.revision + 1,
        values: [...kept, ...written],
      };
    },
    writeTextsElsewhere(texts: BulletinText[]) {
      const languages = new Set(texts.map((text) => text.language));
      server.bulletin = {
        ...server.bulletin,
        revision: server.bulletin.revision + 1,
        texts: [...server.bulletin.texts.filter((text) => !languages.has(text.language)), ...texts],
      };
    },
  };
  const etag = () => `"${server.bulletin.revision}"`;
  const written = (changed: number) => json({ revision: server.bulletin.revision, changed, problems: [] });
  const fetch = mockFetch({
    ...shellRoutes(venetoManager),
    '/api/bulletins/41/': () => versioned(server.bulletin, etag()),
    '/api/bulletins/41/values/': (_url, init) => {
      if (server.offline) throw new TypeError('Failed to fetch');
      const { changes } = JSON.parse(String(init?.body)) as { changes: ValueChange[] };
      const ifMatch = headersOf(init)['if-match'];
      server.patches.push({ ifMatch, changes });
      if (ifMatch !== etag()) return stale(etag());
      server.saveElsewhere(changes, { source: 'manual', origin: 'bulletin 41 (user manager)' });
      return written(changes.length);
    },
    '/api/bulletins/41/texts/': (_url, init) => {
      const { texts } = JSON.parse(String(init?.body)) as { texts: BulletinText[] };
      const ifMatch = headersOf(init)['if-match'];
      server.puts.push({ ifMatch, texts });
      if (ifMatch !== etag()) return stale(etag());
      server.writeTextsElsewhere(texts);
      return written(texts.length);
    },
    '/api/bulletins/41/history/': () => page([]),
    '/api/bulletins/': () => page([]),
    '/api/icons/': () => page(icons),
    ...moreRoutes,
  });
  return { server, fetch };
}

/** Every value change the editor sent, in order. */
export const sent = (server: ReturnType<typeof draftServer>['server']) =>
  server.patches.flatMap((patch) => patch.changes);

/** A cell of the grid: row = venue, col = day › slot › data type, from 0. */
export function cell(row: number, col: number): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-sheet-row="${row}"][data-sheet-col="${col}"]`);
  if (!element) throw new Error(`no cell ${row}, ${col}`);
  return element;
}

export async function openEditor() {
  const view = renderApp('/bulletin/41');
  await screen.findByRole('grid', { name: /Values of Bollettino montagna Veneto/ });
  await waitFor(() => expect(cell(0, 1)).toHaveTextContent('12.5'));
  return view;
}

/**
 * Waits until no edit waits to be sent, as the status bar says (never "saved" with edits
 * waiting): what the server has received by then is all the editor will send.
 */
export const nothingWaiting = () =>
  waitFor(() => expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', 'saved'));

/** A paste of clipboard text where the focus is. */
export function paste(text: string) {
  fireEvent.paste(document.activeElement as Element, { clipboardData: { getData: () => text } });
}

/**
 * The grid draws the columns that fit its measured width: jsdom measures nothing, so it is told a
 * wide screen. It watches where it scrolls to with observers jsdom has not either.
 */
export function measureWideScreen() {
  Element.prototype.scrollIntoView ??= () => undefined;
  const observer = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  vi.stubGlobal('ResizeObserver', observer);
  vi.stubGlobal('IntersectionObserver', observer);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 2400, height: 900 }),
  );
}
