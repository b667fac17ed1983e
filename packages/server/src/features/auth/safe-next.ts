/** A redirect target after login: a local path only, never another site; `/` otherwise. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\\]/.test(next)) return '/';
  if (next.startsWith('/accounts/logout')) return '/';
  return next;
}
