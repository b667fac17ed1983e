import { iconUploadSchema } from '@bora/shared/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconsKey } from './get-icons.ts';

/** Replaces an icon's picture; its `svg_url` changes with it, so no cache shows the old one. */
export function replaceIconSvg({ id, svg }: { id: number; svg: File }) {
  const form = new FormData();
  form.append('svg', svg);
  return apiRequest(`/api/icons/${id}/svg/`, { method: 'PUT', body: form, schema: iconUploadSchema });
}

export function useReplaceIconSvg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceIconSvg,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: iconsKey }),
  });
}
