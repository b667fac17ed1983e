import { escapeHtml } from '../../lib/html.ts';
import { appStylesheets } from '../../lib/web-dist.ts';
import { type PageShell, pageFooter, pageHeader } from './page-shell.ts';

export type PageOptions = {
  shell: PageShell;
  title: string;
  /** Trusted HTML: every value in it must already be escaped. */
  body: string;
};

/** A server page (login, logout) in the app's look: its stylesheet, header and footer. */
export function renderPage({ shell, title, body }: PageOptions): string {
  const styles = appStylesheets()
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('\n    ');
  return `<!doctype html>
<html lang="${shell.language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)} · Bora</title>
    <link rel="icon" href="/logo.svg" type="image/svg+xml">
    ${styles}
  </head>
  <body>
    <div class="app-shell">
    <a class="visually-hidden-focusable skip-link" href="#content">${escapeHtml(shell.texts.skip)}</a>
    ${pageHeader(shell)}
    <main id="content" class="app-main">
      <div class="container py-5">
        <div class="row justify-content-center">
          <div class="col-12 col-md-8 col-lg-5">
${body}
          </div>
        </div>
      </div>
    </main>
    ${pageFooter(shell)}
    </div>
  </body>
</html>`;
}
