import {
  type FileImportReport,
  fileImportReportSchema,
  type ImportColumnChoice,
} from '@bora/shared/bulletin-import';
import { apiRequest } from '../../../lib/api-client.ts';

export type FileImport = { file: File; dryRun: boolean; columns?: ImportColumnChoice };

/** Sends a file of values to a draft: a dry run answers what it would change, else it imports. */
export function importFile(
  bulletinId: number,
  { file, dryRun, columns }: FileImport,
): Promise<FileImportReport> {
  const form = new FormData();
  form.append('dry_run', dryRun ? 'true' : 'false');
  if (columns && Object.keys(columns).length) form.append('columns', JSON.stringify(columns));
  form.append('file', file);
  return apiRequest(`/api/bulletins/${bulletinId}/import/`, {
    method: 'POST',
    body: form,
    schema: fileImportReportSchema,
  });
}
