import type { BulletinType } from '@bora/shared/bulletin-type';
import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { callsTo, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { viewerKnown } from '../../test/viewers.ts';
import { BulletinTypeScreen } from './bulletin-type-screen.tsx';
import { choiceRoutes, forecaster, venetoDaily, venetoManager } from './test-fixtures.ts';

/** Veneto daily with both temperatures and one rule between them. */
const withRule: BulletinType = {
  ...venetoDaily,
  data_types: [
    ...venetoDaily.data_types,
    { data_type_id: 4, required: true, code: 't-min', name: 'Min temperature' },
    { data_type_id: 2, required: true, code: 't-max', name: 'Max temperature' },
  ],
  rules: [{ left_data_type_id: 4, relation: '<=', right_data_type_id: 2, severity: 'error' }],
};

function setup(me: Me | null, save?: Response) {
  const fetchMock = mockFetch({
    ...choiceRoutes(me),
    '/api/bulletin-types/7/': (_url, init) => (init?.method === 'PUT' && save ? save : json(withRule)),
    '/api/bulletin-types/7/history/': json([]),
  });
  const view = renderWithProviders(<BulletinTypeScreen id="7" />, '/bulletin-types/7');
  return { fetchMock, ...view, user: userEvent.setup() };
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>) {
  const put = callsTo(fetchMock, '/api/bulletin-types/7/').find(([, init]) => init?.method === 'PUT');
  return JSON.parse(String(put?.[1]?.body));
}

async function editRules(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('group', { name: 'Consistency rules' });
}

describe('consistency rules of a bulletin type', () => {
  it('reads as sentences to a member, with no control to change them', async () => {
    const { queryClient } = setup(forecaster);
    const rules = await screen.findByRole('region', { name: 'Consistency rules' });
    expect(within(rules).getByRole('listitem')).toHaveTextContent(
      'Min temperature ≤ Max temperature — error',
    );
    await viewerKnown(queryClient, forecaster);
    expect(screen.queryByRole('button', { name: 'Add a rule' })).not.toBeInTheDocument();
  });

  it('reads in Italian too', async () => {
    await i18n.changeLanguage('it');
    try {
      setup(forecaster);
      const rules = await screen.findByRole('region', { name: 'Regole di coerenza' });
      expect(within(rules).getByRole('listitem')).toHaveTextContent(
        'Min temperature ≤ Max temperature — errore',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('adds, edits and removes rules among the numeric data types of the type only', async () => {
    const { fetchMock, user } = setup(venetoManager);
    const editor = await editRules(user);
    const first = within(editor).getByRole('group', { name: /^Rule 1:/ });
    expect(first).toHaveAccessibleName('Rule 1: Min temperature ≤ Max temperature — error');
    const offered = within(within(first).getByLabelText('Data type')).getAllByRole('option');
    // Sky (an icon) and Remarks (a text) are in the type but cannot be compared.
    expect(offered.map((o) => o.textContent)).toEqual(['Min temperature', 'Max temperature']);

    await user.click(within(editor).getByRole('button', { name: 'Add a rule' }));
    const second = within(editor).getByRole('group', { name: /^Rule 2:/ });
    // The new rule's first choice takes the focus, so the keyboard carries on from the button.
    expect(within(second).getByLabelText('Data type')).toHaveFocus();
    await user.selectOptions(within(second).getByLabelText('Data type'), 'Max temperature');
    await user.selectOptions(within(second).getByLabelText('Relation'), '>');
    await user.selectOptions(within(second).getByLabelText('Compared with'), 'Min temperature');
    await user.selectOptions(within(second).getByLabelText('Severity'), 'Warning: does not stop');
    expect(second).toHaveAccessibleName('Rule 2: Max temperature > Min temperature — warning');

    await user.click(within(editor).getByRole('button', { name: 'Remove rule 1' }));
    expect(within(editor).getAllByRole('group', { name: /^Rule \d/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock).rules).toBeDefined());
    expect(sentBody(fetchMock).rules).toEqual([
      { left_data_type_id: 2, relation: '>', right_data_type_id: 4, severity: 'warning' },
    ]);
  });

  it('refuses a rule comparing a data type with itself, on the field, before sending', async () => {
    const { fetchMock, user } = setup(venetoManager);
    const editor = await editRules(user);
    await user.selectOptions(within(editor).getByLabelText('Compared with'), 'Min temperature');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByLabelText('Compared with')).toHaveAccessibleDescription(
      'Compare two different data types.',
    );
    expect(callsTo(fetchMock, '/api/bulletin-types/7/').some(([, i]) => i?.method === 'PUT')).toBe(false);
  });

  it('refuses the same rule twice, under the second', async () => {
    const { fetchMock, user } = setup(venetoManager);
    const editor = await editRules(user);
    // A new rule starts as the first two numeric data types, ≤, an error: the rule already there.
    await user.click(within(editor).getByRole('button', { name: 'Add a rule' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const second = within(editor).getByRole('group', { name: /^Rule 2:/ });
    expect(await within(second).findByRole('alert')).toHaveTextContent('This rule is already listed.');
    expect(callsTo(fetchMock, '/api/bulletin-types/7/').some(([, i]) => i?.method === 'PUT')).toBe(false);
  });

  it("puts the server's problem on the rule's data type", async () => {
    const { user } = setup(
      venetoManager,
      problem(400, 'Check the fields.', {
        'rules.0.right_data_type_id': ['A rule compares numbers: choose a numeric data type.'],
      }),
    );
    const editor = await editRules(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const right = within(editor).getByLabelText('Compared with');
    await waitFor(() => expect(right).toHaveAttribute('aria-invalid', 'true'));
    expect(right).toHaveAccessibleDescription('A rule compares numbers: choose a numeric data type.');
  });

  it('cannot add a rule until the type has two numeric data types', async () => {
    const { user } = setup(venetoManager);
    const editor = await editRules(user);
    await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove Max temperature' }));
    expect(within(editor).getByRole('button', { name: 'Add a rule' })).toBeDisabled();
    expect(within(editor).getByRole('button', { name: 'Add a rule' })).toHaveAccessibleDescription(
      /add them first/,
    );
  });
});
