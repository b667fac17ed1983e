import type { BulletinDetail } from '@bora/shared/bulletin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  icons,
  moreVenues,
  page,
  shellRoutes,
  submitted,
  venetoManager,
} from '../../test/bulletin-test-data.ts';
import { venetoDaily } from '../../test/bulletin-type-fixtures.ts';
import { callsTo, headersOf, json, mockFetch, versioned } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const noProblems = { revision: 7, passes: true, errors: 0, warnings: 0, problems: [] };

function serve(bulletin: BulletinDetail = submitted, check: unknown = noProblems) {
  return mockFetch({
    ...shellRoutes(venetoManager),
    [`/api/bulletins/${bulletin.id}/`]: () => versioned(bulletin, `"${bulletin.revision}"`),
    [`/api/bulletins/${bulletin.id}/check/`]: () => json(check),
    [`/api/bulletins/${bulletin.id}/history/`]: () => page([]),
    '/api/icons/': () => page(icons),
  });
}

async function openBulletin(bulletin: BulletinDetail = submitted) {
  renderApp(`/bulletin/${bulletin.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: bulletin.title })).toBeInTheDocument();
  return screen.getByRole('table', { name: /Bollettino montagna Veneto of 2026-03-29/ });
}

describe('bulletin screen: the grid', () => {
  it('shows venues by day › slot › data type, with units, icons, directions and notes', async () => {
    serve();
    const grid = await openBulletin();
    const [days, slots, types] = within(grid).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(days)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Venue', 'Sun, Mar 29', 'Mon, Mar 30']);
    expect(within(slots).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(types).getAllByRole('columnheader')[1]).toHaveTextContent('Max temperature (°C)');

    const belluno = within(grid).getByRole('rowheader', { name: /Belluno/ });
    expect(belluno).toHaveTextContent('belluno · Veneto');
    const temperature = grid.querySelector('#grid-cell-11-0-mattina-2');
    expect(temperature).toHaveTextContent('12.5');
    expect(temperature).toHaveAttribute('title', 'Warmer in the valley');
    expect(temperature).toHaveAttribute('aria-description', 'Warmer in the valley');
    // Tied to its venue, day, slot and data type headers.
    expect(temperature?.getAttribute('headers')?.split(' ')).toEqual([
      'grid-venue-11',
      'grid-day-0',
      'grid-day-0-slot-mattina',
      'grid-day-0-slot-mattina-type-2',
    ]);
    expect(grid.querySelector('#grid-cell-12-1-pomeriggio-2')).toHaveTextContent('-3.0');
    expect(grid.querySelector('#grid-cell-11-0-mattina-3')).toHaveTextContent('NE');
    const sky = await within(grid).findByRole('img', { name: 'Clear sky' });
    // Drawn still: a grid of moving pictures would distract and never stop painting.
    expect(sky).toHaveAttribute('src', '/api/icons/90/svg/?still=1');
  });

  it('draws a published bulletin with the icon pictures it was published with, not its set’s current ones', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
    const published = {
      ...submitted,
      status: 'published' as const,
      actions: [],
      icons: [{ id: 90, code: 'clear', name: 'Clear sky (as published)', translations: {}, svg }],
    };
    const mock = serve(published);
    renderApp(`/bulletin/${published.id}`);
    // Read on the reader's page: the forecast's table draws the sky.
    const forecast = await screen.findByRole('table', { name: /Forecast by venue/ });
    const sky = await within(forecast).findByRole('img', { name: 'Clear sky (as published)' });
    const drawn = decodeURIComponent(
      sky.getAttribute('src')?.replace('data:image/svg+xml;charset=utf-8,', '') ?? '',
    );
    // The published picture, drawn still.
    expect(drawn).toBe(
      svg.replace('>', '><style>*{animation:none!important;transition:none!important}</style>'),
    );
    expect(callsTo(mock, '/api/icons/')).toHaveLength(0);
  });

  it('shows each language’s texts in a tab, missing translations marked', async () => {
    serve();
    await openBulletin();
    const texts = screen.getByRole('region', { name: 'Texts' });
    expect(within(texts).getByRole('tab', { name: 'Italian', selected: false })).toBeInTheDocument();
    await userEvent.click(within(texts).getByRole('tab', { name: 'Italian' }));
    expect(within(texts).getByText('Alta pressione, cielo sereno.')).toBeVisible();
    expect(within(texts).getByText('Neve fresca in quota.')).toBeVisible();
    await userEvent.click(within(texts).getByRole('tab', { name: 'English (incomplete)' }));
    expect(within(texts).getByText('Synopsis not translated yet')).toBeVisible();
    expect(within(texts).getByText('Not translated yet')).toBeVisible();
  });
});

describe('bulletin screen: a large grid', () => {
  // 260 venues × 2 days × 2 slots × 3 data types: 3 120 cells, read a day at a time.
  const many = moreVenues(258);
  const large: BulletinDetail = {
    ...submitted,
    composition: { ...submitted.composition, venues: [...submitted.composition.venues, ...many] },
  };

  it('shows one day at a time, the day picked above it, every day on asking', async () => {
    serve(large);
    const grid = await openBulletin(large);
    const days = screen.getByRole('group', { name: 'Days shown' });
    expect(within(days).getByRole('button', { name: 'Sun, Mar 29' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3,120 values: shown one day at a time.')).toBeInTheDocument();
    expect(grid.querySelector('#grid-cell-11-0-mattina-2')).toHaveTextContent('12.5');
    expect(grid.querySelector('#grid-cell-12-1-pomeriggio-2')).toBeNull();

    await userEvent.click(within(days).getByRole('button', { name: 'Mon, Mar 30' }));
    const second = screen.getByRole('table', { name: /Bollettino montagna Veneto of 2026-03-29/ });
    expect(second.querySelector('#grid-cell-12-1-pomeriggio-2')).toHaveTextContent('-3.0');
    expect(second.querySelector('#grid-cell-11-0-mattina-2')).toBeNull();

    await userEvent.click(within(days).getByRole('button', { name: 'All days' }));
    const all = screen.getByRole('table', { name: /Bollettino montagna Veneto of 2026-03-29/ });
    expect(all.querySelector('#grid-cell-11-0-mattina-2')).toHaveTextContent('12.5');
    expect(all.querySelector('#grid-cell-12-1-pomeriggio-2')).toHaveTextContent('-3.0');
  });

  it('shows the day of a problem’s cell when its link is followed, and takes the focus there', async () => {
    const check = {
      revision: 7,
      passes: false,
      errors: 1,
      warnings: 0,
      problems: [
        {
          severity: 'error',
          code: 'required_missing',
          message: 't-max is required.',
          cell: { venue_id: 11, day: 1, slot: 'mattina', data_type_id: 2 },
        },
      ],
    };
    serve(large, check);
    await openBulletin(large);
    const region = await screen.findByRole('region', { name: 'Check' });
    await userEvent.click(within(region).getByRole('link'));
    await waitFor(() => expect(document.activeElement?.id).toBe('grid-cell-11-1-mattina-2'));
    expect(screen.getByRole('button', { name: 'Mon, Mar 30' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows every day of a small grid, with no day to pick', async () => {
    serve();
    await openBulletin();
    expect(screen.queryByRole('group', { name: 'Days shown' })).toBeNull();
  });
});

describe('bulletin screen: the actions', () => {
  it('offers exactly the actions of the API, a blocked one disabled with its reason', async () => {
    serve();
    await openBulletin();
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Return', 'Publish']);
    const publish = within(actions).getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('Someone other than its last editor publishes it.');
    expect(within(actions).getByRole('button', { name: 'Return' })).toBeEnabled();
  });

  it('returns only with a comment, sends it with the revision, and reads the bulletin again', async () => {
    const returned = { ...submitted, status: 'draft' as const, revision: 8, actions: [] };
    let current: BulletinDetail = submitted;
    const sent: { body: unknown; ifMatch: unknown }[] = [];
    const routes = {
      ...shellRoutes(venetoManager),
      '/api/bulletins/41/': () => versioned(current, `"${current.revision}"`),
      '/api/bulletins/41/check/': () => json(noProblems),
      '/api/icons/': () => page(icons),
      '/api/bulletins/41/return/': (_url: URL, init?: RequestInit) => {
        sent.push({
          body: JSON.parse(String(init?.body)),
          ifMatch: headersOf(init)['if-match'],
        });
        current = returned;
        return versioned(returned, '"8"');
      },
    };
    const mock = mockFetch(routes);
    await openBulletin();
    await userEvent.click(screen.getByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return the bulletin' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    const comment = within(dialog).getByLabelText(/What must change/);
    await waitFor(() => expect(comment).toHaveAccessibleDescription(/Say what must change\./));
    expect(callsTo(mock, '/api/bulletins/41/return/')).toHaveLength(0);

    await userEvent.type(comment, 'Check the freezing level');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await screen.findByText('Bulletin returned to its writers')).toBeInTheDocument();
    expect(sent).toEqual([{ body: { comment: 'Check the freezing level' }, ifMatch: '"7"' }]);
    await waitFor(() => expect(screen.getByText('Draft')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
  });

  it('shows the translated problem when the server refuses the action', async () => {
    const publishable = {
      ...submitted,
      actions: [{ action: 'publish' as const, needs_comment: false, blocked_by: null }],
    };
    mockFetch({
      ...shellRoutes(venetoManager),
      '/api/bulletins/41/': () => versioned(publishable, '"7"'),
      '/api/bulletins/41/check/': () => json(noProblems),
      '/api/icons/': () => page(icons),
      '/api/bulletins/41/publish/': () =>
        json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'The check finds 2 errors: correct them first.',
            code: 'check_failed',
            params: { errors: 2 },
          },
          409,
          'application/problem+json',
        ),
    });
    await openBulletin(publishable);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the bulletin' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    // The refusal is said in the dialog, which stays open.
    expect(
      await within(dialog).findByText('The check finds 2 errors: correct them first.'),
    ).toBeInTheDocument();
  });
});

describe('bulletin screen: publishing asks first', () => {
  const publishable = (changes: Partial<BulletinDetail> = {}): BulletinDetail => ({
    ...submitted,
    actions: [
      { action: 'return', needs_comment: true, blocked_by: null },
      { action: 'publish', needs_comment: false, blocked_by: null },
    ],
    ...changes,
  });

  function publishServer(bulletin: BulletinDetail) {
    const sent: (string | undefined)[] = [];
    let current = bulletin;
    const mock = mockFetch({
      ...shellRoutes(venetoManager),
      '/api/bulletins/41/': () => versioned(current, `"${current.revision}"`),
      '/api/bulletins/41/check/': () => json(noProblems),
      '/api/bulletins/41/history/': () => page([]),
      '/api/icons/': () => page(icons),
      // Its manager is told who the publication is sent to.
      '/api/bulletin-types/3/': () => json({ ...venetoDaily, id: 3 }),
      '/api/bulletin-types/3/recipients/': () =>
        json({ webhooks: { published: 2, corrected: 0, withdrawn: 2 }, email_subscribers: 1 }),
      '/api/bulletins/41/publish/': (_url: URL, init?: RequestInit) => {
        sent.push(headersOf(init)['if-match']);
        current = { ...bulletin, status: 'published', revision: 8, actions: [] };
        return versioned(current, '"8"');
      },
    });
    return { sent, mock };
  }

  it('says the bulletin becomes public at once and where; cancelled, nothing is sent and the focus is back', async () => {
    const { sent } = publishServer(publishable());
    await openBulletin(publishable());
    const publish = screen.getByRole('button', { name: 'Publish' });
    await userEvent.click(publish);
    const dialog = await screen.findByRole('dialog', { name: 'Publish the bulletin' });
    expect(dialog).toHaveTextContent(
      'Once published, the bulletin is public at once: anyone can read it, without signing in, on its public page and through the public API.',
    );
    expect(dialog).not.toHaveTextContent(/correction: it replaces/);
    expect(
      await within(dialog).findByText('Sent once published to 2 webhooks and 1 e-mail subscriber.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(publish).toHaveFocus());
    expect(sent).toEqual([]);

    // By keyboard: Enter opens it, Escape closes it, and the focus comes back again.
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Publish the bulletin' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(publish).toHaveFocus());
    expect(sent).toEqual([]);

    await userEvent.click(publish);
    const again = await screen.findByRole('dialog', { name: 'Publish the bulletin' });
    await userEvent.click(within(again).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Bulletin published')).toBeInTheDocument();
    expect(sent).toEqual(['"7"']);
  });

  it('says who reads a bulletin of a type that is not public, and what a correction replaces', async () => {
    const correction = publishable({
      version: 2,
      corrects_id: 40,
      composition: { ...submitted.composition, is_public: false },
    });
    publishServer(correction);
    await openBulletin(correction);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the bulletin' });
    expect(dialog).toHaveTextContent(
      'Once published, the bulletin is read by the people of ARPA Veneto and by staff; its type is not public',
    );
    expect(dialog).not.toHaveTextContent(/public at once/);
    expect(dialog).toHaveTextContent(
      'It is a correction: it replaces the version published now (bulletin #40), which is then marked superseded.',
    );
    // A correction is sent to the webhooks that want corrections.
    expect(
      await within(dialog).findByText('Sent once published to no webhook and 1 e-mail subscriber.'),
    ).toBeVisible();
  });
});

describe('bulletin screen: the check', () => {
  it('lists errors and warnings before the actions, each taking the focus to its cell', async () => {
    const check = {
      revision: 7,
      passes: false,
      errors: 1,
      warnings: 1,
      problems: [
        {
          severity: 'warning',
          code: 'note_translation_missing',
          message: 'The note on venue 12 has no en version.',
          language: 'en',
          venue_id: 12,
        },
        {
          severity: 'error',
          code: 'required_missing',
          message: 't-max is required.',
          cell: { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 2 },
        },
      ],
    };
    serve(submitted, check);
    await openBulletin();
    const region = await screen.findByRole('region', { name: 'Check' });
    expect(region).toHaveTextContent('The check finds 1 error and 1 warning.');
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Cortina d’Ampezzo, Mar 29, Mattina, Max temperature: a value is required.',
      'The note on Cortina d’Ampezzo has no English version.',
    ]);
    // The check comes before the actions.
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(region.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(document.activeElement?.id).toBe('grid-cell-12-0-mattina-2'));
    // A note not translated is shown where the texts read it: the English tab, Cortina's note.
    await userEvent.click(links[1] as HTMLElement);
    await waitFor(() => expect(document.activeElement?.id).toBe('bulletin-text-en-note-12'));
    expect(screen.getByRole('tab', { name: /English/, selected: true })).toBeInTheDocument();
  });

  it('opens a draft in the editor for whoever may edit it, the check worked out as they type', async () => {
    const draft = { ...submitted, status: 'draft' as const, can_edit: true, actions: [] };
    serve(draft);
    renderApp(`/bulletin/${draft.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: draft.title })).toBeInTheDocument();
    expect(
      await screen.findByRole('grid', { name: /Values of Bollettino montagna Veneto/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Bollettino montagna Veneto of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Check' })).toBeInTheDocument();
  });
});

