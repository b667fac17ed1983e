import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { skyScores, tmaxScores } from '../test-fixtures.ts';
import { ContingencyTable } from './contingency-table.tsx';
import { ScoresTable } from './scores-table.tsx';

describe('the table view of a chart', () => {
  it('writes each lead day’s pairs and scores, with the unit in the headings', () => {
    render(
      <ScoresTable
        heading="Lead day"
        unit="°C"
        rows={tmaxScores.by_lead_day.map((s) => ({
          key: String(s.lead_day),
          label: String(s.lead_day),
          scores: s,
        }))}
      />,
    );
    const headings = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headings).toEqual(['Lead day', 'Pairs', 'MAE (°C)', 'Bias (°C)', 'RMSE (°C)', 'Within tolerance']);
    const day1 = screen.getByRole('rowheader', { name: '1' }).closest('tr') as HTMLElement;
    expect(
      within(day1)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '3', '3', '3', '0%']);
    const day0 = screen.getByRole('rowheader', { name: '0' }).closest('tr') as HTMLElement;
    expect(
      within(day0)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '0.83', '-0.17', '0.87', '100%']);
  });

  it('of a class data type gives the share right', () => {
    render(
      <ScoresTable
        heading="Venue"
        unit=""
        rows={[{ key: 'lido', label: 'Lido', scores: skyScores.overall }]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Venue',
      'Pairs',
      'Share right',
    ]);
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '67%']);
  });

  it('of the contingency, counts each forecast class against each observed one, with totals', () => {
    const contingency = 'contingency' in skyScores.overall ? skyScores.overall.contingency : [];
    render(<ContingencyTable contingency={contingency} labelOf={(code) => code.toUpperCase()} />);
    const cloudy = screen.getByRole('rowheader', { name: 'CLOUDY' }).closest('tr') as HTMLElement;
    // Observed clear, cloudy, rain; then the row's total.
    expect(
      within(cloudy)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '1', '1']);
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '0', '2', '3']);
  });
});
