import type { BulletinCheck } from '@bora/shared/bulletin';
import type { CheckProblem } from '@bora/shared/bulletin-check';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { submitted } from '../../../test/bulletin-test-data.ts';
import { CheckProblems } from './check-problems.tsx';

const missing = (venue_id: number, day: number, slot: string, data_type_id: number): CheckProblem => ({
  severity: 'error',
  code: 'required_missing',
  message: 'A value is required.',
  cell: { venue_id, day, slot, data_type_id },
});

// Belluno's first day is empty (2 slots × 3 data types); Cortina lacks one value on its second day.
const problems: CheckProblem[] = [
  ...['mattina', 'pomeriggio'].flatMap((slot) => [1, 2, 3].map((type) => missing(11, 0, slot, type))),
  missing(12, 1, 'mattina', 2),
  {
    severity: 'error',
    code: 'invalid_value',
    message: 'Enter a number.',
    cell: { venue_id: 12, day: 0, slot: 'mattina', data_type_id: 2 },
  },
];
const check: BulletinCheck = { revision: 7, passes: false, errors: problems.length, warnings: 0, problems };

describe('the check’s missing values', () => {
  it('says the values missing on one venue’s day in one line, which leads to the first of them', async () => {
    const onCell = vi.fn();
    render(<CheckProblems check={check} bulletin={submitted} onLanguage={() => undefined} onCell={onCell} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // The count above still counts every problem.
    expect(screen.getByRole('status')).toHaveTextContent('The check finds 8 errors and 0 warnings.');
    const day = within(list).getByRole('link', { name: 'Belluno, Mar 29: 6 required values are missing.' });
    await userEvent.click(day);
    expect(onCell).toHaveBeenCalledWith({ venue_id: 11, day: 0, slot: 'mattina', data_type_id: 1 });
    // A lone missing value is said as before, with its slot and data type.
    expect(
      within(list).getByRole('link', {
        name: 'Cortina d’Ampezzo, Mar 30, Mattina, Max temperature: a value is required.',
      }),
    ).toBeInTheDocument();
  });

  it('says it in Italian', async () => {
    await i18n.changeLanguage('it');
    try {
      render(<CheckProblems check={check} bulletin={submitted} onLanguage={() => undefined} />);
      expect(
        screen.getByRole('link', { name: 'Belluno, 29 mar: mancano 6 valori obbligatori.' }),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
