import { type ReactNode, useId } from 'react';

type SectionCardProps = {
  title: string;
  /** A sentence under the title on what the section is for. */
  lead?: string;
  /** Buttons and links on the title's line, at its end. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled part of a detail screen in a card, named by its heading for assistive technology. */
export function SectionCard({ title, lead, actions, className = '', children }: SectionCardProps) {
  const titleId = useId();
  return (
    <section className={`card shadow-sm rounded mt-4 ${className}`} aria-labelledby={titleId}>
      <div className="card-body p-3 p-md-4">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
          <h2 id={titleId} className="h4 mb-0">
            {title}
          </h2>
          {actions ? <div className="d-flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {lead ? <p className="text-secondary">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
