import { authoritySchema } from '@bora/shared/authority';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { authorityKeys } from './keys.ts';

const logoAnswerSchema = z.object({ authority: authoritySchema, removed: z.array(z.string()) });
export type LogoAnswer = z.infer<typeof logoAnswerSchema>;

/** Uploads an SVG logo (multipart part `logo`); the answer lists what the sanitiser took out. */
export function uploadAuthorityLogo(id: number, file: File): Promise<LogoAnswer> {
  const body = new FormData();
  body.append('logo', file);
  return apiRequest(`/api/authorities/${id}/logo/`, { method: 'PUT', body, schema: logoAnswerSchema });
}

export function removeAuthorityLogo(id: number): Promise<undefined> {
  return apiRequest(`/api/authorities/${id}/logo/`, { method: 'DELETE' });
}

export function useUploadAuthorityLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAuthorityLogo(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityKeys.all }),
  });
}

export function useRemoveAuthorityLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeAuthorityLogo(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityKeys.all }),
  });
}
