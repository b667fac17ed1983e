import { type Authority, authoritySchema } from '@bora/shared/authority';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { authorityKeys } from './keys.ts';

const logoAnswerSchema = z.object({ authority: authoritySchema, removed: z.array(z.string()) });
export type LogoAnswer = z.infer<typeof logoAnswerSchema>;

/**
 * Uploads an SVG logo (multipart part `logo`) for the authority as it was loaded (412 if it
 * changed since); the answer lists what the sanitiser took out.
 */
export function uploadAuthorityLogo(loaded: Authority, file: File): Promise<LogoAnswer> {
  const body = new FormData();
  body.append('logo', file);
  return apiRequest(`/api/authorities/${loaded.id}/logo/`, {
    method: 'PUT',
    body,
    schema: logoAnswerSchema,
    ifMatch: loaded,
  });
}

/** Removes the logo of the authority as it was loaded (412 if it changed since). */
export function removeAuthorityLogo(loaded: Authority): Promise<undefined> {
  return apiRequest(`/api/authorities/${loaded.id}/logo/`, { method: 'DELETE', ifMatch: loaded });
}

export function useUploadAuthorityLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loaded, file }: { loaded: Authority; file: File }) => uploadAuthorityLogo(loaded, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityKeys.all }),
  });
}

export function useRemoveAuthorityLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAuthorityLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityKeys.all }),
  });
}
