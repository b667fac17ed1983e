import type { Icon } from '@bora/shared/icon';
import { useIconsMove } from '../lib/icon-motion.ts';
import { stillPictureUrl } from '../still-picture.ts';

type IconPictureProps = {
  icon: Pick<Icon, 'svg_url' | 'name'>;
  size?: number;
  /** When the name is already written beside the picture, the picture stays silent. */
  decorative?: boolean;
};

/**
 * An icon's picture, always through `<img>`: the sanitised SVG is served with a sandboxing CSP and
 * its markup never enters the page. Still, when the icons' motion is switched off.
 */
export function IconPicture({ icon, size = 64, decorative = false }: IconPictureProps) {
  const move = useIconsMove();
  return (
    <img
      src={move ? icon.svg_url : stillPictureUrl(icon.svg_url)}
      alt={decorative ? '' : icon.name}
      width={size}
      height={size}
      loading="lazy"
      className="icon-picture"
    />
  );
}
