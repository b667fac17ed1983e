import type { BulletinCheck, BulletinDetail } from '@bora/shared/bulletin';
import type { CheckProblem } from '@bora/shared/bulletin-check';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { submitted } from '../../../test/bulletin-test-data.ts';
import { CheckProblems } from './check-problems.tsx';

type DataType = BulletinDetail['composition']['data_types'][number];
const numeric = (id: number, code: string, name: string, unit: string): DataType => ({
  id,
  translations: {},
  code,
  name,
  unit,
  value_kind: 'number',
  required: false,
  minimum: null,
  maximum: null,
  decimals: null,
  options: [],
});

/** The submitted Veneto bulletin with a minimum temperature, a snow level, precipitation and a rule of each kind. */
const bulletin: BulletinDetail = {
  ...submitted,
  composition: {
    ...submitted.composition,
    data_types: [
      ...submitted.composition.data_types,
      numeric(4, 'snow-level', 'Snow level', 'm'),
      numeric(5, 'precipitation', 'Precipitation', 'mm'),
      numeric(6, 't-min', 'Min temperature', '°C'),
    ],
    rules: [
      { kind: 'compare', left_data_type_id: 6, relation: '<=', right_data_type_id: 2, severity: 'error' },
      {
        kind: 'venue_range',
        data_type_id: 4,
        min_offset: -1500,
        max_offset: 3500,
        min: 0,
        max: null,
        severity: 'error',
      },
      {
        kind: 'condition',
        when_data_type_id: 1,
        when_values: ['clear-day', 'clear-night'],
        data_type_id: 5,
        relation: '=',
        value: 0,
        severity: 'warning',
      },
    ],
  },
};

const broken = (
  rule: number,
  venue_id: number,
  day: number,
  slot: string,
  data_type_id: number,
): CheckProblem => ({
  severity: rule === 2 ? 'warning' : 'error',
  code: 'rule_broken',
  message: 'In English for API clients.',
  cell: { venue_id, day, slot, data_type_id },
  rule,
});

const check: BulletinCheck = {
  revision: 7,
  passes: false,
  errors: 2,
  warnings: 1,
  problems: [
    broken(0, 11, 0, 'mattina', 6),
    broken(1, 12, 1, 'pomeriggio', 4),
    broken(2, 11, 0, 'mattina', 5),
  ],
};

describe('the check’s broken consistency rules', () => {
  it('say each kind of rule in words, each leading to its cell', async () => {
    const onCell = vi.fn();
    const icons = [
      { code: 'clear-day', name: 'Clear, day' },
      { code: 'clear-night', name: 'Clear, night' },
    ];
    render(
      <CheckProblems
        check={check}
        bulletin={bulletin}
        icons={icons}
        onLanguage={() => undefined}
        onCell={onCell}
      />,
    );
    expect(
      screen.getByRole('link', {
        name: 'Belluno, Mar 29, Mattina, Min temperature: Min temperature ≤ Max temperature does not hold.',
      }),
    ).toBeInTheDocument();
    const range = screen.getByRole('link', {
      name: 'Cortina d’Ampezzo, Mar 30, Pomeriggio, Snow level: the value should be between 0 m and 4,724 m at this venue (elevation 1,224 m).',
    });
    expect(range.closest('li')).toHaveTextContent(/^Error/);
    const condition = screen.getByRole('link', {
      name: 'Belluno, Mar 29, Mattina, Precipitation: when Sky is Clear, day or Clear, night, the value should be equal to 0 mm.',
    });
    expect(condition.closest('li')).toHaveTextContent(/^Warning/);
    await userEvent.click(range);
    expect(onCell).toHaveBeenCalledWith({ venue_id: 12, day: 1, slot: 'pomeriggio', data_type_id: 4 });
  });

  it('say a range with the absolute bounds alone at a venue with no elevation', () => {
    const noElevation = {
      ...bulletin,
      composition: {
        ...bulletin.composition,
        venues: bulletin.composition.venues.map((v) => ({ ...v, elevation: null })),
      },
    };
    render(<CheckProblems check={check} bulletin={noElevation} onLanguage={() => undefined} />);
    expect(
      screen.getByRole('link', {
        name: 'Cortina d’Ampezzo, Mar 30, Pomeriggio, Snow level: the value should be at least 0 m.',
      }),
    ).toBeInTheDocument();
  });

  it('say them in Italian', async () => {
    await i18n.changeLanguage('it');
    try {
      const icons = [
        { code: 'clear-day', name: 'Sereno di giorno' },
        { code: 'clear-night', name: 'Sereno di notte' },
      ];
      render(<CheckProblems check={check} bulletin={bulletin} icons={icons} onLanguage={() => undefined} />);
      expect(
        screen.getByRole('link', {
          name: 'Cortina d’Ampezzo, 30 mar, Pomeriggio, Snow level: il valore dovrebbe essere tra 0 m e 4724 m in questa località (altitudine 1224 m).',
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('link', {
          name: 'Belluno, 29 mar, Mattina, Precipitation: quando Sky è Sereno di giorno o Sereno di notte, il valore dovrebbe essere uguale a 0 mm.',
        }),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
