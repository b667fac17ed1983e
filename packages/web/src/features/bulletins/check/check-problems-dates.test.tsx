import type { BulletinCheck } from '@bora/shared/bulletin';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { submitted } from '../../../test/bulletin-test-data.ts';
import { CheckProblems } from './check-problems.tsx';

const check: BulletinCheck = {
  revision: 7,
  passes: true,
  errors: 0,
  warnings: 1,
  problems: [
    {
      severity: 'warning',
      code: 'title_other_date',
      message:
        'The title in en names November 26, which is not a day of this bulletin (2026-03-29 to 2026-03-30).',
      language: 'en',
      date: 'November 26',
    },
  ],
};

describe('the check’s warning of a date that is not the bulletin’s', () => {
  it('names the date as written and the language, and leads to that language’s texts', async () => {
    const onLanguage = vi.fn();
    render(<CheckProblems check={check} bulletin={submitted} onLanguage={onLanguage} />);
    const link = screen.getByRole('link', {
      name: 'The title in English names “November 26”, which is not a day of this bulletin.',
    });
    expect(link.closest('li')).toHaveTextContent('Warning');
    await userEvent.click(link);
    expect(onLanguage).toHaveBeenCalledWith('en');
  });

  it('says it in Italian', async () => {
    await i18n.changeLanguage('it');
    try {
      render(<CheckProblems check={check} bulletin={submitted} onLanguage={() => undefined} />);
      expect(
        screen.getByRole('link', {
          name: 'Il titolo in Inglese cita “November 26”, che non è un giorno di questo bollettino.',
        }),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
