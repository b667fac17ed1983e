import type { BulletinDetail, BulletinText } from '@bora/shared/bulletin';
import type { BulletinDiff, TextChange } from '@bora/shared/bulletin-history';
import { useTranslation } from 'react-i18next';

type CompareTextsProps = {
  bulletin: BulletinDetail;
  diff: BulletinDiff;
  /** The column heads: the bulletin compared with, and this one. */
  againstLabel: string;
  bulletinLabel: string;
};

type Row = { key: string; label: string; before: string; after: string; changed: boolean };

/**
 * Both bulletins' texts side by side, a table per content language: title, synopsis and each
 * venue's note, the one compared with on the left, this one on the right, the rows that differ marked.
 */
export function CompareTexts({ bulletin, diff, againstLabel, bulletinLabel }: CompareTextsProps) {
  const { t, i18n } = useTranslation();
  const languages = [
    ...new Set([
      ...bulletin.composition.languages,
      ...diff.bulletin_texts.map((text) => text.language),
      ...diff.against_texts.map((text) => text.language),
    ]),
  ];
  const venueNames = new Map(
    [...bulletin.composition.venues, ...diff.removed.venues].map((venue) => [String(venue.id), venue.name]),
  );
  const nameOf = (language: string) => t(`bulletinTypes.language.${language}`, { defaultValue: language });
  const changed = new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' }).format(
    diff.texts.map((text) => nameOf(text.language)),
  );
  // Folded at first: the texts of every language would push the grid, and its marked cells, far down.
  return (
    <details className="compare-texts-fold">
      <summary className="mb-2">
        <h3 className="h5 d-inline">{t('compare.texts.heading')}</h3>{' '}
        <span>
          {diff.texts.length
            ? t('compare.texts.changedIn', { languages: changed })
            : t('compare.texts.noneChanged')}
        </span>
      </summary>
      {languages.map((language) => {
        const name = nameOf(language);
        const before = diff.against_texts.find((text) => text.language === language);
        const after = diff.bulletin_texts.find((text) => text.language === language);
        const change = diff.texts.find((text) => text.language === language);
        const rows = textRows(before, after, change, venueNames, t);
        return (
          <div key={language} className="table-responsive mb-3">
            <table className="table table-sm compare-texts">
              <caption className="caption-top fw-semibold text-body">
                {change ? t('compare.texts.languageChanged', { name }) : name}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('compare.texts.field')}</th>
                  <th scope="col">{againstLabel}</th>
                  <th scope="col">{bulletinLabel}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className={row.changed ? 'compare-text-changed' : undefined}>
                    <th scope="row">
                      {row.label}
                      {row.changed ? (
                        <span className="d-block small fw-normal">{t('compare.texts.changed')}</span>
                      ) : null}
                    </th>
                    <td lang={language}>{row.before || <Empty />}</td>
                    <td lang={language}>{row.after || <Empty />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </details>
  );
}

function textRows(
  before: BulletinText | undefined,
  after: BulletinText | undefined,
  change: TextChange | undefined,
  venueNames: ReadonlyMap<string, string>,
  t: (key: string, options?: Record<string, unknown>) => string,
): Row[] {
  const fields = new Set(change?.fields ?? []);
  const noted = [
    ...new Set([...Object.keys(before?.venue_notes ?? {}), ...Object.keys(after?.venue_notes ?? {})]),
  ].filter((venue) => before?.venue_notes[venue]?.trim() || after?.venue_notes[venue]?.trim());
  return [
    {
      key: 'title',
      label: t('compare.texts.title'),
      before: before?.title ?? '',
      after: after?.title ?? '',
      changed: fields.has('title'),
    },
    {
      key: 'synopsis',
      label: t('compare.texts.synopsis'),
      before: before?.synopsis ?? '',
      after: after?.synopsis ?? '',
      changed: fields.has('synopsis'),
    },
    ...noted.map((venue) => ({
      key: `note-${venue}`,
      label: t('compare.texts.noteOf', { venue: venueNames.get(venue) ?? `#${venue}` }),
      before: before?.venue_notes[venue] ?? '',
      after: after?.venue_notes[venue] ?? '',
      changed: change?.venue_ids.includes(Number(venue)) ?? false,
    })),
  ];
}

/** A text not written, said in the UI language. */
function Empty() {
  const { t, i18n } = useTranslation();
  return (
    <em className="text-secondary" lang={i18n.resolvedLanguage}>
      {t('compare.texts.empty')}
    </em>
  );
}
