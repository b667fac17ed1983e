import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '../../components/not-available-yet.tsx';

export function UsersScreen() {
  const { t } = useTranslation();
  return <NotAvailableYet title={t('screens.users')} />;
}
