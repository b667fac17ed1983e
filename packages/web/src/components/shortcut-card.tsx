import { Link } from 'react-router';
import { Icon } from './icon.tsx';

type ShortcutCardProps = {
  to: string;
  icon: string;
  title: string;
  text: string;
  /** A page outside the app (API docs): followed by the browser, not the router. */
  external?: boolean;
};

/** A card that leads somewhere, the whole card being the link's target area. */
export function ShortcutCard({ to, icon, title, text, external }: ShortcutCardProps) {
  const content = (
    <>
      <span className="shortcut-icon" aria-hidden="true">
        <Icon name={icon} className="icon-primary" />
      </span>
      <span className="shortcut-text">
        <span className="shortcut-title">{title}</span>
        <span className="shortcut-description">{text}</span>
      </span>
    </>
  );
  return external ? (
    <a href={to} className="shortcut-card">
      {content}
    </a>
  ) : (
    <Link to={to} className="shortcut-card">
      {content}
    </Link>
  );
}
