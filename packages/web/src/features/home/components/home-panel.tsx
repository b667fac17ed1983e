import { type ReactNode, useId } from 'react';

type HomePanelProps = { title: string; className: string; children: ReactNode };

/** One of Home's panels: a card in a grid column, a region named by its heading. */
export function HomePanel({ title, className, children }: HomePanelProps) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <div className="card shadow-sm rounded h-100">
        <div className="card-body p-4">
          <h2 id={id} className="h5 mb-3">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}
