import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '../../components/not-available-yet.tsx';

export function VenueScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  return <NotAvailableYet title={t('screens.venue')} id={id} />;
}
