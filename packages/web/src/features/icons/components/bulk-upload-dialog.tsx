import {
  type IconBulkReport,
  type IconCategory,
  type IconSet,
  iconCategories,
  MAX_UPLOAD_BYTES,
} from '@bora/shared/icon';
import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { showError } from '../../../lib/show-error.ts';
import { useBulkUploadIcons } from '../api/bulk-upload-icons.ts';
import { categoryLabel } from '../lib/labels.ts';
import { BulkUploadReport } from './bulk-upload-report.tsx';

const isZip = (file: File) => file.name.toLowerCase().endsWith('.zip');

/** What is wrong with a choice of files before anything is sent, or null. */
export function filesProblem(files: File[]): string | null {
  if (files.length === 0) return 'Choose SVG files, or one .zip of SVG files.';
  if (files.some(isZip) && files.length > 1) return 'Send one .zip on its own, or SVG files without a .zip.';
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_UPLOAD_BYTES) {
    return `The upload is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB; send fewer or smaller files.`;
  }
  return null;
}

/** Uploads many SVGs at once (several files or one .zip) into a set, then shows the server's report. */
export function BulkUploadDialog({ set, onClose }: { set: IconSet; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState<IconCategory>('other');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<IconBulkReport | null>(null);
  const mutation = useBulkUploadIcons();

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const local = filesProblem(files);
    setProblem(local);
    if (local) return;
    setReport(null);
    try {
      const answer = await mutation.mutateAsync({ iconSetId: set.id, category, files });
      setReport(answer);
      if (answer.applied) toast.success(t('icons.bulk.applied', { count: answer.created.length }));
    } catch (error) {
      const onFiles = error instanceof ApiError && (error.errors.file ?? error.errors.svg);
      if (onFiles) setProblem(onFiles.join(' '));
      else showError(error);
    }
  };

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={`${id}-title`} centered scrollable>
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h4">
          {t('icons.bulk.title', { set: set.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <form
          id={`${id}-form`}
          onSubmit={(event) => void send(event)}
          noValidate
          aria-label={t('icons.bulk.title', { set: set.name })}
        >
          <p>{t('icons.bulk.intro')}</p>
          <div className="mb-4">
            <label htmlFor={`${id}-files`} className="form-label fw-semibold">
              {t('icons.bulk.files')} <span aria-hidden="true">*</span>
            </label>
            <input
              id={`${id}-files`}
              type="file"
              multiple
              accept=".svg,.zip,image/svg+xml,application/zip"
              className={`form-control${problem ? ' is-invalid' : ''}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
              onChange={(event) => {
                setFiles([...(event.target.files ?? [])]);
                setProblem(null);
                setReport(null);
              }}
            />
            <small id={`${id}-hint`} className="form-text">
              {t('icons.bulk.hint', { mb: MAX_UPLOAD_BYTES / (1024 * 1024) })}
            </small>
            {problem ? (
              <div id={`${id}-problem`} className="invalid-feedback d-block" role="alert">
                {translateMessage(problem)}
              </div>
            ) : null}
          </div>
          <div className="select-wrapper form-group">
            <label htmlFor={`${id}-category`} className="active">
              {t('icons.fields.category')}
            </label>
            <select
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value as IconCategory)}
            >
              {iconCategories.map((value) => (
                <option key={value} value={value}>
                  {categoryLabel(t, value)}
                </option>
              ))}
            </select>
            <small className="form-text">{t('icons.bulk.categoryHint')}</small>
          </div>
        </form>
        {report ? <BulkUploadReport report={report} /> : null}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {report?.applied ? t('ui.form.close') : t('ui.form.cancel')}
        </button>
        {report?.applied ? null : (
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('icons.bulk.sending') : t('icons.bulk.submit', { count: files.length })}
          </button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
