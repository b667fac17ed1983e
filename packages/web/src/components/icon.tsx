import sprites from 'bootstrap-italia/dist/svg/sprites.svg';

type IconProps = {
  /** A Bootstrap Italia sprite name, e.g. `it-locked`. */
  name: string;
  className?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
};

/** A Bootstrap Italia icon from its SVG sprite (bundled, so nothing comes from a CDN). */
export function Icon({ name, className, label }: IconProps) {
  const classes = ['icon', className].filter(Boolean).join(' ');
  return label ? (
    <svg className={classes} role="img" aria-label={label} focusable="false">
      <use href={`${sprites}#${name}`} />
    </svg>
  ) : (
    <svg className={classes} aria-hidden="true" focusable="false">
      <use href={`${sprites}#${name}`} />
    </svg>
  );
}
