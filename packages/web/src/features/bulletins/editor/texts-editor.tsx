import type { BulletinDetail, BulletinText } from '@bora/shared/bulletin';
import { useTranslation } from 'react-i18next';
import { venueNoteFieldId } from '../../../lib/bulletin/grid-model.ts';
import { TextsTabs } from '../components/texts-tabs.tsx';
import type { TextField } from '../sheet/texts-draft.ts';

type TextsEditorProps = {
  bulletin: BulletinDetail;
  /** The texts as shown (saved ones with mine on top), one per content language in the type's order. */
  texts: readonly BulletinText[];
  language: string;
  onLanguage: (language: string) => void;
  readOnly: boolean;
  onWrite: (language: string, field: TextField, value: string) => void;
  onBlur: () => void;
};

/**
 * The title, synopsis and venue notes of each content language, written in place and saved like the
 * cells; a language with its title or synopsis missing is marked on its tab.
 */
export function TextsEditor({
  bulletin,
  texts,
  language,
  onLanguage,
  readOnly,
  onWrite,
  onBlur,
}: TextsEditorProps) {
  const { t } = useTranslation();
  const { languages, venues } = bulletin.composition;
  return (
    <TextsTabs
      tabsId="editor-texts-tabs"
      className="editor-texts"
      languages={languages}
      language={language}
      onLanguage={onLanguage}
      textOf={(code) => texts[languages.indexOf(code)]}
    >
      {(code, text, name) => {
        if (!text) return null;
        const fieldId = (field: string) => `editor-text-${code}-${field}`;
        const written = venues.filter((venue) => text.venue_notes[String(venue.id)]?.trim()).length;
        return (
          <>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: leaving a text sends it at once */}
            <div lang={code} onBlur={onBlur}>
              <div className="mb-3">
                <label htmlFor={fieldId('title')} className="form-label">
                  {t('editor.texts.title')} ({name})
                </label>
                <input
                  id={fieldId('title')}
                  className="form-control"
                  value={text.title}
                  readOnly={readOnly}
                  aria-describedby={text.title.trim() ? undefined : fieldId('title-missing')}
                  onChange={(event) => onWrite(code, 'title', event.target.value)}
                />
                {text.title.trim() ? null : <Missing id={fieldId('title-missing')} what="title" />}
              </div>
              <div className="mb-3">
                <label htmlFor={fieldId('synopsis')} className="form-label">
                  {t('editor.texts.synopsis')} ({name})
                </label>
                <textarea
                  id={fieldId('synopsis')}
                  className="form-control"
                  rows={4}
                  value={text.synopsis}
                  readOnly={readOnly}
                  aria-describedby={text.synopsis.trim() ? undefined : fieldId('synopsis-missing')}
                  onChange={(event) => onWrite(code, 'synopsis', event.target.value)}
                />
                {text.synopsis.trim() ? null : <Missing id={fieldId('synopsis-missing')} what="synopsis" />}
              </div>
              <details>
                <summary>{t('editor.texts.notes', { count: written, total: venues.length })}</summary>
                <div className="editor-notes">
                  {venues.map((venue) => (
                    <div key={venue.id}>
                      <label htmlFor={venueNoteFieldId(code, venue.id)} className="form-label small mb-1">
                        {venue.name} <span className="font-monospace text-secondary">{venue.code}</span>
                      </label>
                      <input
                        id={venueNoteFieldId(code, venue.id)}
                        className="form-control form-control-sm"
                        value={text.venue_notes[String(venue.id)] ?? ''}
                        readOnly={readOnly}
                        onChange={(event) => onWrite(code, `note:${venue.id}`, event.target.value)}
                      />
                    </div>
                  ))}
                </div>
              </details>
            </div>
          </>
        );
      }}
    </TextsTabs>
  );
}

function Missing({ id, what }: { id: string; what: 'title' | 'synopsis' }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="form-text text-warning-emphasis mb-0">
      {t(`bulletin.texts.missing.${what}`)}
    </p>
  );
}
