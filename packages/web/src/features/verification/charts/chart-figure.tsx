import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type ChartFigureProps = {
  title: string;
  /** Draws the chart at a width in CSS pixels (an SVG from Observable Plot). */
  draw: (width: number) => Element;
  /** The same figures as a table: readable without the picture, and by a screen reader. */
  table: ReactNode;
};

/**
 * A chart with its title and, under it, a fold with its figures as a table. The picture is redrawn
 * at the width of its column when that changes (a phone turned, the window resized).
 */
export function ChartFigure({ title, draw, table }: ChartFigureProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const width = useWidth(host);
  useEffect(() => {
    const element = host.current;
    if (!element || width === 0) return;
    const chart = draw(width);
    // One picture named by its title, its figures in the table under it: Plot's labels on each
    // mark's group are not allowed there by ARIA, and a screen reader would read them as noise.
    for (const marked of chart.querySelectorAll('[aria-label], [aria-description]')) {
      marked.removeAttribute('aria-label');
      marked.removeAttribute('aria-description');
    }
    chart.setAttribute('role', 'img');
    chart.setAttribute('aria-label', title);
    element.replaceChildren(chart);
    return () => chart.remove();
  }, [draw, width, title]);
  return (
    <figure className="verification-figure">
      <figcaption className="h6 mb-2">{title}</figcaption>
      <div ref={host} className="verification-chart" />
      <details className="verification-table">
        <summary>{t('verification.tableView')}</summary>
        {table}
      </details>
    </figure>
  );
}

/** The element's width, followed as it changes (a fixed guess where the browser cannot say). */
function useWidth(host: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.clientWidth) || 480);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [host]);
  return width;
}
