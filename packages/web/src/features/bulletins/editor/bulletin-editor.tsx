import type { BulletinDetail } from '@bora/shared/bulletin';
import { type CellKey, cellId } from '@bora/shared/bulletin-check';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import { useTranslation } from 'react-i18next';
import { bulletinCheckKey, bulletinKey } from '../../../lib/bulletin/bulletin-keys.ts';
import { useAfterPaint } from '../../../lib/use-after-paint.ts';
import { useRememberedChoice } from '../../../lib/use-remembered-choice.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useBulletinLive } from '../../history/api/use-bulletin-live.ts';
import { ComparePanel } from '../../history/compare/compare-panel.tsx';
import { ComparedCells } from '../../history/compare/compared-cells.tsx';
import { BulletinHistory } from '../../history/components/bulletin-history.tsx';
import { LiveStatus } from '../../history/components/live-status.tsx';
import { ImportDialog } from '../../imports/components/import-dialog.tsx';
import { BulletinActions } from '../../workflow/components/bulletin-actions.tsx';
import { ReturnedBanner } from '../../workflow/components/returned-banner.tsx';
import { bulletinQueryOptions } from '../api/bulletin-query.ts';
import { CheckProblems, iconMap, problemSentence } from '../check/check-problems.tsx';
import { BulletinDetailsFold } from '../components/bulletin-details-fold.tsx';
import { DiscardDraft } from '../components/discard-draft.tsx';
import { BulletinViews, useGridView } from '../grid/bulletin-views.tsx';
import { ColumnsPicker } from '../grid/columns-picker.tsx';
import { SourceTint, useSourceTint } from '../grid/source-tint.tsx';
import { useHiddenColumns } from '../grid/use-hidden-columns.ts';
import { gridCheck } from '../sheet/grid-check.ts';
import type { SheetEdit } from '../sheet/sheet-cells.ts';
import { sheetValueAt } from '../sheet/sheet-cells.ts';
import { type CellPosition, positionOf, sheetLayout } from '../sheet/sheet-layout.ts';
import { shownCells } from '../sheet/sheet-state.ts';
import type { TextField } from '../sheet/texts-draft.ts';
import { shownText } from '../sheet/texts-draft.ts';
import { CellBar } from './cell-bar.tsx';
import { ConflictsPanel } from './conflicts-panel.tsx';
import { editorReducer, initialEditor, serverText, unsent } from './editor-state.ts';
import { EditorTools } from './editor-tools.tsx';
import { PrintedDraft } from './printed-draft.tsx';
import { RestoreOffer } from './restore-offer.tsx';
import { SaveStatusBar } from './save-status.tsx';
import { SelectionStore, WithSelection } from './selection-store.ts';
import { SheetGrid } from './sheet-grid.tsx';
import type { CellMarks } from './sheet-view-store.ts';
import { TextsEditor } from './texts-editor.tsx';
import { useActionGuard } from './use-action-guard.tsx';
import { useAutosave } from './use-autosave.ts';
import { useCellSources } from './use-cell-sources.ts';
import { useCellWords } from './use-cell-words.ts';
import { useFlashes } from './use-flashes.ts';
import { useStoredDraft } from './use-stored-draft.ts';
import './bulletin-editor.css';
import { useGridIcons } from '../grid/grid-icons.ts';

/**
 * A draft as its writers see it: a spreadsheet of its values and the texts per language, saved as
 * they type, kept in the browser until saved, merged with what others save meanwhile; the check
 * beside it, the actions under it. Once the bulletin can no longer be written (submitted by
 * someone else, say) it stays open read-only, with the unsent edits still there to copy.
 */
