import { type VenueImportReport, venueImportReportSchema } from '@bora/shared/venue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { venuesKey } from './venue-keys.ts';

/** Sends a venue CSV (`POST /api/venues/import/`); a dry run only answers the report. */
export function importVenues(file: File, dryRun: boolean): Promise<VenueImportReport> {
  const body = new FormData();
  body.append('dry_run', String(dryRun));
  body.append('file', file);
  return apiRequest('/api/venues/import/', { method: 'POST', body, schema: venueImportReportSchema });
}

export function useImportVenues() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => importVenues(file, dryRun),
    onSuccess: (report) => (report.applied ? client.invalidateQueries({ queryKey: venuesKey }) : undefined),
  });
}
