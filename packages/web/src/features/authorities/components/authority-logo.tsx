import type { Authority } from '@bora/shared/authority';
import { MAX_SVG_BYTES } from '@bora/shared/icon';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { Icon } from '../../../components/icon.tsx';
import { errorText } from '../../../components/query-states.tsx';
import { isStale } from '../../../lib/api-error.ts';
import { useRemoveAuthorityLogo, useUploadAuthorityLogo } from '../api/authority-logo.ts';

type AuthorityLogoProps = {
  authority: Authority;
  canEdit: boolean;
  /** Reads the authority again, when someone else changed it since it was loaded. */
  onReload: () => Promise<unknown>;
};

/** The logo, shown to all; staff upload an SVG (and see what the sanitiser removed) or remove it. */
export function AuthorityLogo({ authority, canEdit, onReload }: AuthorityLogoProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAuthorityLogo();
  const remove = useRemoveAuthorityLogo();
  const [removed, setRemoved] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const fail = (error: unknown) => {
    if (isStale(error)) setStale(true);
    else setProblem(errorText(error, t('errors.unexpected')));
  };

  const send = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setStale(false);
    setRemoved(null);
    if (file.size > MAX_SVG_BYTES) {
      setProblem(t('authorities.logo.tooBig', { kb: Math.round(MAX_SVG_BYTES / 1024) }));
      return;
    }
    try {
      const answer = await upload.mutateAsync({ loaded: authority, file });
      setRemoved(answer.removed);
      toast.success(t('authorities.logo.uploaded'));
    } catch (error) {
      fail(error);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const drop = async () => {
    setProblem(null);
    setStale(false);
    try {
      await remove.mutateAsync(authority);
      setConfirming(false);
      setRemoved(null);
      toast.success(t('authorities.logo.removedToast'));
    } catch (error) {
      setConfirming(false);
      fail(error);
    }
  };

  return (
    <section className="card shadow-sm rounded h-100" aria-labelledby="authority-logo-title">
      <div className="card-body p-4">
        <h2 id="authority-logo-title" className="h4 mb-3">
          {t('authorities.logo.title')}
        </h2>
        {authority.logo_url ? (
          <div className="authority-logo-frame mb-3">
            <img src={authority.logo_url} alt={t('authorities.logo.alt', { name: authority.name })} />
          </div>
        ) : (
          <p className="text-secondary">{t('authorities.logo.none')}</p>
        )}
        {problem ? (
          <div className="alert alert-danger" role="alert">
            {problem}
          </div>
        ) : null}
        {stale ? (
          <ConflictAlert
            onReload={async () => {
              await onReload();
              setStale(false);
            }}
          />
        ) : null}
        {removed ? (
          <div className={`alert ${removed.length ? 'alert-warning' : 'alert-success'}`} role="status">
            {removed.length ? (
              <>
                <p className="mb-1">{t('authorities.logo.sanitised')}</p>
                <ul className="mb-0">
                  {removed.map((item) => (
                    <li key={item}>
                      <code>{item}</code>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              t('authorities.logo.clean')
            )}
          </div>
        ) : null}
        {canEdit ? (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <label
              htmlFor={inputId}
              className={`btn btn-outline-primary mb-0${upload.isPending ? ' disabled' : ''}`}
            >
              <Icon name="it-upload" className="icon-sm icon-primary me-1" />
              {upload.isPending
                ? t('authorities.logo.uploading')
                : authority.logo_url
                  ? t('authorities.logo.replace')
                  : t('authorities.logo.upload')}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".svg,image/svg+xml"
              className="visually-hidden"
              disabled={upload.isPending}
              onChange={(event) => void send(event.target.files?.[0])}
            />
            {authority.logo_url ? (
              <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
                {t('authorities.logo.remove')}
              </button>
            ) : null}
            <small className="form-text w-100">{t('authorities.logo.hint')}</small>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        show={confirming}
        title={t('authorities.logo.remove')}
        confirmLabel={t('authorities.logo.remove')}
        onConfirm={() => void drop()}
        onHide={() => setConfirming(false)}
        busy={remove.isPending}
        danger
      >
        <p className="mb-0">{t('authorities.logo.removeQuestion', { name: authority.name })}</p>
      </ConfirmDialog>
    </section>
  );
}
