import type { BrokenMapping, ComparedSet, IconComparison } from '@bora/shared/icon-compare';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';

type BrokenMappingsProps = {
  comparison: IconComparison;
  editable: (set: ComparedSet) => boolean;
  /** Applies a fix that is a new mapping (a reference icon, or null to unmap). */
  onFix: (broken: BrokenMapping, referenceIconId: number | null) => void;
  pending: boolean;
};

/** Mappings that cannot stand, each with what is wrong and its fix (applied in one click for whoever may). */
export function BrokenMappings({ comparison, editable, onFix, pending }: BrokenMappingsProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const referenceName = (id: number | null) => {
    const row = comparison.rows.find((one) => one.reference.id === id);
    return row ? local.name(row.reference) : String(id);
  };
  const sets = comparison.sets.filter((set) => set.broken.length > 0);
  return (
    <section className="card shadow-sm rounded mb-4 no-after" aria-labelledby="compare-broken">
      <div className="card-body p-4">
        <h2 id="compare-broken" className="h4">
          {t('icons.compare.broken.title')}
        </h2>
        {sets.length === 0 ? (
          <p className="text-secondary mb-0">{t('icons.compare.broken.none')}</p>
        ) : (
          sets.map((set) => (
            <div key={set.id}>
              <h3 className="h5">{local.name(set)}</h3>
              <ul className="list-unstyled d-flex flex-column gap-2">
                {set.broken.map((broken) => (
                  <li key={broken.icon.id} className="compare-broken">
                    <strong>{local.name(broken.icon)}</strong>{' '}
                    <span className="font-monospace small">{broken.icon.code}</span>
                    <div>{t(`icons.compare.broken.${broken.problem}`, { target: broken.target_code })}</div>
                    <Fix
                      broken={broken}
                      editable={editable(set)}
                      pending={pending}
                      targetName={referenceName(broken.fix.reference_icon_id ?? broken.reference_icon_id)}
                      onFix={onFix}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </section>
  );
}

type FixProps = {
  broken: BrokenMapping;
  editable: boolean;
  pending: boolean;
  targetName: string;
  onFix: BrokenMappingsProps['onFix'];
};

function Fix({ broken, editable, pending, targetName, onFix }: FixProps) {
  const { t } = useTranslation();
  const { action, reference_icon_id: target } = broken.fix;
  const text = t(`icons.compare.fix.${action}`, { reference: targetName });
  if (action === 'replace_picture') return <p className="mb-0">{text}</p>;
  if (!editable) return <p className="mb-0">{text}</p>;
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-xs mt-1"
      disabled={pending}
      onClick={() => onFix(broken, action === 'remap' ? target : null)}
    >
      {text}
    </button>
  );
}
