import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setIconsMove, useIconsMove } from '../lib/icon-motion.ts';

/** The checkbox that animates the icons that move, or stops them (WCAG 2.2.2: pause, stop, hide). */
export function IconMotionCheckbox() {
  const { t } = useTranslation();
  const id = useId();
  const move = useIconsMove();
  return (
    <div className="form-check icon-motion-checkbox mb-0">
      <input
        id={id}
        type="checkbox"
        checked={move}
        onChange={(event) => setIconsMove(event.target.checked)}
      />
      <label htmlFor={id}>{t('icons.motion')}</label>
    </div>
  );
}