export function BulletinEditor({ bulletin }: { bulletin: BulletinDetail }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const me = useViewer().user?.username;
  const [state, dispatch] = useReducer(editorReducer, bulletin, initialEditor);
  // The whole grid, which the check, the autosave and the actions cover; and the part in sight.
  const layout = useMemo(() => sheetLayout(bulletin.composition), [bulletin.composition]);
  const columnsChoice = useHiddenColumns(bulletin.composition, bulletin.bulletin_type.id);
  const { hidden, reveal } = columnsChoice;
  const shownLayout = useMemo(
    () => sheetLayout(bulletin.composition, hidden),
    [bulletin.composition, hidden],
  );
  const [selection] = useState(() => new SelectionStore());
  const [message, setMessage] = useState<string | null>(null);
  const gridRef = useRef<DataGridHandle>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  const { languages } = bulletin.composition;
  const [language, setLanguage] = useState(() =>
    languages.includes(i18n.resolvedLanguage ?? '')
      ? (i18n.resolvedLanguage as string)
      : (languages[0] ?? 'it'),
  );
  const icons = useGridIcons(bulletin);
  const words = useCellWords(icons);
  const iconsByCode = useMemo(() => iconMap(icons), [icons]);
  const iconCodes = useMemo(() => icons.map((icon) => icon.code), [icons]);
  const readOnly = !bulletin.can_edit;
  const [checkShown, setCheckShown] = useRememberedChoice('bora-editor-check', true);
  const workspaceTop = useRef<HTMLDivElement>(null);
  // A spreadsheet is a workspace: opened, the page goes to the bulletin's line, the grid under it.
  useEffect(() => {
    if (window.scrollY === 0) workspaceTop.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  // Every fresh read of the bulletin (someone's save, a state change, a reconnect) is merged in.
  useEffect(() => {
    dispatch({ type: 'read', revision: bulletin.revision, values: bulletin.values, texts: bulletin.texts });
  }, [bulletin.revision, bulletin.values, bulletin.texts]);

  const reread = useCallback(
    () => queryClient.fetchQuery({ ...bulletinQueryOptions(bulletin.id), staleTime: 0 }),
    [queryClient, bulletin.id],
  );
  // Whether the actions shown (read with the bulletin) are blocked by the check, and whether the
  // check as typed now passes: when they disagree after a save, the bulletin is read again.
  const verdict = useRef({ checked: false, blocked: false, passes: false });
  const onSaved = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: bulletinCheckKey(bulletin.id) });
    const { checked, blocked, passes } = verdict.current;
    if (checked && blocked === passes)
      void queryClient.invalidateQueries({ queryKey: bulletinKey(bulletin.id) });
  }, [queryClient, bulletin.id]);
  const { status, flush } = useAutosave({
    bulletinId: bulletin.id,
    state,
    dispatch,
    reread,
    onSaved,
    enabled: !readOnly,
  });
  const stored = useStoredDraft(bulletin.id, state, dispatch);

  const live = useBulletinLive(bulletin.id, me);
  const flashes = useFlashes(live.lastChange);

  const cells = useMemo(() => shownCells(state.sheet), [state.sheet]);
  const latestCells = useRef(cells);
  latestCells.current = cells;
  const cellsNow = useCallback(() => latestCells.current, []);
  // What is around the grid (the check, its marks on the cells, the cell bar) follows an edit in a
  // render of its own, once the keystroke has painted.
  const settledSheet = useAfterPaint(state.sheet);
  const settledCells = useMemo(() => shownCells(settledSheet), [settledSheet]);
  const [tinted, setTinted] = useSourceTint();
  const sources = useCellSources(settledSheet, tinted);
  // Only a change of the texts makes new ones: the grid's edits leave them as they were.
  const { texts: textsDraft, serverTexts } = state;
  const texts = useMemo(
    () => languages.map((lang) => shownText(textsDraft, serverText({ serverTexts }, lang))),
    [languages, textsDraft, serverTexts],
  );
  // The check as the cells and texts are now, before they are saved: marks on the cells, the list beside.
  const checkGrid = useMemo(
    () => gridCheck(bulletin.composition, layout, iconCodes, bulletin.issue_date),
    [bulletin.composition, layout, iconCodes, bulletin.issue_date],
  );
  const problems = useMemo(() => checkGrid(settledCells, texts), [checkGrid, settledCells, texts]);
  const problemMarks = useMemo(() => {
    const byCell = new Map<string, { severity: 'error' | 'warning'; text: string }>();
    for (const problem of problems) {
      if (!problem.cell || problem.code === 'required_missing') continue;
      const id = cellId(problem.cell);
      if (!byCell.has(id) || problem.severity === 'error')
        byCell.set(id, {
          severity: problem.severity,
          text: problemSentence(problem, bulletin, t, iconsByCode),
        });
    }
    return byCell;
  }, [problems, bulletin, t, iconsByCode]);
  const marks = useMemo<CellMarks>(() => {
    // A cell that shows my unsent value was not changed under my eyes: it does not flash.
    const pending = settledSheet.draft.cells;
    const theirs = new Map([...flashes].filter(([id]) => !(id in pending)));
    return { problems: problemMarks, flashes: theirs };
  }, [problemMarks, flashes, settledSheet.draft.cells]);

  const onEdit = useCallback((edit: SheetEdit) => {
    setMessage(null);
    dispatch({ type: 'edit', edit });
  }, []);
  const writeText = useCallback(
    (lang: string, field: TextField, value: string) =>
      dispatch({ type: 'write-text', language: lang, field, value }),
    [],
  );
  const flushNow = useCallback(() => void flush(), [flush]);
  const [importing, setImporting] = useState(false);
  // An import never overwrites what was typed: what waits is sent first, so that it counts as typed.
  const prepareImport = useCallback(async () => {
    await flush();
    return true;
  }, [flush]);
  const undo = useCallback(() => {
    setMessage(null);
    dispatch({ type: 'undo' });
  }, []);
  const redo = useCallback(() => {
    setMessage(null);
    dispatch({ type: 'redo' });
  }, []);
  // Selects a cell in sight and gives it the focus: the grid focuses a cell it selects anew, the
  // cell already selected is focused here, or once drawn where the table was behind the map.
  const selectAt = useCallback((pos: CellPosition) => {
    const grid = gridRef.current;
    grid?.selectCell({ rowIdx: pos.row, idx: pos.col + 1 }, { shouldFocusCell: true });
    const cell = () =>
      grid?.element?.querySelector<HTMLElement>(`[data-sheet-row="${pos.row}"][data-sheet-col="${pos.col}"]`);
    cell()?.focus();
    if (document.activeElement !== cell()) requestAnimationFrame(() => cell()?.focus());
  }, []);
  // A link to a hidden cell brings its column back, then selects it once the grid shows it.
  const hiddenJump = useRef<CellKey | null>(null);
  const jumpTo = useCallback(
    (cell: CellKey) => {
      const pos = positionOf(shownLayout, cell);
      if (pos) return selectAt(pos);
      hiddenJump.current = cell;
      reveal(cell);
    },
    [shownLayout, reveal, selectAt],
  );
  useEffect(() => {
    const cell = hiddenJump.current;
    const pos = cell && positionOf(shownLayout, cell);
    if (!pos) return;
    hiddenJump.current = null;
    selectAt(pos);
  }, [shownLayout, selectAt]);
  // Whether the grid shows as a sheet or on a map; a link to a cell (a problem, a change) shows the sheet.
  const views = useGridView();
  const { setView } = views;
  const goToCell = useCallback(
    (cell: CellKey) => {
      setView('table');
      jumpTo(cell);
    },
    [setView, jumpTo],
  );
  const guard = useActionGuard({
    bulletin,
    words,
    state,
    layout,
    flush,
    offer: stored.offer,
    readOnly,
    dispatch,
    onCell: goToCell,
  });
  const editNote = useCallback(() => {
    const field = noteRef.current;
    if (field && !field.disabled) field.focus();
    else setMessage(t('editor.note.needsValue'));
  }, [t]);
  const backToGrid = useCallback(() => {
    const active = selection.current?.active;
    if (active) selectAt(active);
  }, [selection, selectAt]);
  verdict.current = {
    checked: bulletin.actions.some((action) => action.action === 'submit' || action.action === 'publish'),
    blocked: bulletin.actions.some((action) => action.blocked_by === 'check'),
    passes: !problems.some((problem) => problem.severity === 'error'),
  };
  const count = unsent(state);
  const notes = texts.find((text) => text.language === language)?.venue_notes ?? NO_NOTES;
  const valueAt = useMemo(() => sheetValueAt(cells), [cells]);
  const revision = state.sheet.draft.revision;
  // Made once per revision, so that the memoised actions bar redraws only when something changed.
  const discard = useMemo(
    () => <DiscardDraft bulletin={bulletin} revision={revision} />,
    [bulletin, revision],
  );
  const check = useMemo(
    () => ({
      revision,
      passes: !problems.some((p) => p.severity === 'error'),
      errors: problems.filter((p) => p.severity === 'error').length,
      warnings: problems.filter((p) => p.severity === 'warning').length,
      problems,
    }),
    [revision, problems],
  );

  return (
    <>
      <div ref={workspaceTop} className="editor-workspace-top">
        <Fold bulletin={bulletin} beside={<Live {...live} />} />
      </div>
      <ReturnedBanner returned={bulletin.returned} />
      <RestoreOffer offer={stored.offer} onRestore={stored.restore} onDiscard={stored.discard} />
      <ConflictsPanel
        bulletin={bulletin}
        words={words}
        cells={state.sheet.conflicts}
        texts={state.textConflicts}
        onResolve={(conflict, keep) => dispatch({ type: 'resolve', conflict, keep })}
        onResolveText={(conflict, keep) => dispatch({ type: 'resolve-text', conflict, keep })}
      />
      <div className="editor-workspace">
        <div className="editor-topbar">
          <SaveStatusBar
            words={words}
            status={status}
            readOnly={readOnly}
            bulletin={bulletin}
            unsent={count}
            canUndo={state.sheet.history.done.length > 0}
            canRedo={state.sheet.history.undone.length > 0}
            onUndo={undo}
            onRedo={redo}
            onSaveNow={() => void flush()}
            message={
              message ?? (state.sheet.skipped ? t('editor.skipped', { count: state.sheet.skipped }) : null)
            }
            state={state}
            layout={layout}
          />
          <div className="editor-workbar d-print-none">
            <Actions
              bulletin={bulletin}
              prepare={guard.prepare}
              notice={guard.notice}
              compact
              discard={discard}
            />
            {checkShown ? null : (
              <button
                type="button"
                className="btn btn-outline-primary btn-sm editor-check-toggle"
                aria-expanded={false}
                aria-controls="editor-check"
                onClick={() => setCheckShown(true)}
              >
                {t('editor.check.show', {
                  errors: t('bulletin.check.errors', { count: check.errors }),
                  warnings: t('bulletin.check.warnings', { count: check.warnings }),
                })}
              </button>
            )}
          </div>
        </div>
        <div className={checkShown ? 'bulletin-editor bulletin-editor-checking' : 'bulletin-editor'}>
          <section className="bulletin-editor-main" aria-labelledby="editor-grid-heading">
            <h2 id="editor-grid-heading" className="h4 visually-hidden">
              {t('bulletin.grid.heading')}
            </h2>
            <BulletinViews
              table={
                <ComparedCells bulletin={bulletin} revision={revision}>
                  <div className="editor-grid-bar">
                    {readOnly ? null : (
                      <WithSelection store={selection}>
                        {(selected) => (
                          <Tools
                            bulletin={bulletin}
                            layout={shownLayout}
                            wholeLayout={layout}
                            cellsNow={cellsNow}
                            col={selected?.active.col}
                            icons={icons}
                            onEdit={onEdit}
                          />
                        )}
                      </WithSelection>
                    )}
                    <SourceTint on={tinted} onChange={setTinted} counts={sources.counts} />
                    <ColumnsPicker
                      composition={bulletin.composition}
                      issueDate={bulletin.issue_date}
                      choice={columnsChoice}
                    />
                    {readOnly ? null : (
                      <button
                        type="button"
                        className="btn btn-outline-primary btn-xs editor-import"
                        onClick={() => setImporting(true)}
                      >
                        {t('bulletinImport.open')}
                      </button>
                    )}
                  </div>
                  {importing ? (
                    <ImportDialog
                      bulletin={bulletin}
                      icons={icons}
                      prepare={prepareImport}
                      onHide={() => setImporting(false)}
                    />
                  ) : null}
                  <WithSelection store={selection}>
                    {(selected) => (
                      <Bar
                        bulletin={bulletin}
                        layout={shownLayout}
                        cells={settledCells}
                        cellsNow={cellsNow}
                        sourceOf={sources.sourceOf}
                        selection={selected}
                        marks={marks}
                        icons={icons}
                        readOnly={readOnly}
                        onEdit={onEdit}
                        noteRef={noteRef}
                        onNoteDone={backToGrid}
                      />
                    )}
                  </WithSelection>
                  {/* biome-ignore lint/a11y/noStaticElementInteractions: leaving the grid sends what was typed at once */}
                  <div onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && void flush()}>
                    <WithSelection store={selection}>
                      {(selected) => (
                        <SheetGrid
                          bulletin={bulletin}
                          layout={shownLayout}
                          cells={cells}
                          icons={icons}
                          notes={notes}
                          readOnly={readOnly}
                          sources={tinted ? sources.sourceOf : null}
                          selection={selected}
                          onSelection={selection.set}
                          onEdit={onEdit}
                          onUndo={undo}
                          onRedo={redo}
                          onMessage={setMessage}
                          onEditNote={editNote}
                          gridRef={gridRef}
                          {...marks}
                        />
                      )}
                    </WithSelection>
                  </div>
                </ComparedCells>
              }
              views={views}
              compact
              bulletin={bulletin}
              icons={icons}
              valueAt={valueAt}
              onCell={jumpTo}
            />
            <div className="editor-print">
              <PrintedDraft bulletin={bulletin} cells={cells} icons={icons} notes={notes} />
            </div>
          </section>
          {checkShown ? (
            <aside id="editor-check" className="bulletin-editor-side" aria-label={t('editor.sideLabel')}>
              <button
                type="button"
                className="btn btn-link btn-sm editor-check-hide"
                aria-expanded={true}
                aria-controls="editor-check"
                onClick={() => setCheckShown(false)}
              >
                {t('editor.check.hide')}
              </button>
              <Problems
                check={check}
                bulletin={bulletin}
                icons={icons}
                onLanguage={setLanguage}
                onCell={goToCell}
              />
            </aside>
          ) : null}
        </div>
      </div>
      <Compare bulletin={bulletin} icons={icons} revision={revision} onCell={goToCell} />
      <Texts
        bulletin={bulletin}
        texts={texts}
        language={language}
        onLanguage={setLanguage}
        readOnly={readOnly}
        onWrite={writeText}
        onBlur={flushNow}
      />
      <div className="d-print-none">
        <History
          bulletinId={bulletin.id}
          composition={bulletin.composition}
          issueDate={bulletin.issue_date}
          icons={icons}
        />
      </div>
    </>
  );
}

// What does not change as one types is drawn again only when its own inputs change: a keystroke
// in a large grid leaves the header, the check's list, the texts and the history alone.
const Fold = memo(BulletinDetailsFold);
const Live = memo(LiveStatus);
const Problems = memo(CheckProblems);
const Actions = memo(BulletinActions);
const Texts = memo(TextsEditor);
const History = memo(BulletinHistory);
const Compare = memo(ComparePanel);
const Tools = memo(EditorTools);
const Bar = memo(CellBar);

const NO_NOTES: Record<string, string> = {};
