import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

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

/** A link from a server-supplied menu: `router_link` entries stay in the app, the others leave it. */
export function EntryLink({ url, routerLink, className, end, onClick, children }: EntryLinkProps) {
  if (!routerLink) {
    return (
      <a href={url} className={className} onClick={onClick}>
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
