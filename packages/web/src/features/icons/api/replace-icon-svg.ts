import { type Icon, iconUploadSchema } from '@bora/shared/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconsKey } from './get-icons.ts';

/**
 * Replaces the picture of an icon as it was loaded (412 if someone changed it since); its
 * `svg_url` changes with it, so no cache shows the old one.
 */
export function replaceIconSvg({ loaded, svg }: { loaded: Icon; svg: File }) {
  const form = new FormData();
  form.append('svg', svg);
  return apiRequest(`/api/icons/${loaded.id}/svg/`, {
    method: 'PUT',
    body: form,
    schema: iconUploadSchema,
    ifMatch: loaded,
  });
}

export function useReplaceIconSvg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceIconSvg,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: iconsKey }),
  });
}
