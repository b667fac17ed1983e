import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '../../components/not-available-yet.tsx';

export function DataTypesScreen() {
  const { t } = useTranslation();
  return <NotAvailableYet title={t('screens.dataTypes')} />;
}
