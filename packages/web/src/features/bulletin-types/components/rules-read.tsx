import { ruleIdentity } from '@bora/shared/bulletin-rules';
import type { BulletinType } from '@bora/shared/bulletin-type';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';
import { useDataTypeChoices } from '../api/composition-choices.ts';
import { useRuleSentence } from '../lib/rule-sentence.ts';
import { useRuleNames } from './use-rule-names.ts';

/** A type's consistency rules as sentences, for everyone who reads the type. */
export function RulesRead({ type }: { type: BulletinType }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const own = new Map(type.data_types.map((d) => [d.data_type_id, local.name(d)]));
  // Units, option labels and icon names, once known; the type's own names until then.
  const choices = useDataTypeChoices().data ?? [];
  const names = useRuleNames(
    choices.filter((d) => own.has(d.id)),
    type.icon_set_id,
    type.rules,
    (id) => own.get(id) ?? `#${id}`,
  );
  const sentence = useRuleSentence(names);
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
              <li key={ruleIdentity(rule)}>{sentence(rule)}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
