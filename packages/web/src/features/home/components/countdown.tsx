import { useTranslation } from 'react-i18next';

/** The time left until an instant, in hours and minutes ("in 2 h 05 min"), said again as it changes. */
export function Countdown({ until, now }: { until: Date; now: Date }) {
  const { t } = useTranslation();
  const minutes = Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return (
    <span className="countdown fw-semibold">
      {hours > 0
        ? t('home.today.inHours', { hours, minutes: String(rest).padStart(2, '0') })
        : t('home.today.inMinutes', { count: rest })}
    </span>
  );
}
