import type { IconBrief, SetSuggestions } from '@bora/shared/icon-compare';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';
import { IconPicture } from '../components/icon-picture.tsx';
import { useScoreFormat } from './score.ts';

type Candidate = SetSuggestions['icons'][number]['candidates'][number];

type SuggestionListProps = {
  icon: IconBrief;
  candidates: Candidate[] | undefined;
  /** Accepts a candidate in one click; absent for whoever may not edit the set. */
  onAccept?: (icon: IconBrief, reference: IconBrief) => void;
  pending: boolean;
};

/** The reference icons that look most alike an unmapped icon, best first, each with its score. */
export function SuggestionList({ icon, candidates, onAccept, pending }: SuggestionListProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const score = useScoreFormat();
  if (!candidates) return null;
  if (candidates.length === 0)
    return <span className="small text-secondary">{t('icons.compare.suggest.none')}</span>;
  return (
    <ol className="list-unstyled d-flex flex-column gap-1 mb-0 compare-suggestions">
      {candidates.slice(0, 3).map(({ reference, score: value }) => (
        <li key={reference.id} className="compare-icon">
          <span className="icon-tile">
            <IconPicture icon={reference} size={32} decorative />
          </span>
          <span className="small">
            <span className="d-block">{local.name(reference)}</span>
            <span className="d-block text-secondary">{score(value)}</span>
          </span>
          {onAccept ? (
            <button
              type="button"
              className="btn btn-outline-primary btn-xs"
              disabled={pending}
              onClick={() => onAccept(icon, reference)}
              aria-label={t('icons.compare.suggest.acceptNamed', {
                name: local.name(icon),
                reference: local.name(reference),
              })}
            >
              {t('icons.compare.suggest.accept')}
            </button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
