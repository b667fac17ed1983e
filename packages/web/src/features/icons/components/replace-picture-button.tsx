import type { Icon } from '@bora/shared/icon';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Icon as SpriteIcon } from '../../../components/icon.tsx';
import { isStale } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';
import { useReplaceIconSvg } from '../api/replace-icon-svg.ts';

type ReplacePictureButtonProps = {
  /** The icon as it was loaded: its version goes with the new picture. */
  icon: Icon;
  /** The server refused because someone else changed the icon meanwhile (412). */
  onStale: () => void;
};

/**
 * Picks a new SVG for an icon and sends it at once; the server's refusal (not an SVG, too large)
 * is toasted, a change someone else made first goes to `onStale`.
 */
export function ReplacePictureButton({ icon, onStale }: ReplacePictureButtonProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const mutation = useReplaceIconSvg();
  const send = async (file: File) => {
    try {
      const { removed } = await mutation.mutateAsync({ loaded: icon, svg: file });
      toast.success(t('icons.dialog.replaced'));
      if (removed.length > 0) toast.warning(t('icons.upload.removed', { what: removed.join(', ') }));
    } catch (error) {
      if (isStale(error)) onStale();
      else showError(error);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        id={id}
        ref={input}
        type="file"
        accept=".svg,image/svg+xml"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={mutation.isPending}
        onClick={() => input.current?.click()}
      >
        <SpriteIcon name="it-upload" className="icon-sm icon-primary me-1" />
        {mutation.isPending ? t('icons.dialog.replacing') : t('icons.dialog.replace')}
      </button>
    </>
  );
}
