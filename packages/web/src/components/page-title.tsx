import { useEffect } from 'react';

type PageTitleProps = {
  title: string;
  lead?: string;
};

/** Names the browser tab after the screen, so history and screen readers tell screens apart. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Bora`;
  }, [title]);
}

/** A screen's heading, which also names the browser tab. */
export function PageTitle({ title, lead }: PageTitleProps) {
  useDocumentTitle(title);
  return (
    <div className="mb-4">
      <h1 className="mb-2">{title}</h1>
      {lead ? <p className="lead text-secondary mb-0">{lead}</p> : null}
    </div>
  );
}
