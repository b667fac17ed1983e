import { useLocation } from 'react-router';

/** The server's sign-in page. */
export const LOGIN_PATH = '/accounts/login/';

/** The sign-in page's address for `url` (the login path), with `next` = where the person is now. */
export function loginHref(url: string, location: { pathname: string; search: string; hash: string }) {
  const here = `${location.pathname}${location.search}${location.hash}`;
  const [path] = url.split(/[?#]/);
  if (path !== LOGIN_PATH || here === '/') return url;
  return `${LOGIN_PATH}?${new URLSearchParams({ next: here })}`;
}

/** Where a link to `url` should lead: the sign-in page comes back here afterwards, any other address is kept. */
export function useLoginHref(url: string = LOGIN_PATH): string {
  return loginHref(url, useLocation());
}
