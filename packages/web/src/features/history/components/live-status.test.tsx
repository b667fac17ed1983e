import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { typedLiveCell } from '../../../test/bulletin-test-data.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LiveStatus } from './live-status.tsx';

const ada = { username: 'ada', name: 'Ada Lovelace' };
const bea = { username: 'bea', name: '' };
const cell = typedLiveCell(1, 0, 'am', 2, 4);

describe('LiveStatus', () => {
  it('names who else is viewing and who changed what, in a polite live region', async () => {
    renderWithProviders(
      <LiveStatus
        viewers={[ada, bea]}
        lastChange={{ kind: 'save', who: ada, at: new Date(), part: 'values', cells: [cell, cell] }}
        connected
      />,
    );
    const region = await screen.findByText('Also viewing:');
    expect(region.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    // Someone without a name is shown by their username.
    expect(screen.getByText('bea')).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText(/^Ada Lovelace changed 2 cells at .+\.$/)).toBeInTheDocument();
    expect(screen.queryByText('Connecting to live updates…')).not.toBeInTheDocument();
  });

  it('tells a visitor what happened without naming who did it', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(
      <LiveStatus
        viewers={[]}
        lastChange={{ kind: 'state', who: null, at: new Date(), action: 'withdraw', status: 'withdrawn' }}
        connected
      />,
    );
    expect(await screen.findByText(/^The bulletin was withdrawn at .+\.$/)).toBeInTheDocument();
  });

  it('tells a state change with its comment, in Italian', async () => {
    await i18n.changeLanguage('it');
    renderWithProviders(
      <LiveStatus
        viewers={[]}
        lastChange={{
          kind: 'state',
          who: bea,
          at: new Date(),
          action: 'return',
          status: 'draft',
          comment: 'Venti?',
        }}
        connected
      />,
    );
    expect(await screen.findByText(/^bea ha restituito il bollettino alle .+\.$/)).toBeInTheDocument();
    expect(screen.getByText('Venti?')).toBeInTheDocument();
    expect(screen.queryByText('Lo stanno guardando anche:')).not.toBeInTheDocument();
  });

  it('says a save too large to list cell by cell, while the channel is still connecting', async () => {
    const change = { kind: 'save', who: ada, at: new Date(), part: 'values' } as const;
    renderWithProviders(<LiveStatus viewers={[]} lastChange={change} connected={false} />);
    expect(await screen.findByText(/^Ada Lovelace changed many cells at /)).toBeInTheDocument();
    expect(screen.getByText('Connecting to live updates…')).toBeInTheDocument();
  });

  it('says a save of the texts', async () => {
    const change = { kind: 'save', who: ada, at: new Date(), part: 'texts' } as const;
    renderWithProviders(<LiveStatus viewers={[]} lastChange={change} connected />);
    expect(await screen.findByText(/^Ada Lovelace changed the texts at /)).toBeInTheDocument();
  });

  it.each([
    ['draft', /^Ada Lovelace discarded this draft at .+: it no longer exists\.$/],
    ['published', /^Ada Lovelace discarded the correction of this bulletin at .+\.$/],
  ] as const)('tells a discard to the readers of the %s bulletin it was told to', async (status, text) => {
    await i18n.changeLanguage('en');
    const change = { kind: 'state', who: ada, at: new Date(), action: 'discard', status } as const;
    renderWithProviders(<LiveStatus viewers={[]} lastChange={change} connected />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
