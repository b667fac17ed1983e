import { useLoginHref } from '../lib/use-login-href.ts';
import { PageTitle } from './page-title.tsx';

type LogInNoticeProps = {
  title: string;
  /** Said before the link, e.g. "You are not logged in." */
  text?: string;
  /** The link's words, e.g. "Log in to see your profile". */
  link: string;
};

/** A screen of one's own (profile, notifications) as a visitor finds it: its title, and a way to log in that comes back here. */
export function LogInNotice({ title, text, link }: LogInNoticeProps) {
  const loginHref = useLoginHref();
  return (
    <section>
      <PageTitle title={title} />
      <div className="alert alert-info" role="status">
        {text ? `${text} ` : null}
        <a href={loginHref}>{link}</a>
      </div>
    </section>
  );
}
