import type { BulletinType } from '@bora/shared/bulletin-type';
import { useTranslation } from 'react-i18next';
import { useRuleSentence } from '../lib/rule-sentence.ts';

/** A type's consistency rules as sentences, for everyone who reads the type. */
export function RulesRead({ type }: { type: BulletinType }) {
  const { t } = useTranslation();
  const names = new Map(type.data_types.map((d) => [d.data_type_id, d.name]));
  const sentence = useRuleSentence((id) => names.get(id) ?? `#${id}`);
  return (
    <section className="card shadow-sm rounded mb-4 no-after" aria-labelledby="bt-rules">
      <div className="card-body p-4">
        <h2 id="bt-rules" className="h4 mb-2">
          {t('bulletinTypes.rules.title')}
        </h2>
        <p className="small text-secondary">{t('bulletinTypes.rules.lead')}</p>
        {type.rules.length === 0 ? (
          <p className="mb-0">{t('bulletinTypes.rules.none')}</p>
        ) : (
          <ul className="mb-0">
            {type.rules.map((rule) => (
              <li key={`${rule.left_data_type_id}${rule.relation}${rule.right_data_type_id}`}>
                {sentence(rule)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
