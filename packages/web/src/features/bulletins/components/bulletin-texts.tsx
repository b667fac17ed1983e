import type { BulletinDetail } from '@bora/shared/bulletin';
import { useTranslation } from 'react-i18next';
import { venueNoteId } from '../../../lib/bulletin/grid-model.ts';
import { TextsTabs } from './texts-tabs.tsx';

type BulletinTextsProps = {
  bulletin: BulletinDetail;
  /** The tab shown: the content language the grid's venue notes follow. */
  language: string;
  onLanguage: (language: string) => void;
  /** The section's heading, "Texts" unless told. */
  heading?: string;
};

/** The title, synopsis and venue notes in each content language of the type, missing ones marked. */
export function BulletinTexts({ bulletin, language, onLanguage, heading }: BulletinTextsProps) {
  const { t, i18n } = useTranslation();
  const { languages, venues } = bulletin.composition;
  const noted = venues.filter((venue) =>
    bulletin.texts.some((text) => text.venue_notes[String(venue.id)]?.trim()),
  );
  return (
    <TextsTabs
      tabsId="bulletin-texts-tabs"
      languages={languages}
      language={language}
      onLanguage={onLanguage}
      heading={heading}
      textOf={(code) => bulletin.texts.find((item) => item.language === code)}
    >
      {(code, text, name) => (
        <div lang={code}>
          <p className="print-only fw-bold mb-1" lang={i18n.resolvedLanguage}>
            {name}
          </p>
          <h3 className="h5">{text?.title.trim() || <Missing what="title" />}</h3>
          <p className="bulletin-synopsis">{text?.synopsis.trim() || <Missing what="synopsis" />}</p>
          {noted.length ? (
            <>
              <h4 className="h6">{t('bulletin.texts.venueNotes')}</h4>
              <dl className="field-list mb-0">
                {noted.map((venue) => (
                  <div key={venue.id} className="field-list-item">
                    <dt>{venue.name}</dt>
                    <dd id={venueNoteId(code, venue.id)} tabIndex={-1}>
                      {text?.venue_notes[String(venue.id)]?.trim() || <Missing />}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </div>
      )}
    </TextsTabs>
  );
}

/** A translation not written yet, said in the UI language. */
function Missing({ what = 'note' }: { what?: 'title' | 'synopsis' | 'note' }) {
  const { t, i18n } = useTranslation();
  return (
    <em className="text-missing" lang={i18n.resolvedLanguage}>
      {t(`bulletin.texts.missing.${what}`)}
    </em>
  );
}
