import type { PublicBulletinType } from '@bora/shared/public-api';
import type { SubscriptionInput } from '@bora/shared/subscription';
import { useTranslation } from 'react-i18next';
import { useFieldState } from '../../../components/form-fields.tsx';
import { useLocalized } from '../../../lib/localized.ts';

/**
 * The public bulletin types as a group of check boxes on cards, each with its name and description
 * in the reader's language: one or several are subscribed to at once, with one confirmation. The
 * group's error (none chosen, or the server's) is announced under its legend.
 */
export function TypeChoice({ types }: { types: PublicBulletinType[] }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const { form, ids, message } = useFieldState<SubscriptionInput>('bulletin_types');
  return (
    <fieldset
      className="subscribe-types mb-4"
      aria-describedby={message ? ids.error : undefined}
      aria-invalid={message ? true : undefined}
    >
      <legend className="h5">
        {t('subscribe.form.types')}
        <span aria-hidden="true"> *</span>
      </legend>
      <p className="small text-secondary mb-2">{t('subscribe.form.typesHint')}</p>
      {message ? (
        <div id={ids.error} className="invalid-feedback d-block mb-2" role="alert">
          {message}
        </div>
      ) : null}
      <div className="row g-2">
        {types.map((type) => {
          const id = `${ids.id}-${type.code}`;
          const description = local.description(type);
          return (
            <div key={type.code} className="col-md-6">
              <div className="subscribe-type">
                <div className="form-check">
                  <input
                    id={id}
                    type="checkbox"
                    value={type.code}
                    aria-describedby={description ? `${id}-description` : undefined}
                    {...form.register('bulletin_types')}
                  />
                  <label htmlFor={id} className="fw-semibold">
                    {local.name(type)}
                  </label>
                  {description ? (
                    <p id={`${id}-description`} className="subscribe-type-description small text-secondary">
                      {description}
                    </p>
                  ) : null}
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
