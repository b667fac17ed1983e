import { CONFIRMATION_VALID_HOURS } from '@bora/shared/subscription';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/** Why an e-mailed link did nothing: it is broken, has expired, or names a subscription since ended. */
export type LinkFailure = 'invalid' | 'expired' | 'gone';

/** The failure a link's call answered, or null for one worth trying again (network, server). */
export function linkFailureOf(error: unknown): LinkFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.problem.code === 'link_expired' || error.status === 410) return 'expired';
  if (error.problem.code === 'link_invalid' || error.status === 400) return 'invalid';
  if (error.status === 404) return 'gone';
  return null;
}

/** A link that cannot work, said plainly, with the way to a new one. */
export function LinkProblem({ failure }: { failure: LinkFailure }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert">
      <h2 className="h5 alert-heading">{t(`subscribe.link.${failure}.title`)}</h2>
      <p>{t(`subscribe.link.${failure}.text`, { hours: CONFIRMATION_VALID_HOURS })}</p>
      <Link to="/subscribe" className="btn btn-outline-primary btn-sm">
        {t('subscribe.link.again')}
      </Link>
    </div>
  );
}

/** A call that failed for another reason (the server unreachable): the button stays to try again. */
export function CallFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert">
      {errorText(error, t('errors.network'))}
    </div>
  );
}
