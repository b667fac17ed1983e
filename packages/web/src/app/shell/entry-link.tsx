import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLoginHref } from '../../lib/use-login-href.ts';

type EntryLinkProps = {
  url: string;
  /** True: a client-side link (no page load); false: a plain link that the browser follows. */
  routerLink: boolean;
  className?: string;
  /** For client-side links: only the exact path counts as the current page. */
  end?: boolean;
  onClick?: () => void;
  children: ReactNode;
};

/**
 * A link from a server-supplied menu: `router_link` entries stay in the app, the others leave it.
 * A link to the sign-in page carries where the person is, so signing in brings them back.
 */
export function EntryLink({ url, routerLink, className, end, onClick, children }: EntryLinkProps) {
  const href = useLoginHref(url);
  if (!routerLink) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <NavLink
      to={url}
      end={end}
      onClick={onClick}
      className={({ isActive }) => [className, isActive ? 'active' : ''].filter(Boolean).join(' ')}
    >
      {children}
    </NavLink>
  );
}
