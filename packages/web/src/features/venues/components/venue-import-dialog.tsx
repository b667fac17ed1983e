import { VENUE_CSV_COLUMNS, VENUE_CSV_REQUIRED, type VenueImportReport } from '@bora/shared/venue';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FileField } from '../../../components/file-field.tsx';
import { errorText } from '../../../components/query-states.tsx';
import { useImportVenues } from '../api/import-venues.ts';
import { ImportReport } from './import-report.tsx';

type VenueImportDialogProps = { show: boolean; onHide: () => void };

/**
 * CSV import in two steps: a dry run that shows what each row would do, then Import, offered
 * only when no row is rejected (the server applies all rows or none).
 */
export function VenueImportDialog({ show, onHide }: VenueImportDialogProps) {
  const { t } = useTranslation();
  const mutation = useImportVenues();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<VenueImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setReport(null);
    setProblem(null);
  };
  const close = () => {
    reset();
    setFile(null);
    onHide();
  };
  const send = async (dryRun: boolean) => {
    if (!file) {
      setProblem(t('venues.import.chooseFile'));
      return;
    }
    setProblem(null);
    try {
      const answer = await mutation.mutateAsync({ file, dryRun });
      setReport(answer);
      if (answer.applied) {
        toast.success(t('venues.import.applied', { created: answer.created, updated: answer.updated }));
        close();
      }
    } catch (error) {
      setReport(null);
      setProblem(errorText(error, t('errors.unexpected')));
    }
  };
  const checked = report !== null && !report.applied;
  const canApply = checked && report.rejected === 0 && report.rows.length > 0;

  return (
    <Modal show={show} onHide={close} size="lg" aria-labelledby="venue-import-title" centered scrollable>
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id="venue-import-title" as="h2" className="h4">
          {t('venues.import.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('venues.import.intro')}</p>
        <p className="small text-secondary">
          {t('venues.import.columns')} <code>{VENUE_CSV_COLUMNS.join(', ')}</code>.{' '}
          {t('venues.import.required')} <code>{VENUE_CSV_REQUIRED.join(', ')}</code>.
        </p>
        <FileField
          label={t('venues.import.file')}
          accept=".csv,text/csv"
          onChoose={(chosen) => {
            setFile(chosen);
            reset();
          }}
        />
        {problem ? (
          <div className="alert alert-danger" role="alert">
            {problem}
          </div>
        ) : null}
        {report ? (
          <div aria-live="polite">
            <ImportReport report={report} />
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={close}>
          {t('ui.form.cancel')}
        </button>
        <button
          type="button"
          className={canApply ? 'btn btn-outline-primary' : 'btn btn-primary'}
          onClick={() => void send(true)}
          disabled={mutation.isPending || !file}
        >
          {checked ? t('venues.import.checkAgain') : t('venues.import.check')}
        </button>
        {canApply ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void send(false)}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? t('venues.import.importing') : t('venues.import.apply')}
          </button>
        ) : null}
      </Modal.Footer>
    </Modal>
  );
}
