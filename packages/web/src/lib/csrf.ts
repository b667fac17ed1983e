/** The server's CSRF token, readable from the `csrftoken` cookie (the Django convention). */
export function csrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'csrftoken') return decodeURIComponent(rest.join('='));
  }
  return null;
}
