import type { IconBrief } from '@bora/shared/icon-compare';
import { useLocalized } from '../../../lib/localized.ts';
import { IconPicture } from '../components/icon-picture.tsx';

/** An icon heading a row: its picture on the chosen background, its name and code (the picture stays silent). */
export function IconLabel({ icon, size }: { icon: IconBrief; size: number }) {
  const local = useLocalized();
  return (
    <div className="compare-icon">
      <span className="icon-tile">
        <IconPicture icon={icon} size={size} decorative />
      </span>
      <span>
        <span className="d-block">{local.name(icon)}</span>
        <span className="d-block font-monospace small text-secondary fw-normal">{icon.code}</span>
      </span>
    </div>
  );
}
