import type { ImportRefusal } from '@bora/shared/bulletin-import';
import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalKinds, refusalReason } from './refusal-text.ts';

type RefusalsProps = {
  refused: readonly ImportRefusal[];
  /** The list of the refused values, which the summary brings into view. */
  list: RefObject<HTMLElement | null>;
};

/**
 * The summary's word on what is refused, first thing after the counts: how many values, why in
 * short (by kind, the most frequent first), and a button that brings the list of them into view.
 */
export function RefusalSummary({ refused, list }: RefusalsProps) {
  const { t } = useTranslation();
  const kinds = refusalKinds(refused)
    .map(({ kind, count }) => t(`bulletinImport.kind.${kind}`, { count }))
    .join(', ');
  const show = () => {
    list.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    list.current?.focus({ preventScroll: true });
  };
  return (
    <div className="alert alert-danger import-refused-summary" role="alert">
      <p className="mb-1">
        <strong>{t('bulletinImport.refusedSummary', { count: refused.length })}</strong> {kinds}.{' '}
        {t('bulletinImport.nothingWhileRefused')}
      </p>
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={show}>
        {t('bulletinImport.showRefused')}
      </button>
    </div>
  );
}

/** Each refused value by line and column, with why in the UI language; a region that scrolls, reachable by keyboard. */
export function RefusalList({ refused, list }: RefusalsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <>
      <h3 id={headingId} className="h6 text-danger">
        {t('bulletinImport.refused', { count: refused.length })}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1) */}
      <section ref={list} className="import-refused" aria-labelledby={headingId} tabIndex={0}>
        <ul>
          {refused.map((refusal) => (
            <li key={`${refusal.line}-${refusal.column}`}>
              {t('bulletinImport.refusal', {
                line: refusal.line,
                column: refusal.column ?? t('bulletinImport.wholeLine'),
                value: refusal.value,
                reason: refusalReason(refusal),
              })}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
