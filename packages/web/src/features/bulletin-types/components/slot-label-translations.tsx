import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import { useTranslation } from 'react-i18next';
import { LabelTranslations } from '../../../components/label-translations.tsx';

/**
 * The slots' labels in the other content languages: one tab per language, a field per slot, so the
 * slots' table stays as short as with Italian alone. `keys` are the slots' rows' keys, so that a
 * moved slot's fields move with it.
 */
export function SlotLabelTranslations({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <LabelTranslations<BulletinTypeInput>
      name="slots"
      keys={keys}
      legend={t('bulletinTypes.slots.translations')}
      hint={t('bulletinTypes.slots.translationsHint')}
      fieldLabel={(language, index, slot) =>
        t('bulletinTypes.slots.labelIn', {
          language,
          n: index + 1,
          label: slot.label || t('bulletinTypes.slots.nth', { n: index + 1 }),
        })
      }
    />
  );
}
