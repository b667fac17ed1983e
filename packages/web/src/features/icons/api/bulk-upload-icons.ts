import { type IconCategory, iconBulkReportSchema } from '@bora/shared/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { iconSetsKey } from '../../../lib/icon-sets.ts';
import { iconsKey } from './get-icons.ts';

export type BulkUpload = { iconSetId: number; category: IconCategory; files: File[] };

/** One .zip goes in the `file` part; SVG files each in an `svg` part. */
export function bulkForm({ iconSetId, category, files }: BulkUpload): FormData {
  const form = new FormData();
  form.append('icon_set_id', String(iconSetId));
  form.append('category', category);
  const zip = files.length === 1 && files[0]?.name.toLowerCase().endsWith('.zip');
  for (const file of files) form.append(zip ? 'file' : 'svg', file);
  return form;
}

/** Uploads many pictures at once: all are saved, or (when any is rejected) none. */
export function bulkUploadIcons(upload: BulkUpload) {
  return apiRequest('/api/icons/bulk/', {
    method: 'POST',
    body: bulkForm(upload),
    schema: iconBulkReportSchema,
  });
}

export function useBulkUploadIcons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUploadIcons,
    onSuccess: async (report) => {
      if (!report.applied) return;
      await queryClient.invalidateQueries({ queryKey: iconsKey });
      await queryClient.invalidateQueries({ queryKey: iconSetsKey });
    },
  });
}
