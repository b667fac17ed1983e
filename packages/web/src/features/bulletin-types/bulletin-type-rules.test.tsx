import type { BulletinType } from '@bora/shared/bulletin-type';
import type { DataType } from '@bora/shared/data-type';
import type { Icon } from '@bora/shared/icon';
import type { Me } from '@bora/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import {
  choiceRoutes,
  dataTypes,
  forecaster,
  page,
  venetoDaily,
  venetoManager,
} from '../../test/bulletin-type-fixtures.ts';
import { callsTo, json, mockFetch, problem } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { viewerKnown } from '../../test/viewers.ts';
import { BulletinTypeScreen } from './bulletin-type-screen.tsx';

const stamp = '2025-05-01T10:00:00.000Z';

/** A snow level in metres, to hold within a range at the venue. */
const snowLevel: DataType = {
  ...(dataTypes[1] as DataType),
  id: 5,
  code: 'snow-level',
  name: 'Snow level',
  value_kind: 'integer',
  unit: 'm',
};
/** Sky icons of the Yr set, the type's. */
const icons: Icon[] = [
  ['clear-day', 'Clear'],
  ['rain', 'Rain'],
  ['fog', 'Fog'],
].map(([code, name], index) => ({
  id: 40 + index,
  icon_set_id: 2,
  code: code as string,
  name: name as string,
  description: '',
  translations: {},
  category: code === 'fog' ? 'visibility' : 'sky',
  variant: 'any',
  wmo_code: null,
  reference_icon_id: null,
  svg_url: `/api/icons/${40 + index}/svg/`,
  created_at: stamp,
  updated_at: stamp,
}));

/** Veneto daily with both temperatures, a snow level, the sky and one rule between the temperatures. */
const withRule: BulletinType = {
  ...venetoDaily,
  data_types: [
    ...venetoDaily.data_types,
    { data_type_id: 4, required: true, code: 't-min', name: 'Min temperature', translations: {} },
    { data_type_id: 2, required: true, code: 't-max', name: 'Max temperature', translations: {} },
    { data_type_id: 5, required: false, code: 'snow-level', name: 'Snow level', translations: {} },
  ],
  rules: [
    { kind: 'compare', left_data_type_id: 4, relation: '<=', right_data_type_id: 2, severity: 'error' },
  ],
};

function setup(me: Me | null, save?: Response, type: BulletinType = withRule) {
  const skyWithCategory = dataTypes.map((d) => (d.id === 1 ? { ...d, icon_category: 'sky' as const } : d));
  const fetchMock = mockFetch({
    ...choiceRoutes(me),
    '/api/data-types/': page([...skyWithCategory, snowLevel]),
    '/api/icons/': page(icons),
    '/api/bulletin-types/7/': (_url, init) => (init?.method === 'PUT' && save ? save : json(type)),
    '/api/bulletin-types/7/history/': json([]),
  });
  const view = renderWithProviders(<BulletinTypeScreen id="7" />, '/bulletin-types/7');
  return { fetchMock, ...view, user: userEvent.setup() };
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>) {
  const put = callsTo(fetchMock, '/api/bulletin-types/7/').find(([, init]) => init?.method === 'PUT');
  return JSON.parse(String(put?.[1]?.body));
}

const putSent = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, '/api/bulletin-types/7/').some(([, init]) => init?.method === 'PUT');

async function editRules(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('group', { name: 'Consistency rules' });
}

const snowRange = {
  kind: 'venue_range' as const,
  data_type_id: 5,
  min_offset: -1500,
  max_offset: 3500,
  min: 0,
  max: null,
  severity: 'warning' as const,
};
const dryWhenClear = {
  kind: 'condition' as const,
  when_data_type_id: 1,
  when_values: ['clear-day'],
  data_type_id: 4,
  relation: '>=' as const,
  value: -5,
  severity: 'warning' as const,
};

