import { type IconInput, iconUploadSchema } from '@bora/shared/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconSetsKey } from '../../../lib/icon-sets.ts';
import { iconsKey } from './get-icons.ts';

/** The icon's fields as multipart text fields (null as empty), the picture in the `svg` part. */
export function iconForm(input: IconInput, svg: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    // The translations go as one JSON part, as the server reads them.
    const text = value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    form.append(key, text);
  }
  form.append('svg', svg);
  return form;
}

/** Uploads one icon; the answer says what the sanitiser removed from the picture. */
export function createIcon({ input, svg }: { input: IconInput; svg: File }) {
  return apiRequest('/api/icons/', { method: 'POST', body: iconForm(input, svg), schema: iconUploadSchema });
}

export function useCreateIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIcon,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: iconsKey });
      await queryClient.invalidateQueries({ queryKey: iconSetsKey });
    },
  });
}
