import { render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { submitted } from '../../test/bulletin-test-data.ts';
import { type CellFormat, CellValue, cellText } from './cell-value.tsx';

const wind = submitted.composition.data_types.find((d) => d.value_kind === 'direction');
const snowLevel = { ...(wind as NonNullable<typeof wind>), value_kind: 'integer' as const, unit: 'm' };

function format(language: 'it' | 'en'): CellFormat {
  return { language, number: () => '', icons: new Map(), t: ((key: string) => key) as unknown as TFunction };
}

describe('a cell’s value in the grids, the editor and the map', () => {
  it('writes a compass point as the documents do in the reader’s language: SSO in Italian, SSW in English', () => {
    if (!wind) throw new Error('the test bulletin has a wind direction');
    const { unmount } = render(<CellValue value="SSW" dataType={wind} format={format('it')} />);
    expect(screen.getByText('SSO')).toBeInTheDocument();
    expect(screen.queryByText(/SSW/)).not.toBeInTheDocument();
    unmount();
    render(<CellValue value="SSW" dataType={wind} format={format('en')} />);
    expect(screen.getByText('SSW')).toBeInTheDocument();
    expect(cellText('WNW', wind, format('it'))).toBe('↓ ONO');
    expect(cellText('VRB', wind, format('en'))).toBe('variable');
  });

  it('writes numbers in the reader’s language with thousands grouped for reading', () => {
    expect(cellText(1100, snowLevel, format('it'))).toBe('1.100');
    expect(cellText(1100, snowLevel, format('en'))).toBe('1,100');
  });
});
