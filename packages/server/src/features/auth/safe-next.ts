/** A redirect target after login: a local path only, never another site; `/` otherwise. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000) return '/';
  if (!next.startsWith('/') || next.startsWith('//')) return '/';
  if (next.includes('\\') || [...next].some((c) => c.charCodeAt(0) < 32)) return '/';
  if (next.startsWith('/accounts/logout')) return '/';
  return next;
}
