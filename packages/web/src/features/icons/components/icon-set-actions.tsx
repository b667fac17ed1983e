import type { IconSet } from '@bora/shared/icon';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useDeleteIconSet } from '../api/delete-icon-set.ts';

type IconSetActionsProps = {
  set: IconSet;
  onUpload: () => void;
  onBulk: () => void;
  onEdit: () => void;
};

/** What whoever manages a set may do with it: upload one or many icons, edit, delete. */
export function IconSetActions({ set, onUpload, onBulk, onEdit }: IconSetActionsProps) {
  const { t } = useTranslation();
  const remove = useDeleteIconSet();
  return (
    <>
      <button type="button" className="btn btn-primary btn-sm" onClick={onUpload}>
        <Icon name="it-upload" className="icon-sm icon-white me-1" />
        {t('icons.upload.one')}
      </button>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onBulk}>
        <Icon name="it-files" className="icon-sm icon-primary me-1" />
        {t('icons.upload.many')}
      </button>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onEdit}>
        <Icon name="it-pencil" className="icon-sm icon-primary me-1" />
        {t('icons.set.edit')}
      </button>
      <DeleteButton
        name={set.name}
        label={t('icons.set.delete')}
        onDelete={() => remove.mutateAsync(set.id)}
      />
    </>
  );
}
