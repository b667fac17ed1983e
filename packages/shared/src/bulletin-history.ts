import { z } from 'zod';
import {
  type BulletinText,
  type BulletinValue,
  bulletinSummarySchema,
  bulletinTextSchema,
} from './bulletin.ts';
import { bulletinStatuses } from './workflow.ts';

/**
 * What can happen to a bulletin: its creation, a save of cells or texts, an import of values, a
 * workflow step; `discard`, in a published version's history, that a correction of it was begun
 * and discarded before it was ever submitted.
 */
export const bulletinEventKinds = [
  'create',
  'save',
  'import',
  'texts',
  'submit',
  'return',
  'publish',
  'withdraw',
  'correct',
  'supersede',
  'discard',
] as const;
export type BulletinEventKind = (typeof bulletinEventKinds)[number];

const cellContentSchema = z.object({ value: z.union([z.number(), z.string()]), note: z.string() });

/** One cell that differs: what it held before and after (null: empty). */
export const cellChangeSchema = z.object({
  venue_id: z.number().int(),
  /** 0 is the issue date (of the later bulletin, in a diff). */
  day: z.number().int(),
  slot: z.string(),
  data_type_id: z.number().int(),
  before: cellContentSchema.nullable(),
  after: cellContentSchema.nullable(),
});
export type CellChange = z.infer<typeof cellChangeSchema>;

export const textFields = ['title', 'synopsis', 'venue_notes'] as const;

/** The texts of one language that differ: which fields, and for the venue notes which venues. */
export const textChangeSchema = z.object({
  language: z.string(),
  fields: z.array(z.enum(textFields)),
  venue_ids: z.array(z.number().int()),
});
export type TextChange = z.infer<typeof textChangeSchema>;

/** One entry of `GET /api/bulletins/{id}/history/`, newest first. */
export const bulletinHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(bulletinEventKinds),
  /** Who did it; null for a visitor, who is not told (and for the system). */
  actor: z.object({ username: z.string(), name: z.string() }).nullable(),
  from_status: z.enum(bulletinStatuses).nullable(),
  to_status: z.enum(bulletinStatuses).nullable(),
  /** The revision the bulletin reached. */
  revision: z.number().int(),
  /** The comment of a return, the reason of a withdrawal. */
  comment: z.string(),
  /** A save: the cells it changed. */
  cells: z.array(cellChangeSchema),
  /** A texts save: the languages and fields it changed. */
  texts: z.array(textChangeSchema),
  /** The other bulletin involved: copied from, corrected, superseded by, the correction discarded. */
  related_id: z.number().int().nullable(),
  /** A creation from the previous bulletin: how many cells it carried. */
  copied_cells: z.number().int().nullable(),
  /** An import: where its values came from (the file or model run, and who sent it). */
  origin: z.string().nullable(),
  /** An import: how many cells it left alone because a person had typed them. */
  kept_manual: z.number().int().nullable(),
});
export type BulletinHistoryEntry = z.infer<typeof bulletinHistoryEntrySchema>;

const namedSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
const slotNamedSchema = z.object({ code: z.string(), label: z.string() });

/** The rows and columns of a grid that one composition has and another has not. */
export const compositionPartsSchema = z.object({
  venues: z.array(namedSchema),
  data_types: z.array(namedSchema),
  slots: z.array(slotNamedSchema),
});
export type CompositionParts = z.infer<typeof compositionPartsSchema>;

/** `GET /api/bulletins/{id}/diff/?against={id}`: what changed from `against` (before) to `bulletin` (after). */
export const bulletinDiffSchema = z.object({
  bulletin: bulletinSummarySchema,
  against: bulletinSummarySchema,
  /** Days between the two issue dates: day d of `against` is compared with day d − shift of `bulletin`. */
  day_shift: z.number().int(),
  /** The days of `bulletin` compared: those whose date both forecast (none when they share no date). */
  days: z.array(z.number().int()),
  /** The cells of those days, of the venues, slots and data types both have, that differ. */
  cells: z.array(cellChangeSchema),
  texts: z.array(textChangeSchema),
  /** What `bulletin`'s grid has that `against`'s had not (each read as published, when published). */
  added: compositionPartsSchema,
  /** What `against`'s grid had that `bulletin`'s has not. */
  removed: compositionPartsSchema,
  /** Each one's texts in every language, to be read side by side. */
  bulletin_texts: z.array(bulletinTextSchema),
  against_texts: z.array(bulletinTextSchema),
});
export type BulletinDiff = z.infer<typeof bulletinDiffSchema>;