describe('consistency rules of a bulletin type', () => {
  it('reads as sentences to a member, with no control to change them', async () => {
    const { queryClient } = setup(forecaster, undefined, {
      ...withRule,
      rules: [...withRule.rules, snowRange, dryWhenClear],
    });
    const rules = await screen.findByRole('region', { name: 'Consistency rules' });
    const items = within(rules).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Min temperature ≤ Max temperature — error');
    await waitFor(() =>
      expect(items[1]).toHaveTextContent(
        'Snow level between elevation − 1,500 m and elevation + 3,500 m and at least 0 m — warning',
      ),
    );
    await waitFor(() =>
      expect(items[2]).toHaveTextContent('Min temperature ≥ -5 when Sky is Clear — warning'),
    );
    await viewerKnown(queryClient, forecaster);
    expect(screen.queryByRole('button', { name: 'Add a comparison' })).not.toBeInTheDocument();
  });

  it('reads in Italian too', async () => {
    await i18n.changeLanguage('it');
    try {
      setup(forecaster, undefined, { ...withRule, rules: [...withRule.rules, snowRange, dryWhenClear] });
      const rules = await screen.findByRole('region', { name: 'Regole di coerenza' });
      const items = within(rules).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('Min temperature ≤ Max temperature — errore');
      await waitFor(() =>
        expect(items[1]).toHaveTextContent(
          'Snow level tra altitudine − 1500 m e altitudine + 3500 m e almeno 0 m — avviso',
        ),
      );
      await waitFor(() =>
        expect(items[2]).toHaveTextContent('Min temperature ≥ -5 quando Sky è Clear — avviso'),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('adds, edits and removes comparisons among the numeric data types of the type only', async () => {
    const { fetchMock, user } = setup(venetoManager);
    const editor = await editRules(user);
    const first = within(editor).getByRole('group', { name: /^Rule 1:/ });
    expect(first).toHaveAccessibleName('Rule 1: Min temperature ≤ Max temperature — error');
    const offered = within(within(first).getByLabelText('Data type')).getAllByRole('option');
    // Sky (an icon) and Remarks (a text) are in the type but cannot be compared.
    expect(offered.map((o) => o.textContent)).toEqual([
      'Min temperature',
      'Max temperature',
      'Snow level (m)',
    ]);

    await user.click(within(editor).getByRole('button', { name: 'Add a comparison' }));
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
    await waitFor(() => expect(putSent(fetchMock)).toBe(true));
    expect(sentBody(fetchMock).rules).toEqual([
      { kind: 'compare', left_data_type_id: 2, relation: '>', right_data_type_id: 4, severity: 'warning' },
    ]);
  });

  it('adds a range at the venue, a bound per field, and says it as a sentence', async () => {
    const { fetchMock, user } = setup(venetoManager);
    const editor = await editRules(user);
    await user.click(within(editor).getByRole('button', { name: 'Add a range at the venue' }));
    const range = within(editor).getByRole('group', { name: /^Rule 2:/ });
    await user.selectOptions(within(range).getByLabelText('Data type'), 'Snow level (m)');
    await user.type(within(range).getByLabelText('Lowest, from the elevation'), '-1500');
    await user.type(within(range).getByLabelText('Highest, from the elevation'), '3500');
    await user.type(within(range).getByLabelText('Lowest, anywhere'), '0');
    expect(range).toHaveAccessibleName(
      'Rule 2: Snow level between elevation − 1,500 m and elevation + 3,500 m and at least 0 m — warning',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putSent(fetchMock)).toBe(true));
    expect(sentBody(fetchMock).rules[1]).toEqual(snowRange);
  });

  it('refuses a range with no bound, on its first bound, before sending', async () => {
    const { fetchMock, user } = setup(venetoManager);
    const editor = await editRules(user);
    await user.click(within(editor).getByRole('button', { name: 'Add a range at the venue' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const range = within(editor).getByRole('group', { name: /^Rule 2:/ });
    expect(await within(range).findByLabelText('Lowest, from the elevation')).toHaveAccessibleDescription(
      'Give at least one bound.',
    );
    expect(putSent(fetchMock)).toBe(false);
  });

  it('adds a condition: the values to read among the icons of its category in the type’s set', async () => {
    const { fetchMock, user } = setup(venetoManager);
    const editor = await editRules(user);
    await user.click(within(editor).getByRole('button', { name: 'Add a condition' }));
    const condition = within(editor).getByRole('group', { name: /^Rule 2:/ });
    const values = await within(condition).findByRole('group', { name: 'Is one of' });
    // Fog is an icon of the set, but not of the sky.
    expect(
      within(values)
        .getAllByRole('checkbox')
        .map((c) => c.closest('li')?.textContent),
    ).toEqual(['Clear', 'Rain']);
    await user.click(within(values).getByRole('checkbox', { name: 'Clear' }));
    await user.selectOptions(within(condition).getByLabelText('Then'), 'Min temperature');
    await user.selectOptions(within(condition).getByLabelText('Relation'), '≥ at least');
    await user.clear(within(condition).getByLabelText('Value'));
    await user.type(within(condition).getByLabelText('Value'), '-5');
    expect(condition).toHaveAccessibleName('Rule 2: Min temperature ≥ -5 when Sky is Clear — warning');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putSent(fetchMock)).toBe(true));
    expect(sentBody(fetchMock).rules[1]).toEqual(dryWhenClear);
  });

  it('refuses a condition with no value ticked, before sending', async () => {
    const { fetchMock, user } = setup(venetoManager);
    const editor = await editRules(user);
    await user.click(within(editor).getByRole('button', { name: 'Add a condition' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const values = within(editor).getByRole('group', { name: 'Is one of' });
    expect(await within(values).findByRole('alert')).toHaveTextContent('Choose at least one value.');
    expect(values).toHaveAccessibleDescription('Choose at least one value.');
    expect(putSent(fetchMock)).toBe(false);
  });

  it('refuses a rule comparing a data type with itself, on the field, before sending', async () => {
    const { fetchMock, user } = setup(venetoManager);
    const editor = await editRules(user);
    await user.selectOptions(within(editor).getByLabelText('Compared with'), 'Min temperature');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByLabelText('Compared with')).toHaveAccessibleDescription(
      'Compare two different data types.',
    );
    expect(putSent(fetchMock)).toBe(false);
  });

  it('refuses the same rule twice, under the second', async () => {
    const { fetchMock, user } = setup(venetoManager);
    const editor = await editRules(user);
    // A new comparison starts as the first two numeric data types, ≤, an error: the rule already there.
    await user.click(within(editor).getByRole('button', { name: 'Add a comparison' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const second = within(editor).getByRole('group', { name: /^Rule 2:/ });
    expect(await within(second).findByRole('alert')).toHaveTextContent('This rule is already listed.');
    expect(putSent(fetchMock)).toBe(false);
  });

  it("puts the server's problems on the rule's fields, of every kind", async () => {
    const { user } = setup(
      venetoManager,
      problem(400, 'Check the fields.', {
        'rules.0.right_data_type_id': ['A rule compares numbers: choose a numeric data type.'],
        'rules.1.min': ['Enter a number.'],
        'rules.2.when_values.0': ['This icon is not in the bulletin type’s icon set.'],
      }),
      { ...withRule, rules: [...withRule.rules, snowRange, dryWhenClear] },
    );
    const editor = await editRules(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const right = within(editor).getByLabelText('Compared with');
    await waitFor(() => expect(right).toHaveAttribute('aria-invalid', 'true'));
    expect(right).toHaveAccessibleDescription('A rule compares numbers: choose a numeric data type.');
    expect(within(editor).getByLabelText('Lowest, anywhere')).toHaveAccessibleDescription('Enter a number.');
    const values = within(editor).getByRole('group', { name: 'Is one of' });
    expect(within(values).getByRole('alert')).toHaveTextContent(
      'Clear: This icon is not in the bulletin type’s icon set.',
    );
  });

  it('offers each kind only once the type has the data types it needs', async () => {
    const { user } = setup(venetoManager);
    const editor = await editRules(user);
    const button = (name: string) => within(editor).getByRole('button', { name });
    await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove Max temperature' }));
    await user.click(screen.getByRole('button', { name: 'Remove Snow level' }));
    expect(button('Add a comparison')).toBeDisabled();
    expect(button('Add a comparison')).toHaveAccessibleDescription(/add them first/);
    expect(button('Add a range at the venue')).toBeEnabled();
    expect(button('Add a condition')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove Sky' }));
    expect(button('Add a condition')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Min temperature' }));
    expect(button('Add a range at the venue')).toBeDisabled();
    expect(button('Add a range at the venue')).toHaveAccessibleDescription(/add one first/);
  });
});
