import type { BulletinDetail } from '@bora/shared/bulletin';
import { localizedLabel } from '@bora/shared/localized';
import { dayName } from '../../../lib/bulletin/day-name.ts';
import { type CellWords, cellText, noteOf } from '../sheet/cell-input.ts';
import { positionOf, type SheetLayout } from '../sheet/sheet-layout.ts';
import type { EditorState } from './editor-state.ts';

/**
 * The unsent edits as plain text, one per line (venue, date, slot, data type, what was typed, its note; then
 * each language's texts), for a person to keep when the bulletin can no longer be written: values
 * named in the UI language (`words`), as a copy writes them, so that they paste back.
 */
export function unsentAsText(
  bulletin: BulletinDetail,
  layout: SheetLayout,
  state: EditorState,
  words: CellWords,
): string {
  const { venues, data_types, slots } = bulletin.composition;
  const lines: string[] = [];
  const cells = Object.values(state.sheet.draft.cells).sort((a, b) => {
    const pa = positionOf(layout, a.key);
    const pb = positionOf(layout, b.key);
    return (pa?.row ?? 0) - (pb?.row ?? 0) || (pa?.col ?? 0) - (pb?.col ?? 0);
  });
  for (const { key, mine } of cells) {
    const venue = venues.find((v) => v.id === key.venue_id)?.name ?? String(key.venue_id);
    const dataType = data_types.find((d) => d.id === key.data_type_id);
    const value = dataType ? cellText(mine, dataType, words) : '';
    const slot = slots.find((s) => s.code === key.slot);
    const note = noteOf(mine);
    lines.push(
      [
        venue,
        dayName(words.language, bulletin.issue_date, key.day),
        slot ? localizedLabel(slot, words.language) : key.slot,
        dataType?.name ?? String(key.data_type_id),
        value,
        ...(note ? [note] : []),
      ].join('\t'),
    );
  }
  for (const { mine } of Object.values(state.texts.languages)) {
    lines.push(`[${mine.language}] ${mine.title}`, mine.synopsis);
    for (const [venueId, note] of Object.entries(mine.venue_notes)) {
      const venue = venues.find((v) => String(v.id) === venueId)?.name ?? venueId;
      lines.push(`${venue}: ${note}`);
    }
  }
  return lines.join('\n');
}
