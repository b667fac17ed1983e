import type { IconBrief, IconComparison } from '@bora/shared/icon-compare';
import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';
import { IconPicture } from '../components/icon-picture.tsx';
import { backgroundClass, type IconBackground } from '../lib/icon-background.ts';
import { IconDifference } from './icon-difference.tsx';

type Row = IconComparison['rows'][number];

const ENLARGED = 160;

type CloserLookProps = {
  comparison: IconComparison;
  row: Row;
  background: IconBackground;
  onClose: () => void;
};

/** One row enlarged: the reference icon beside a chosen set's icon, overlaid, and how much they differ. */
export function CloserLook({ comparison, row, background, onClose }: CloserLookProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const id = useId();
  const candidates = row.cells.flatMap((cell, index) => {
    const set = comparison.sets[index];
    return set ? cell.icons.map((icon) => ({ icon, setName: local.name(set) })) : [];
  });
  const [chosenId, setChosenId] = useState(candidates[0]?.icon.id);
  const chosen = candidates.find((candidate) => candidate.icon.id === chosenId)?.icon;
  const reference = row.reference;
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={`${id}-title`} centered scrollable>
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h4">
          {t('icons.compare.closer.title', { name: local.name(reference) })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className={backgroundClass(background)}>
        {candidates.length === 0 ? (
          <>
            <Enlarged icon={reference} caption={local.name(comparison.reference)} />
            <p className="text-secondary mt-3 mb-0">{t('icons.compare.closer.nothing')}</p>
          </>
        ) : (
          <>
            <fieldset className="mb-3">
              <legend className="h6">{t('icons.compare.closer.compareWith')}</legend>
              <div className="d-flex flex-wrap gap-3">
                {candidates.map(({ icon, setName }) => (
                  <div key={icon.id} className="form-check mb-0">
                    <input
                      id={`${id}-${icon.id}`}
                      type="radio"
                      name={`${id}-candidate`}
                      checked={icon.id === chosenId}
                      onChange={() => setChosenId(icon.id)}
                    />
                    <label htmlFor={`${id}-${icon.id}`}>
                      {local.name(icon)} ({setName})
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
            {chosen ? (
              <Pair reference={reference} icon={chosen} referenceSet={local.name(comparison.reference)} />
            ) : null}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}

function Pair({
  reference,
  icon,
  referenceSet,
}: {
  reference: IconBrief;
  icon: IconBrief;
  referenceSet: string;
}) {
  const { t } = useTranslation();
  const local = useLocalized();
  return (
    <>
      <h3 className="h6">{t('icons.compare.closer.sideBySide')}</h3>
      <div className="closer-look-row">
        <Enlarged icon={reference} caption={referenceSet} />
        <Enlarged icon={icon} caption={local.name(icon)} />
        <figure className="closer-look-figure">
          <div
            className="closer-look-overlay icon-tile"
            role="img"
            aria-label={t('icons.compare.closer.overlayLabel', {
              name: local.name(icon),
              reference: local.name(reference),
            })}
          >
            <IconPicture icon={reference} size={ENLARGED} decorative />
            <IconPicture icon={icon} size={ENLARGED} decorative />
          </div>
          <figcaption>{t('icons.compare.closer.overlay')}</figcaption>
        </figure>
      </div>
      <IconDifference icon={icon} reference={reference} size={ENLARGED} />
    </>
  );
}

function Enlarged({ icon, caption }: { icon: IconBrief; caption: string }) {
  return (
    <figure className="closer-look-figure">
      <span className="icon-tile">
        <IconPicture icon={icon} size={ENLARGED} />
      </span>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
