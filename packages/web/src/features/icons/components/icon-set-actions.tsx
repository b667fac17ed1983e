import type { IconSet } from '@bora/shared/icon';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { iconSetsKey } from '../../../lib/icon-sets.ts';
import { useDeleteIconSet } from '../api/delete-icon-set.ts';
import { useIconSet } from '../api/get-icon-set.ts';

type IconSetActionsProps = {
  set: IconSet;
  onUpload: () => void;
  onBulk: () => void;
  onEdit: () => void;
};

/**
 * What whoever manages a set may do with it: upload one or many icons, edit, delete; the delete
 * is sent with the set's own read (its version), so it never removes a set changed meanwhile.
 */
export function IconSetActions({ set, onUpload, onBulk, onEdit }: IconSetActionsProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const remove = useDeleteIconSet();
  const loaded = useIconSet(set.id).data;
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
      {loaded ? (
        <DeleteButton
          name={loaded.name}
          label={t('icons.set.delete')}
          onDelete={() => remove.mutateAsync(loaded)}
          onReload={() => client.invalidateQueries({ queryKey: iconSetsKey })}
          checkPath={`/api/icon-sets/${loaded.id}/`}
        />
      ) : null}
    </>
  );
}
