import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

/** The list's Create button (render it only for whoever may create). */
export function CreateButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-primary" onClick={onClick}>
      <Icon name="it-plus" className="icon-sm icon-white me-1" />
      {label ?? t('ui.form.create')}
    </button>
  );
}
