import {
  type AcceptedSuggestions,
  type AcceptSuggestions,
  acceptedSuggestionsSchema,
} from '@bora/shared/icon-compare';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconsKey } from './get-icons.ts';

/**
 * Maps every unmapped icon of the set to its best suggestion scoring at least `min_score`, all or
 * nothing; with `dry_run` it only answers what it would do. With `preview` (a dry run's answer) it
 * maps only what that preview showed: 412 when the suggestions changed since.
 */
export function acceptSuggestions({
  setId,
  preview,
  ...body
}: AcceptSuggestions & { setId: number; preview?: AcceptedSuggestions | null }) {
  return apiRequest(`/api/icon-sets/${setId}/suggestions/accept/`, {
    method: 'POST',
    body,
    schema: acceptedSuggestionsSchema,
    ...(preview ? { ifMatch: preview } : {}),
  });
}

export function useAcceptSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptSuggestions,
    onSuccess: (report) =>
      report.applied ? queryClient.invalidateQueries({ queryKey: iconsKey }) : undefined,
  });
}
