import type { Icon } from '@bora/shared/icon';

type IconPictureProps = {
  icon: Pick<Icon, 'svg_url' | 'name'>;
  size?: number;
  /** When the name is already written beside the picture, the picture stays silent. */
  decorative?: boolean;
};

/**
 * An icon's picture, always through `<img>`: the sanitised SVG is served with a sandboxing CSP and
 * its markup never enters the page.
 */
export function IconPicture({ icon, size = 64, decorative = false }: IconPictureProps) {
  return (
    <img
      src={icon.svg_url}
      alt={decorative ? '' : icon.name}
      width={size}
      height={size}
      loading="lazy"
      className="icon-picture"
    />
  );
}
