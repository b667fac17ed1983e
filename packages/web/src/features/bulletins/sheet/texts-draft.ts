import type { BulletinText } from '@bora/shared/bulletin';

/** A text field of one language: the title, the synopsis, or the note of a venue (`note:<venue id>`). */
export type TextField = 'title' | 'synopsis' | `note:${number}`;

/** One language's unsent texts: what the server had when I began (`base`) and what I wrote. */
export type PendingText = { base: BulletinText; mine: BulletinText };

/** The texts not yet saved, by language, on one revision: plain JSON, kept in the browser like the values. */
export type TextsDraft = { revision: number; languages: Record<string, PendingText> };

/** A field both I and someone else changed since the revision my edits were made on. */
export type TextConflict = { language: string; field: TextField; mine: string; theirs: string };

export function emptyTexts(language: string): BulletinText {
  return { language, title: '', synopsis: '', venue_notes: {} };
}

export function fieldOf(text: BulletinText, field: TextField): string {
  if (field === 'title' || field === 'synopsis') return text[field];
  return text.venue_notes[field.slice('note:'.length)] ?? '';
}

export function withField(text: BulletinText, field: TextField, value: string): BulletinText {
  if (field === 'title' || field === 'synopsis') return { ...text, [field]: value };
  const venue = field.slice('note:'.length);
  const venue_notes = { ...text.venue_notes };
  if (value === '') delete venue_notes[venue];
  else venue_notes[venue] = value;
  return { ...text, venue_notes };
}

function fieldsOf(...texts: BulletinText[]): TextField[] {
  const notes = new Set(texts.flatMap((text) => Object.keys(text.venue_notes)));
  return ['title', 'synopsis', ...[...notes].map((venue) => `note:${venue}` as TextField)];
}

function sameText(a: BulletinText, b: BulletinText): boolean {
  return fieldsOf(a, b).every((field) => fieldOf(a, field) === fieldOf(b, field));
}

/** A field written in one language; a language brought back to the server's text is no longer pending. */
export function writeText(
  draft: TextsDraft,
  server: BulletinText,
  field: TextField,
  value: string,
): TextsDraft {
  const language = server.language;
  const pending = draft.languages[language] ?? { base: server, mine: server };
  const mine = withField(pending.mine, field, value);
  const languages = { ...draft.languages };
  if (sameText(mine, pending.base)) delete languages[language];
  else languages[language] = { ...pending, mine };
  return { ...draft, languages };
}

/** The `PUT …/texts/` body of the pending languages; null when none is pending. */
export function textsBody(draft: TextsDraft): { texts: BulletinText[] } | null {
  const texts = Object.values(draft.languages).map((pending) => pending.mine);
  return texts.length === 0 ? null : { texts };
}

/** After a save: the languages sent are saved, unless written again while the request was out. */
export function acknowledgeTexts(
  draft: TextsDraft,
  sent: { texts: BulletinText[] },
  revision: number,
): TextsDraft {
  const languages = { ...draft.languages };
  for (const text of sent.texts) {
    const pending = languages[text.language];
    if (!pending) continue;
    if (sameText(pending.mine, text)) delete languages[text.language];
    else languages[text.language] = { ...pending, base: text };
  }
  return { revision, languages };
}

/**
 * My unsent texts re-applied on the server's current ones, field by field: a field only I changed
 * stays mine, one only they changed is theirs, one we both changed alike is settled, and one we
 * changed differently is a conflict (their text stays until I choose).
 */
export function mergeTextsOnto(
  draft: TextsDraft,
  current: { revision: number; texts: readonly BulletinText[] },
): { draft: TextsDraft; conflicts: TextConflict[] } {
  const conflicts: TextConflict[] = [];
  const languages: Record<string, PendingText> = {};
  for (const [language, pending] of Object.entries(draft.languages)) {
    const theirs = current.texts.find((text) => text.language === language) ?? emptyTexts(language);
    let mine = theirs;
    for (const field of fieldsOf(pending.base, pending.mine, theirs)) {
      const [base, wrote, now] = [pending.base, pending.mine, theirs].map((t) => fieldOf(t, field));
      if (wrote === base || wrote === now) continue;
      if (now === base) mine = withField(mine, field, wrote as string);
      else conflicts.push({ language, field, mine: wrote as string, theirs: now as string });
    }
    if (!sameText(mine, theirs)) languages[language] = { base: theirs, mine };
  }
  return { draft: { revision: current.revision, languages }, conflicts };
}

/** A text conflict settled: keeping mine writes my field over theirs; keeping theirs leaves it. */
export function resolveTextConflict(
  draft: TextsDraft,
  server: BulletinText,
  conflict: TextConflict,
  keep: 'mine' | 'theirs',
): TextsDraft {
  return keep === 'theirs' ? draft : writeText(draft, server, conflict.field, conflict.mine);
}

/** What the editor shows of a language: the server's text with my unsent writing on top. */
export function shownText(draft: TextsDraft, server: BulletinText): BulletinText {
  return draft.languages[server.language]?.mine ?? server;
}
