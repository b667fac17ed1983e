import type { Notification } from '@bora/shared/notification';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { notification } from '../test-fixtures.ts';
import { useNotificationText } from './notification-text.ts';

function Texts({ items }: { items: Notification[] }) {
  const text = useNotificationText();
  return (
    <ul>
      {items.map((n) => (
        <li key={n.id}>{text(n)}</li>
      ))}
    </ul>
  );
}

const nobody = { actor: null };
const items = [
  notification({ id: 1, kind: 'submitted' }),
  notification({ id: 2, kind: 'returned', comment: 'Wind too strong on the coast' }),
  notification({ id: 3, kind: 'published', actor: { username: 'manager', name: '' } }),
  notification({ id: 4, kind: 'delivery_failed', ...nobody, receiver: 'ma***@example.org' }),
  notification({
    id: 5,
    kind: 'delivery_failed',
    ...nobody,
    issue_date: null,
    receiver: 'https://hook.example',
  }),
  notification({
    id: 6,
    kind: 'webhook_disabled',
    ...nobody,
    issue_date: null,
    receiver: 'https://gone.example',
  }),
  notification({ id: 7, kind: 'missing', ...nobody, bulletin_id: null, issue_time: '11:00' }),
  notification({ id: 8, kind: 'still_missing', ...nobody, bulletin_id: null, issue_time: '11:00' }),
  notification({ id: 9, kind: 'submitted', type_name_en: '', actor: null }),
];

async function textsIn(language: 'en' | 'it') {
  await i18n.changeLanguage(language);
  renderWithProviders(<Texts items={items} />);
  return (await screen.findAllByRole('listitem')).map((li) => li.textContent);
}

describe('a notification’s sentence', () => {
  it('is made from its kind and fields, in English with the type’s English name', async () => {
    expect(await textsIn('en')).toEqual([
      'Franca Rossi submitted Veneto weather bulletin of Mar 30, 2026 for review',
      'Franca Rossi returned Veneto weather bulletin of Mar 30, 2026: “Wind too strong on the coast”',
      'Veneto weather bulletin of Mar 30, 2026 was published by manager',
      'A delivery of Veneto weather bulletin of Mar 30, 2026 to ma***@example.org failed',
      'A test delivery of Veneto weather bulletin to https://hook.example failed',
      'The webhook https://gone.example of Veneto weather bulletin answered 410 Gone and was turned off',
      'Veneto weather bulletin of Mar 30, 2026 is not published yet (due at 11:00)',
      'Veneto weather bulletin of Mar 30, 2026 is still not published, an hour after 11:00',
      'Someone submitted Bollettino meteo Veneto of Mar 30, 2026 for review',
    ]);
  });

  it('is Italian in Italian, with the type’s own name', async () => {
    expect(await textsIn('it')).toEqual([
      'Franca Rossi ha inviato in revisione Bollettino meteo Veneto del 30 mar 2026',
      'Franca Rossi ha restituito Bollettino meteo Veneto del 30 mar 2026: “Wind too strong on the coast”',
      'Bollettino meteo Veneto del 30 mar 2026 è stato pubblicato da manager',
      'Una consegna di Bollettino meteo Veneto del 30 mar 2026 a ma***@example.org non è riuscita',
      'Una consegna di prova di Bollettino meteo Veneto a https://hook.example non è riuscita',
      'Il webhook https://gone.example di Bollettino meteo Veneto ha risposto 410 Gone ed è stato disattivato',
      'Bollettino meteo Veneto del 30 mar 2026 non è ancora pubblicato (previsto alle 11:00)',
      "Bollettino meteo Veneto del 30 mar 2026 non è ancora pubblicato, un'ora dopo le 11:00",
      'Qualcuno ha inviato in revisione Bollettino meteo Veneto del 30 mar 2026',
    ]);
  });
});
