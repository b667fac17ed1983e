import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { CallFailed, LinkProblem, linkFailureOf } from './link-problem.tsx';
import '../subscribe.css';

type LinkActionProps<T> = {
  title: string;
  lead: string;
  /** The button's words: the action the link was sent for. */
  action: string;
  busy: string;
  mutation: UseMutationResult<T, Error, string>;
  /** What the action did, once the server answered. */
  done: (result: T) => ReactNode;
};

/**
 * The page an e-mailed link opens (`?token=`): the action waits for the reader's button, never
 * runs on load, since mail scanners open links too. Then what it did, or why the link cannot work.
 */
export function LinkAction<T>({ title, lead, action, busy, mutation, done }: LinkActionProps<T>) {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const failure = token ? linkFailureOf(mutation.error) : 'invalid';
  const settled = mutation.isSuccess || (mutation.isError && failure !== null);
  const outcome = useRef<HTMLDivElement>(null);
  // The button the reader pressed is gone: the focus moves to what replaced it, which is read out.
  useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled]);
  return (
    <section className="subscribe-screen">
      <PageTitle title={title} lead={mutation.isSuccess || failure ? undefined : lead} />
      <div className="row">
        <div ref={outcome} tabIndex={-1} className="col-lg-8 col-xl-7 subscribe-outcome">
          {mutation.isSuccess ? (
            done(mutation.data)
          ) : failure ? (
            <LinkProblem failure={failure} />
          ) : (
            <>
              {mutation.isError ? <CallFailed error={mutation.error} /> : null}
              <button
                type="button"
                className="btn btn-primary"
                disabled={mutation.isPending}
                onClick={() => mutation.mutate(token)}
              >
                {mutation.isPending ? busy : action}
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
