import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  choiceRoutes,
  forecaster,
  staff,
  venetoDaily,
  venetoManager,
} from '../../test/bulletin-type-fixtures.ts';
import { saveThenReloadTheirs } from '../../test/conflict.ts';
import { callsTo, json, mockFetch, problem, versionedObject } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { viewerKnown } from '../../test/viewers.ts';
import { BulletinTypeScreen } from './bulletin-type-screen.tsx';

function setup(me: Me | null, save: Response = json(venetoDaily)) {
  const fetchMock = mockFetch({
    ...choiceRoutes(me),
    '/api/bulletin-types/7/': (_url, init) => (init?.method === 'PUT' ? save : json(venetoDaily)),
    '/api/bulletin-types/7/history/': json([]),
  });
  const { queryClient } = renderWithProviders(<BulletinTypeScreen id="7" />, '/bulletin-types/7');
  return { fetchMock, queryClient, user: userEvent.setup() };
}

const chosenVenues = () =>
  within(screen.getByRole('heading', { name: 'In the bulletin, in order' }).parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.flex-grow-1')?.firstChild?.textContent);

const summary = () => screen.getByText(/venues × .* values/).textContent;

// The whole editor re-renders as the composition changes: give its journeys time on a busy machine.
describe('bulletin type screen', () => {
  it('reads the fields, the composition and the grid it produces; no edit control for a member', async () => {
    const { queryClient } = setup(forecaster);
    expect(await screen.findByRole('heading', { name: 'Veneto daily', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('11:30')).toBeInTheDocument();
    expect(screen.getByText('Italian, English')).toBeInTheDocument();
    expect(
      await screen.findByText('2 venues × 2 days × 3 slots × 2 data types = 24 values (12 required)'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Verona' })).toBeInTheDocument();
    await viewerKnown(queryClient, forecaster);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers a regional type only its own authority’s venues and national ones', async () => {
    const { user } = setup(venetoManager);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const picker = await screen.findByRole('list', { name: 'Venues found' });
    await waitFor(() => expect(within(picker).getByText('Roma')).toBeInTheDocument());
    expect(within(picker).getByText('Belluno')).toBeInTheDocument();
    expect(within(picker).queryByText('Milano')).not.toBeInTheDocument();
  });

  it('edits the composition: add, move and remove venues, data types and slots, with the preview following', async () => {
    const { fetchMock, user } = setup(venetoManager);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('heading', { name: 'In the bulletin, in order' });
    expect(chosenVenues()).toEqual(['Venezia', 'Verona']);

    // Venues: find Belluno, add it, move it to the top, remove Verona.
    await user.type(screen.getByLabelText('Find by name, region or code'), 'bell');
    await user.click(screen.getByRole('button', { name: 'Add Belluno' }));
    await user.click(screen.getByRole('button', { name: 'Move Belluno up' }));
    await user.click(screen.getByRole('button', { name: 'Move Belluno up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Verona' }));
    expect(chosenVenues()).toEqual(['Belluno', 'Venezia']);
    expect(screen.getByText('2 venues', { selector: '.badge' })).toBeInTheDocument();

    // Data types: add Max temperature, make Remarks required... then remove Sky.
    await user.selectOptions(screen.getByLabelText('Data type to add'), 'Max temperature');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Remove Sky' }));
    await user.click(screen.getByRole('button', { name: 'Move Max temperature up' }));

    // Slots: remove the night, the preview follows at once.
    await user.click(screen.getByRole('button', { name: 'Remove Night' }));
    expect(summary()).toBe('2 venues × 2 days × 2 slots × 2 data types = 16 values (8 required)');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/bulletin-types/7/').some(([, i]) => i?.method === 'PUT')).toBe(true),
    );
    const put = callsTo(fetchMock, '/api/bulletin-types/7/').find(([, i]) => i?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body));
    expect(body.venue_ids).toEqual([3, 1]);
    expect(body.data_types).toEqual([
      { data_type_id: 2, required: true },
      { data_type_id: 3, required: false },
    ]);
    expect(body.slots.map((s: { code: string }) => s.code)).toEqual(['am', 'pm']);
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('turns the map of the PDF off and says so once saved', async () => {
    const { fetchMock, user } = setup(venetoManager);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const map = await screen.findByRole('checkbox', { name: /^Map in the PDF/ });
    expect(map).toBeChecked();
    await user.click(map);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/bulletin-types/7/').some(([, i]) => i?.method === 'PUT')).toBe(true),
    );
    const put = callsTo(fetchMock, '/api/bulletin-types/7/').find(([, i]) => i?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body)).pdf_map).toBe(false);
  });

  it('writes slot labels in other languages, each moving with its slot', async () => {
    const { fetchMock, user } = setup(venetoManager);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const labels = await screen.findByRole('group', { name: 'Slot labels in other languages' });
    await user.click(within(labels).getByRole('tab', { name: 'German' }));
    await user.type(within(labels).getByLabelText('German label of slot 3 (Night)'), 'Nacht');
    expect(within(labels).getByRole('tab', { name: /German\s*\(filled in\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Night up' }));
    expect(within(labels).getByLabelText('German label of slot 2 (Night)')).toHaveValue('Nacht');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/bulletin-types/7/').some(([, i]) => i?.method === 'PUT')).toBe(true),
    );
    const put = callsTo(fetchMock, '/api/bulletin-types/7/').find(([, i]) => i?.method === 'PUT');
    const slots = JSON.parse(String(put?.[1]?.body)).slots;
    expect(slots.map((s: { code: string }) => s.code)).toEqual(['am', 'night', 'pm']);
    expect(slots[1].translations.de).toEqual({ label: 'Nacht' });
  });

  it('shows schema errors as you type and refuses to send', async () => {
    const { fetchMock, user } = setup(staff);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const end = await screen.findByLabelText('End hour of slot 1');
    await user.clear(end);
    await user.type(end, '5');
    await user.tab();
    expect(await screen.findByText('The slot must end after it starts.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Sky' }));
    await user.click(screen.getByRole('button', { name: 'Remove Remarks' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one data type.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bulletin-types/7/').some(([, i]) => i?.method === 'PUT')).toBe(false);
  });

  it("puts the server's errors on the exact venue and slot", async () => {
    const { user } = setup(
      staff,
      problem(400, 'Check the fields.', {
        'venue_ids.1': ['No venue with this id.'],
        'slots.0.label': ['Too vague.'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('heading', { name: 'In the bulletin, in order' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText('No venue with this id.');
    expect(error.closest('li')).toHaveTextContent('Verona');
    expect(await screen.findByText('Too vague.')).toBeInTheDocument();
    expect(screen.getByLabelText('Label of slot 1')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('bulletin type screen when someone else changed the type meanwhile', () => {
  function serveVersioned() {
    // The input names its data types by id only: keep the answer's.
    const type = versionedObject(venetoDaily, ({ issue_time }) => ({ issue_time: String(issue_time) }));
    mockFetch({
      ...choiceRoutes(staff),
      '/api/bulletin-types/7/': (url, init) => type.answer(url, init),
      '/api/bulletin-types/7/history/': json([]),
    });
    renderWithProviders(<BulletinTypeScreen id="7" />, '/bulletin-types/7');
    return type;
  }

  it('saves on the version it loaded, and on theirs once reloaded', async () => {
    const type = serveVersioned();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Veneto daily' });
    type.changeElsewhere({ issue_time: '09:00' });

    await saveThenReloadTheirs(form);
    expect(within(form).getByLabelText(/^Issue time/)).toHaveValue('09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(type.writes.map((write) => write.ifMatch)).toEqual(['"v1"', '"v2"']);
  });

  it('deletes with the version it shows, and offers theirs when it changed', async () => {
    const type = serveVersioned();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    type.changeElsewhere({ name: 'Veneto morning' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reload their version' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Veneto morning' })).toBeInTheDocument();
    expect(type.writes).toEqual([{ method: 'DELETE', ifMatch: '"v1"', body: undefined }]);
  });
});
