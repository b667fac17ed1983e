import type { Icon } from '@bora/shared/icon';
import type { ReactNode } from 'react';
import { useLocalized } from '../../../lib/localized.ts';
import { IconPicture } from './icon-picture.tsx';

type IconItemProps = {
  icon: Icon;
  size: number;
  /** A button acting on the icon, for whoever may. */
  action?: ReactNode;
};

/** An icon in a list: picture, name and code, and maybe an action. */
export function IconItem({ icon, size, action }: IconItemProps) {
  const local = useLocalized();
  return (
    <li className="compare-icon">
      <IconPicture icon={icon} size={size} />
      <span className="flex-grow-1">
        <span className="d-block">{local.name(icon)}</span>
        <span className="d-block font-monospace small text-secondary">{icon.code}</span>
      </span>
      {action}
    </li>
  );
}
