import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bulletinKey, bulletinsKey } from '../../../lib/bulletin/bulletin-keys.ts';
import { typedLiveCell } from '../../../test/bulletin-test-data.ts';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { renderWithProviders, testQueryClient } from '../../../test/render.tsx';
import { LiveStatus } from '../components/live-status.tsx';
import { useBulletinLive } from './use-bulletin-live.ts';

const ada = { username: 'ada', name: 'Ada Lovelace' };
const cell = typedLiveCell(1, 0, 'am', 2, 4);

function Probe({ me }: { me?: string }) {
  return <LiveStatus {...useBulletinLive(7, me)} />;
}

function renderProbe(me?: string) {
  const queryClient = testQueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  renderWithProviders(<Probe me={me} />, '/', queryClient);
  const source = FakeEventSource.opened.at(-1) as FakeEventSource;
  const calls = (key: readonly unknown[]) =>
    invalidated.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(key));
  const refreshedThis = () => calls(bulletinKey(7)).length;
  return { source, refreshedThis, listsRefresh: () => calls(bulletinsKey)[0]?.[0] };
}

beforeEach(() => FakeEventSource.install());

describe('useBulletinLive', () => {
  it('shows who else is viewing and another person’s save, and refreshes the bulletin', async () => {
    const { source, refreshedThis, listsRefresh } = renderProbe('bea');
    expect(source.url).toBe('/api/bulletins/7/live/');
    source.open();
    source.emit('presence', { viewers: [ada] });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    source.emit('save', { revision: 5, who: ada, part: 'values', cells: [cell] });
    expect(await screen.findByText(/^Ada Lovelace changed 1 cell at /)).toBeInTheDocument();
    expect(refreshedThis()).toBe(1);
    // The lists and Home are refreshed too, other bulletins are not.
    const lists = listsRefresh()?.predicate as unknown as (q: { queryKey: unknown[] }) => boolean;
    expect(lists({ queryKey: [...bulletinsKey, 'list', {}] })).toBe(true);
    expect(lists({ queryKey: [...bulletinKey(8)] })).toBe(false);
  });

  it('refreshes after one’s own save without reporting it', async () => {
    const { source, refreshedThis } = renderProbe('ada');
    source.open();
    source.emit('state', { revision: 6, who: ada, action: 'submit', status: 'submitted' });
    expect(refreshedThis()).toBe(1);
    expect(screen.queryByText(/submitted the bulletin/)).not.toBeInTheDocument();
  });

  it('tells that the draft was discarded, reading the lists again but not the draft, which is gone', async () => {
    const { source, refreshedThis, listsRefresh } = renderProbe('bea');
    source.open();
    source.emit('state', { revision: 4, who: ada, action: 'discard', status: 'draft' });
    expect(
      await screen.findByText(/^Ada Lovelace discarded this draft at .+: it no longer exists\.$/),
    ).toBeInTheDocument();
    expect(refreshedThis()).toBe(0);
    expect(listsRefresh()).toBeDefined();
    // Told to the version a correction corrected, which is still there: that one is read again.
    source.emit('state', { revision: 9, who: ada, action: 'discard', status: 'published' });
    await waitFor(() => expect(refreshedThis()).toBe(1));
  });

  it('opens the stream again when the browser gives up on it, and reads again what it missed', async () => {
    const { source, refreshedThis } = renderProbe();
    source.open();
    source.fail();
    expect(await screen.findByText('Connecting to live updates…')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 5000 });
    (FakeEventSource.opened[1] as FakeEventSource).open();
    await waitFor(() => expect(screen.queryByText('Connecting to live updates…')).not.toBeInTheDocument());
    expect(refreshedThis()).toBe(1);
  });
});
