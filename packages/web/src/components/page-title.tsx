import { type ReactNode, useEffect } from 'react';

type PageTitleProps = {
  title: string;
  lead?: string;
  /** The screen's buttons (Create, Edit…): on the title's line, at its end, on every screen. */
  actions?: ReactNode;
};

/** Names the browser tab after the screen, so history and screen readers tell screens apart. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Bora`;
  }, [title]);
}

/** A screen's heading, which also names the browser tab, with the screen's actions beside it. */
export function PageTitle({ title, lead, actions }: PageTitleProps) {
  useDocumentTitle(title);
  return (
    <div className="page-title mb-4">
      <h1 className="page-title-heading mb-0">{title}</h1>
      {lead ? <p className="page-title-lead lead text-secondary mb-0">{lead}</p> : null}
      {actions ? <div className="page-title-actions">{actions}</div> : null}
    </div>
  );
}
