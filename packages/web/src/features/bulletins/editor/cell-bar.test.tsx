import type { BulletinDetail } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import type { Icon } from '@bora/shared/icon';
import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { GridIcon } from '../../../components/bulletin/cell-value.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { icons, page, submitted, typedValue } from '../../../test/bulletin-test-data.ts';
import { mockFetch, versioned } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { type SourceOf, sourcesOfValues, sourcesWithPending } from '../sheet/cell-sources.ts';
import { cellsFromValues } from '../sheet/sheet-cells.ts';
import { sheetLayout } from '../sheet/sheet-layout.ts';
import { CellBar } from './cell-bar.tsx';

const draft: BulletinDetail = { ...submitted, status: 'draft', can_edit: true, actions: [] };
const rain: Icon = {
  ...(icons[0] as Icon),
  id: 91,
  code: 'rain',
  name: 'Rain',
  svg_url: '/api/icons/91/svg/',
};
const iconSet = [...icons, rain];

/** The bulletin of the day before: its day 1 is the draft's day 0. */
const previous: BulletinDetail = {
  ...submitted,
  id: 40,
  issue_date: '2026-03-28',
  values: [
    typedValue(11, 1, 'mattina', 1, 'rain'),
    typedValue(11, 1, 'mattina', 2, 12.3),
    typedValue(11, 1, 'pomeriggio', 1, 'hail'),
  ],
};

function showCell(
  col: number,
  sourceOf: SourceOf = sourcesWithPending(sourcesOfValues(draft.values), {}),
  values = draft.values,
  iconsShown: readonly GridIcon[] = iconSet,
) {
  mockFetch({
    // As the list gives it: a summary, waiting for nobody.
    '/api/bulletins/': page([{ ...previous, waiting_since: null, returned: false }]),
    '/api/bulletins/40/': versioned(previous, '"3"'),
  });
  const layout = sheetLayout(draft.composition);
  const cells = cellsFromValues(values);
  return renderWithProviders(
    <CellBar
      bulletin={draft}
      layout={layout}
      cells={cells}
      cellsNow={() => cells}
      sourceOf={sourceOf}
      selection={{ active: { row: 0, col }, focus: { row: 0, col } }}
      marks={{ problems: new Map(), flashes: new Map() }}
      icons={iconsShown}
      readOnly={false}
      onEdit={() => undefined}
      noteRef={createRef()}
      onNoteDone={() => undefined}
    />,
  );
}

const previousPart = async () =>
  (await screen.findByText(/Previous bulletin/)).closest('span') as HTMLElement;

describe('cell bar', () => {
  it("draws the previous bulletin's icon as the grid does, with its name to read, never its code", async () => {
    showCell(0);
    const part = await previousPart();
    const picture = await within(part).findByRole('img', { name: 'Rain' });
    expect(picture).toHaveAttribute('src', '/api/icons/91/svg/');
    expect(part).toHaveTextContent('Rain');
    expect(part).not.toHaveTextContent('rain');
  });

  const valuePart = () => screen.getByText(/^Value:|^Valore:/).closest('span') as HTMLElement;

  it('names the value in the UI language: an icon by its name, a number in its format', async () => {
    showCell(0);
    await previousPart();
    expect(valuePart()).toHaveTextContent(/^Value: Clear sky$/);
    expect(valuePart()).not.toHaveTextContent('clear');
    showCell(1);
    await previousPart();
    expect(screen.getAllByText(/^Value:/)[1]?.closest('span')).toHaveTextContent(/^Value: 12\.5$/);
  });

  it('names them in Italian in Italian: the icon’s Italian name, a compass point as Italian writes it, a decimal comma', async () => {
    await i18n.changeLanguage('it');
    const italian = iconSet.map((icon) => ({ ...icon, name: icon.code === 'clear' ? 'Sereno' : icon.name }));
    const values = [
      ...draft.values.filter((v) => v.data_type_id !== 3),
      typedValue(11, 0, 'mattina', 3, 'SW'),
    ];
    for (const [col, text] of [
      [0, 'Sereno'],
      [1, '12,5'],
      [2, 'SO'],
    ] as const) {
      const view = showCell(col, undefined, values, italian);
      await screen.findByText(/^Bollettino precedente/);
      expect(valuePart()).toHaveTextContent(new RegExp(`^Valore: ${text}$`));
      view.unmount();
    }
  });

  it('names an icon the set no longer has by its code', async () => {
    showCell(3);
    const part = await previousPart();
    expect(await within(part).findByText('hail')).toBeInTheDocument();
    expect(within(part).queryByRole('img')).not.toBeInTheDocument();
  });

  it('gives the difference from the previous number in the data type’s decimals', async () => {
    showCell(1);
    const part = await previousPart();
    expect(part).toHaveTextContent(/: 12\.3 \(difference \+0\.2\)$/);
  });

  describe('says where the value came from', () => {
    const sourcePart = () => screen.getByText(/^Source:/).closest('span') as HTMLElement;
    const model = 'import: ecmwf-pp 2026-11-25T00Z (key model-bot)';
    // Belluno's first morning: sky imported, temperature carried from bulletin 12, wind typed.
    const sources = sourcesWithPending(
      sourcesOfValues([
        { ...typedValue(11, 0, 'mattina', 1, 'clear'), source: 'imported', origin: model },
        { ...typedValue(11, 0, 'mattina', 2, 12.5), source: 'copied', origin: model, copied_from: 12 },
        { ...typedValue(11, 0, 'mattina', 3, 'NE'), origin: 'bulletin 41 (user mrossi)' },
      ]),
      {},
    );

    it('an imported value: the run and who sent it', async () => {
      showCell(0, sources);
      await previousPart();
      expect(sourcePart()).toHaveTextContent(
        'Source: Imported · import ecmwf-pp 2026-11-25T00Z (key model-bot)',
      );
    });

    it('a copied value: a link to the bulletin it came from, and where it began', async () => {
      showCell(1, sources);
      await previousPart();
      const link = within(sourcePart()).getByRole('link', { name: 'Copied from bulletin #12' });
      expect(link).toHaveAttribute('href', '/bulletin/12');
      expect(sourcePart()).toHaveTextContent(
        'Copied from bulletin #12 · began: import ecmwf-pp 2026-11-25T00Z (key model-bot)',
      );
    });

    it('a typed value, and one typed here and not saved yet', async () => {
      showCell(2, sources);
      await previousPart();
      expect(sourcePart()).toHaveTextContent('Source: Typed · bulletin #41 (user mrossi)');
      expect(within(sourcePart()).queryByRole('link')).not.toBeInTheDocument();
    });

    it('a value typed here and not saved yet is typed, whatever the server held', async () => {
      const sky = { venue_id: 11, day: 0, slot: 'mattina', data_type_id: 1 };
      const mine = { kind: 'value', value: 'rain' } as const;
      showCell(
        0,
        sourcesWithPending(
          sourcesOfValues([{ ...typedValue(11, 0, 'mattina', 1, 'clear'), source: 'imported' }]),
          {
            [cellId(sky)]: { key: sky, base: null, mine },
          },
        ),
      );
      await previousPart();
      expect(sourcePart()).toHaveTextContent('Source: Typed · typed here, not saved yet');
    });
  });
});
