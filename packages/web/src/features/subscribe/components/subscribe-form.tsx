import type { PublicBulletinType } from '@bora/shared/public-api';
import { type SubscriptionInput, subscriptionInputSchema } from '@bora/shared/subscription';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { LanguageChoice } from './language-choice.tsx';
import { TypeChoice } from './type-choice.tsx';
import { Unavailable } from './unavailable.tsx';
import { waitText } from './wait-text.ts';

/** A refusal the form explains in words of its own, beside the fields, rather than in a toast. */
type Refusal = { kind: 'no_email' } | { kind: 'too_many'; retryAfter: number };
type Outcome = Refusal | { kind: 'sent'; input: SubscriptionInput };

function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 503) return { kind: 'no_email' };
  if (error.status === 429)
    return { kind: 'too_many', retryAfter: Number(error.problem.params?.retry_after) };
  return null;
}

type SubscribeFormProps = {
  types: PublicBulletinType[];
  /** The codes of the types to start with (`?type=`), those of `types`. */
  initialTypes: string[];
  onSent: (sent: SubscriptionInput) => void;
};

/** The types, the address and the e-mails' language; the schema the server checks, checked here first. */
export function SubscribeForm({ types, initialTypes, onSent }: SubscribeFormProps) {
  const { t } = useTranslation();
  const mutation = useSubscribe();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { form, submit } = useSchemaForm(subscriptionInputSchema, {
    defaultValues: { bulletin_types: initialTypes, email: '', language: currentLanguage() },
    save: async (input): Promise<Outcome> => {
      setRefusal(null);
      try {
        await mutation.mutateAsync(input);
        return { kind: 'sent', input };
      } catch (error) {
        const refused = refusalOf(error);
        if (refused) return refused;
        throw error;
      }
    },
    onSaved: (outcome) => (outcome.kind === 'sent' ? onSent(outcome.input) : setRefusal(outcome)),
  });

  const chosen = types.find((type) => type.code === form.watch('bulletin_types')?.[0]);
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="subscribe-form-title">
        <h2 id="subscribe-form-title" className="visually-hidden">
          {t('subscribe.form.title')}
        </h2>
        <TypeChoice types={types} />
        <div className="subscribe-email">
          <TextField<SubscriptionInput>
            name="email"
            type="email"
            label={t('subscribe.form.email')}
            autoComplete="email"
            maxLength={254}
            required
            hint={t('subscribe.form.emailHint')}
          />
        </div>
        <LanguageChoice />
        {refusal?.kind === 'no_email' ? <Unavailable feed={chosen?.links.feed} /> : null}
        {refusal?.kind === 'too_many' ? <TooMany seconds={refusal.retryAfter} /> : null}
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('subscribe.form.sending') : t('subscribe.form.submit')}
        </button>
      </form>
    </FormProvider>
  );
}

function TooMany({ seconds }: { seconds: number }) {
  const { t, i18n } = useTranslation();
  const known = Number.isFinite(seconds) && seconds > 0;
  return (
    <div className="alert alert-warning" role="alert">
      {known
        ? t('subscribe.tooMany', { wait: waitText(seconds, i18n.resolvedLanguage ?? 'it') })
        : t('subscribe.tooManyLater')}
    </div>
  );
}
