import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '../../components/not-available-yet.tsx';

export function BulletinScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  return <NotAvailableYet title={t('screens.bulletin')} id={id} />;
}
