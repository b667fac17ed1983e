import type { BulletinDetail } from '@bora/shared/bulletin';
import type { FileImportReport, ImportColumn, ImportColumnChoice } from '@bora/shared/bulletin-import';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { GridIcon } from '../../../components/bulletin/cell-value.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { errorText } from '../../../components/query-states.tsx';
import { bulletinKey } from '../../../lib/bulletin/bulletin-keys.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { importFile } from '../api/import-file.ts';
import './import-dialog.css';
import { ImportChanges } from './import-changes.tsx';
import { RefusalList, RefusalSummary } from './import-refusals.tsx';

type ImportDialogProps = {
  bulletin: BulletinDetail;
  icons: readonly GridIcon[];
  /** Sends the edits that wait, before the file's values are written over the draft; false: not now. */
  prepare: () => Promise<boolean>;
  onHide: () => void;
};

/** The choice that reproduces the columns as they are, with one changed. */
function choiceOf(columns: ImportColumn[], index: number, choice: string, codeOf: (id: number) => string) {
  const chosen: ImportColumnChoice = {};
  for (const column of columns)
    chosen[String(column.index)] =
      column.role === 'data_type' ? `data_type:${codeOf(column.data_type_id ?? 0)}` : column.role;
  chosen[String(index)] = choice;
  return chosen;
}

/**
 * Imports a file's values into the draft: the file is read first as a dry run, which shows how its
 * columns were matched (each can be chosen otherwise), what would change cell by cell and what
 * cannot be taken; the import then writes it all, or nothing. A value a person typed is never
 * overwritten.
 */
export function ImportDialog({ bulletin, icons, prepare, onHide }: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const { name } = useLocalized();
  const refusedList = useRef<HTMLElement>(null);
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<ImportColumnChoice | undefined>(undefined);
  const [report, setReport] = useState<FileImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { composition } = bulletin;
  const dataTypes = new Map(composition.data_types.map((d) => [d.id, d]));
  const codeOf = (id: number) => dataTypes.get(id)?.code ?? '';

  const send = async (dryRun: boolean, chosenFile: File, choice: ImportColumnChoice | undefined) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await importFile(bulletin.id, {
        file: chosenFile,
        dryRun,
        ...(choice ? { columns: choice } : {}),
      });
      if (dryRun) setReport(answer);
      return answer;
    } catch (error) {
      setReport(null);
      setProblem(errorText(error, t('bulletinImport.failed')));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setColumns(undefined);
    setReport(null);
    if (chosen) void send(true, chosen, undefined);
  };

  const rematch = (column: ImportColumn, choice: string) => {
    if (!file || !report) return;
    const next = choiceOf(report.columns, column.index, choice, codeOf);
    setColumns(next);
    void send(true, file, next);
  };

  const commit = async () => {
    if (!file || !(await prepare())) return;
    const answer = await send(false, file, columns);
    if (!answer) return;
    await client.invalidateQueries({ queryKey: bulletinKey(bulletin.id) });
    toast.success(t('bulletinImport.done', { count: answer.set, kept: answer.kept_manual }));
    onHide();
  };

  const template = (kind: 'csv' | 'xlsx') =>
    `/api/bulletins/${bulletin.id}/import-template.${kind}?lang=${i18n.resolvedLanguage === 'en' ? 'en' : 'it'}`;
  const blocked = !report || report.refused.length > 0 || report.set === 0;

  return (
    <Modal
      show
      onHide={onHide}
      size="xl"
      aria-labelledby="import-dialog-title"
      dialogClassName="import-dialog"
      scrollable
    >
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id="import-dialog-title" as="h2" className="h4">
          {t('bulletinImport.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('bulletinImport.intro')}</p>
        <p className="small">
          {t('bulletinImport.template')} <a href={template('csv')}>CSV</a> ·{' '}
          <a href={template('xlsx')}>XLSX</a>
        </p>
        <FileField
          label={t('bulletinImport.file')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          onChoose={choose}
        />
        {busy ? (
          <p role="status" className="text-muted">
            {t('bulletinImport.reading')}
          </p>
        ) : null}
        {problem ? (
          <div className="alert alert-danger" role="alert">
            {problem}
          </div>
        ) : null}
        {report ? (
          <>
            <p role="status" className="import-summary">
              {t('bulletinImport.summary', {
                set: report.set,
                unchanged: report.unchanged,
                kept: report.kept_manual,
                unknown: report.unknown,
                lines: report.file.lines - 1,
              })}
            </p>
            {report.refused.length ? <RefusalSummary refused={report.refused} list={refusedList} /> : null}
            <h3 className="h6">{t('bulletinImport.columns')}</h3>
            <div className="table-responsive">
              <table className="table table-sm import-columns">
                <thead>
                  <tr>
                    <th scope="col">{t('bulletinImport.heading')}</th>
                    <th scope="col">{t('bulletinImport.holds')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.columns.map((column) => (
                    <tr key={column.index}>
                      <th scope="row" className="fw-normal">
                        {column.header || t('bulletinImport.untitled', { number: column.index + 1 })}
                        {column.matched ? null : (
                          <span className="badge bg-secondary ms-2">{t('bulletinImport.unmatched')}</span>
                        )}
                      </th>
                      <td>
                        <select
                          className="form-select form-select-sm"
                          aria-label={t('bulletinImport.holdsOf', {
                            heading: column.header || column.index + 1,
                          })}
                          disabled={busy}
                          value={
                            column.role === 'data_type'
                              ? `data_type:${codeOf(column.data_type_id ?? 0)}`
                              : column.role
                          }
                          onChange={(event) => rematch(column, event.currentTarget.value)}
                        >
                          {(['venue', 'venue_name', 'date', 'slot'] as const).map((role) => (
                            <option key={role} value={role}>
                              {t(`bulletinImport.role.${role}`)}
                            </option>
                          ))}
                          {composition.data_types.map((dataType) => (
                            <option key={dataType.id} value={`data_type:${dataType.code}`}>
                              {name(dataType)}
                              {dataType.unit ? ` (${dataType.unit})` : ''}
                            </option>
                          ))}
                          <option value="ignore">{t('bulletinImport.role.ignore')}</option>
                        </select>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {report.refused.length ? <RefusalList refused={report.refused} list={refusedList} /> : null}
            {report.changes.length ? (
              <ImportChanges bulletin={bulletin} icons={icons} changes={report.changes} set={report.set} />
            ) : null}
          </>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        {report?.refused.length ? (
          <p className="me-auto mb-0 small text-danger">{t('bulletinImport.fixFirst')}</p>
        ) : null}
        <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={busy}>
          {t('ui.form.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void commit()}
          disabled={busy || blocked}
        >
          {t('bulletinImport.import', { count: report?.set ?? 0 })}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
