import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '../../components/not-available-yet.tsx';

export function AuthorityScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  return <NotAvailableYet title={t('screens.authority')} id={id} />;
}