type Named = { id: number; code: string; name: string };
/** What of a composition (`BulletinComposition`) makes a grid's rows and columns. */
type Parts = {
  venues: readonly Named[];
  data_types: readonly Named[];
  slots: readonly { code: string; label: string }[];
};

const only = <T>(items: readonly T[], key: (item: T) => string | number, others: readonly T[]) => {
  const there = new Set(others.map(key));
  return items.filter((item) => !there.has(key(item)));
};

/**
 * The venues, data types and slots `after` has and `before` has not (`added`), and the reverse
 * (`removed`), each in its composition's order: venues and data types by id, slots by code.
 */
export function compositionChanges(
  before: Parts,
  after: Parts,
): { added: CompositionParts; removed: CompositionParts } {
  const parts = (from: Parts, other: Parts): CompositionParts => ({
    venues: only(from.venues, (v) => v.id, other.venues).map(({ id, code, name }) => ({ id, code, name })),
    data_types: only(from.data_types, (d) => d.id, other.data_types).map(({ id, code, name }) => ({
      id,
      code,
      name,
    })),
    slots: only(from.slots, (s) => s.code, other.slots).map(({ code, label }) => ({ code, label })),
  });
  return { added: parts(after, before), removed: parts(before, after) };
}

type Cell = Pick<BulletinValue, 'venue_id' | 'day' | 'slot' | 'data_type_id' | 'value' | 'note'>;

const keyOf = (c: Pick<Cell, 'venue_id' | 'day' | 'slot' | 'data_type_id'>) =>
  `${c.venue_id}|${c.day}|${c.slot}|${c.data_type_id}`;

/**
 * The cells whose value or note differs between two sets of values, in grid order (venue, day,
 * slot, data type); a cell on one side only differs from an empty one.
 */
export function cellChanges(before: readonly Cell[], after: readonly Cell[]): CellChange[] {
  const old = new Map(before.map((c) => [keyOf(c), c]));
  const now = new Map(after.map((c) => [keyOf(c), c]));
  const changes: CellChange[] = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const b = old.get(key);
    const a = now.get(key);
    if (b && a && b.value === a.value && b.note === a.note) continue;
    const cell = (a ?? b) as Cell;
    changes.push({
      venue_id: cell.venue_id,
      day: cell.day,
      slot: cell.slot,
      data_type_id: cell.data_type_id,
      before: b ? { value: b.value, note: b.note } : null,
      after: a ? { value: a.value, note: a.note } : null,
    });
  }
  return changes.sort(
    (x, y) =>
      x.venue_id - y.venue_id ||
      x.day - y.day ||
      x.slot.localeCompare(y.slot) ||
      x.data_type_id - y.data_type_id,
  );
}

type Text = Pick<BulletinText, 'language' | 'title' | 'synopsis' | 'venue_notes'>;
const noText: Text = { language: '', title: '', synopsis: '', venue_notes: {} };

/** The languages whose texts differ, with the fields (and venues of the notes) that differ; a missing text is empty. */
export function textChanges(before: readonly Text[], after: readonly Text[]): TextChange[] {
  const old = new Map(before.map((t) => [t.language, t]));
  const now = new Map(after.map((t) => [t.language, t]));
  const languages = [...new Set([...old.keys(), ...now.keys()])].sort();
  return languages.flatMap((language) => {
    const b = old.get(language) ?? noText;
    const a = now.get(language) ?? noText;
    const venues = [...new Set([...Object.keys(b.venue_notes), ...Object.keys(a.venue_notes)])]
      .filter((venue) => (b.venue_notes[venue] ?? '') !== (a.venue_notes[venue] ?? ''))
      .map(Number)
      .sort((x, y) => x - y);
    const fields = textFields.filter((field) =>
      field === 'venue_notes' ? venues.length > 0 : b[field] !== a[field],
    );
    return fields.length ? [{ language, fields, venue_ids: venues }] : [];
  });
}