describe('bulletin screen: versions', () => {
  it('links a correction and the version it corrects, and a correction opens the new draft', async () => {
    const published = {
      ...submitted,
      id: 40,
      status: 'published' as const,
      actions: [{ action: 'correct' as const, needs_comment: false, blocked_by: null }],
    };
    const correction = {
      ...submitted,
      id: 42,
      version: 2,
      title: 'Sole sulle Dolomiti, corretto',
      status: 'draft' as const,
      corrects_id: 40,
      can_edit: true,
      actions: [],
    };
    const check = mockFetch({
      ...shellRoutes(venetoManager),
      '/api/bulletins/40/': () => versioned(published, '"3"'),
      '/api/bulletins/42/': () => versioned(correction, '"1"'),
      '/api/bulletins/42/check/': () => json(noProblems),
      '/api/icons/': () => page(icons),
      '/api/bulletins/40/correct/': () => versioned(correction, '"1"', 201),
    });
    const { router } = renderApp('/bulletin/40');
    await userEvent.click(await screen.findByRole('button', { name: 'Correct' }));
    expect(await screen.findByRole('heading', { level: 1, name: correction.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bulletin/42');
    expect(screen.getByText('Correction started: a new version as a draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corrects version 1' })).toHaveAttribute('href', '/bulletin/40');
    // A published bulletin's check is never asked for: nothing there waits on it.
    expect(callsTo(check, '/api/bulletins/40/check/')).toHaveLength(0);
  });
});
