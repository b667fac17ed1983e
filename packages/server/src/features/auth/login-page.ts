import { escapeHtml } from '../../lib/html.ts';
import { renderPage } from './page-layout.ts';
import type { PageShell } from './page-shell.ts';

export type LoginForm = {
  shell: PageShell;
  csrfToken: string;
  next: string;
  username?: string;
  error?: string;
  signedInAs?: string;
};

export function loginPage(form: LoginForm): string {
  const t = form.shell.texts;
  const alert = form.error
    ? `<div class="alert alert-danger" role="alert" id="login-error">${escapeHtml(form.error)}</div>`
    : '';
  const signedIn = form.signedInAs
    ? `<div class="alert alert-info" role="status">${escapeHtml(t.signedInAs.replace('{name}', form.signedInAs))}</div>`
    : '';
  const describedBy = form.error ? ' aria-describedby="login-error"' : '';
  const body = `
          <h1 class="h2 mb-3">${escapeHtml(t.signIn)}</h1>
          <p class="lead mb-4">${escapeHtml(t.signInLead)}</p>
          ${signedIn}
          ${alert}
          <form method="post" action="/accounts/login/" novalidate>
            <input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(form.csrfToken)}">
            <input type="hidden" name="next" value="${escapeHtml(form.next)}">
            <div class="form-group">
              <label for="id_username" class="active">${escapeHtml(t.username)}</label>
              <input type="text" class="form-control" id="id_username" name="username" value="${escapeHtml(form.username ?? '')}" autocomplete="username" autocapitalize="none" maxlength="150" required autofocus${describedBy}>
            </div>
            <div class="form-group">
              <label for="id_password" class="active">${escapeHtml(t.password)}</label>
              <input type="password" class="form-control" id="id_password" name="password" autocomplete="current-password" maxlength="256" required${describedBy}>
            </div>
            <button type="submit" class="btn btn-primary">${escapeHtml(t.submit)}</button>
            <a class="btn btn-link" href="/">${escapeHtml(t.backHome)}</a>
          </form>`;
  return renderPage({ shell: form.shell, title: t.signIn, body });
}

export function logoutPage(form: { shell: PageShell; csrfToken: string }): string {
  const t = form.shell.texts;
  const body = `
          <h1 class="h2 mb-3">${escapeHtml(t.signOut)}</h1>
          <p class="lead mb-4">${escapeHtml(t.signOutQuestion)}</p>
          <form method="post" action="/accounts/logout/">
            <input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(form.csrfToken)}">
            <button type="submit" class="btn btn-primary">${escapeHtml(t.signOutButton)}</button>
            <a class="btn btn-link" href="/">${escapeHtml(t.cancel)}</a>
          </form>`;
  return renderPage({ shell: form.shell, title: t.signOut, body });
}
