import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getIcon } from './get-icon.ts';
import { iconsKey } from './get-icons.ts';
import { updateIcon } from './update-icon.ts';

/** The icon's mapping is no longer the one the screen showed: nothing was written. */
export class MappingChanged extends Error {
  override name = 'MappingChanged';
}

export type Remap = {
  iconId: number;
  /** The reference icon the screen showed it mapped to (null: unmapped). */
  shown: number | null;
  /** The reference icon to map it to (null: unmap it). */
  to: number | null;
};

/**
 * Changes an icon's mapping from what a list showed (the comparison, a suggestion, a broken
 * mapping): the icon is read afresh for its version, refused with `MappingChanged` when its mapping
 * is no longer the one shown, and written with that version as `If-Match` (412 if it changes in
 * between), so that a mapping someone changed meanwhile is never overwritten unseen.
 */
export async function remapIcon({ iconId, shown, to }: Remap) {
  const icon = await getIcon(iconId);
  if (icon.reference_icon_id !== shown) throw new MappingChanged(icon.name);
  return updateIcon({ loaded: icon, changes: { reference_icon_id: to } });
}

/** `remapIcon`; whatever it answers, the lists that show mappings are read again. */
export function useRemapIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remapIcon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: iconsKey }),
  });
}
