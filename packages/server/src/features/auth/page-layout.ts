import { escapeHtml } from '../../lib/html.ts';
import { appStylesheets } from '../../lib/web-dist.ts';

export type PageOptions = {
  language: 'it' | 'en';
  title: string;
  /** Trusted HTML: every value in it must already be escaped. */
  body: string;
  skipLabel: string;
};

/** A server page (login, logout) in the app's look: the built app's stylesheet and its header. */
export function renderPage({ language, title, body, skipLabel }: PageOptions): string {
  const styles = appStylesheets()
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('\n    ');
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)} · Bora</title>
    <link rel="icon" href="/logo.svg" type="image/svg+xml">
    ${styles}
  </head>
  <body>
    <a class="visually-hidden-focusable" href="#content">${escapeHtml(skipLabel)}</a>
    <header class="it-header-wrapper">
      <div class="it-header-center-wrapper">
        <div class="container">
          <div class="it-header-center-content-wrapper">
            <div class="it-brand-wrapper">
              <a href="/" class="d-flex align-items-center gap-2 text-white text-decoration-none">
                <img src="/logo.svg" alt="" width="32" height="32">
                <span class="it-brand-title">Bora</span>
              </a>
            </div>
          </div>
        </div>
      </div>
    </header>
    <main id="content" class="container my-5">
      <div class="row justify-content-center">
        <div class="col-12 col-md-8 col-lg-5">
${body}
        </div>
      </div>
    </main>
  </body>
</html>`;
}
