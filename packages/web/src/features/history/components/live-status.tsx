import type { LivePerson } from '@bora/shared/bulletin-live';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../../lib/date-formats.ts';
import { runtimeConfig } from '../../../lib/runtime-config.ts';
import type { BulletinLive, LiveChange } from '../api/use-bulletin-live.ts';

const shownName = (person: LivePerson) => person.name || person.username;

function initials(person: LivePerson): string {
  const words = shownName(person)
    .split(/[\s._-]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

/** The sentence that tells a change: who did what, and when. */
function useChangeText(): (change: LiveChange) => string {
  const { t, i18n } = useTranslation();
  const clock = dateFormat(i18n.resolvedLanguage, {
    timeStyle: 'short',
    timeZone: runtimeConfig().timeZone,
  });
  return (change) => {
    const time = clock.format(change.at);
    if (change.kind === 'state') {
      // A discard is told to the draft's readers (it is gone) and to those of the version it corrected.
      const action =
        change.action === 'discard' && change.status !== 'draft' ? 'discardCorrection' : change.action;
      if (!change.who) return t(`bulletinLive.stateUnnamed.${action}`, { time });
      return t(`bulletinLive.state.${action}`, { who: shownName(change.who), time });
    }
    const words = { who: shownName(change.who), time };
    if (change.part === 'texts') return t('bulletinLive.savedTexts', words);
    if (!change.cells) return t('bulletinLive.savedManyCells', words);
    return t('bulletinLive.savedCells', { ...words, count: change.cells.length });
  };
}

/**
 * Who else has the bulletin open, and the latest change someone else made, as the live channel
 * (`useBulletinLive`) tells them; read out politely by screen readers as they change.
 */
export function LiveStatus({ viewers, lastChange, connected }: BulletinLive) {
  const { t } = useTranslation();
  const changeText = useChangeText();
  return (
    <div className="live-status d-flex flex-wrap align-items-center gap-3 small" aria-live="polite">
      {viewers.length > 0 && (
        <div className="d-flex align-items-center gap-2">
          <span>{t('bulletinLive.viewing')}</span>
          <ul className="list-inline mb-0 d-flex gap-1">
            {viewers.map((person) => (
              <li key={person.username} className="list-inline-item m-0">
                <span className="avatar size-sm bg-primary text-white" title={shownName(person)}>
                  <span aria-hidden="true">{initials(person)}</span>
                  <span className="visually-hidden">{shownName(person)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {lastChange && (
        <p className="mb-0">
          {changeText(lastChange)}
          {lastChange.kind === 'state' && lastChange.comment && <q className="ms-1">{lastChange.comment}</q>}
        </p>
      )}
      {!connected && <p className="mb-0 text-secondary">{t('bulletinLive.reconnecting')}</p>}
    </div>
  );
}
