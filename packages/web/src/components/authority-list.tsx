import type { Membership } from '@bora/shared/authority';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The user's authorities, each with the role held in it. */
export function AuthorityList({ memberships }: { memberships: Membership[] }) {
  const { t } = useTranslation();
  if (!memberships.length) return <p className="text-secondary mb-0">{t('authorities.none')}</p>;
  return (
    <ul className="list-unstyled authority-list mb-0">
      {memberships.map((membership) => (
        <li key={membership.id} className="d-flex align-items-center justify-content-between gap-3 py-2">
          <Link to={`/authorities/${membership.id}`}>{membership.name}</Link>
          <span className={`badge ${membership.role === 'manager' ? 'bg-primary' : 'bg-secondary'}`}>
            {t(`authorities.role.${membership.role}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
