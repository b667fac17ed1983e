import type { BulletinDetail } from '@bora/shared/bulletin';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../lib/viewer.ts';
import { useBulletinLive } from '../../history/api/use-bulletin-live.ts';
import { ComparePanel } from '../../history/compare/compare-panel.tsx';
import { BulletinHistory } from '../../history/components/bulletin-history.tsx';
import { LiveStatus } from '../../history/components/live-status.tsx';
import { BulletinActions } from '../../workflow/components/bulletin-actions.tsx';
import { ReturnedBanner } from '../../workflow/components/returned-banner.tsx';
import { BulletinDetailsFold } from '../components/bulletin-details-fold.tsx';
import { DiscardDraft } from '../components/discard-draft.tsx';
import { useContentLanguage } from '../components/use-content-language.ts';
import { BulletinViews, useGridView } from '../grid/bulletin-views.tsx';
import { sheetValueAt } from '../sheet/sheet-cells.ts';
import { ConflictsPanel } from './conflicts-panel.tsx';
import { EditorCheck, ShowCheck } from './editor-check.tsx';
import { EditorSheet } from './editor-sheet.tsx';
import { unsent } from './editor-state.ts';
import { PrintedDraft } from './printed-draft.tsx';
import { RestoreOffer } from './restore-offer.tsx';
import { SaveStatusBar } from './save-status.tsx';
import { TextsEditor } from './texts-editor.tsx';
import { useActionGuard } from './use-action-guard.tsx';
import { useCellFocus } from './use-cell-focus.ts';
import { useCellWords } from './use-cell-words.ts';
import { useDraftEdits } from './use-draft-edits.ts';
import { useEditorDraft } from './use-editor-draft.ts';
import { useEditorWorkspace } from './use-editor-workspace.ts';
import { useFlashes } from './use-flashes.ts';
import { useLiveCheck } from './use-live-check.ts';
import './bulletin-editor.css';
import { useGridIcons } from '../grid/grid-icons.ts';

/**
 * A draft as its writers see it: a spreadsheet of its values and the texts per language, saved as
 * they type, kept in the browser until saved, merged with what others save meanwhile; the check
 * beside it, the actions under it. Once the bulletin can no longer be written (submitted by
 * someone else, say) it stays open read-only, with the unsent edits still there to copy.
 */
export function BulletinEditor({ bulletin }: { bulletin: BulletinDetail }) {
  const { t } = useTranslation();
  const readOnly = !bulletin.can_edit;
  const workspace = useEditorWorkspace(bulletin);
  const { layout, shownLayout, columns, checkShown, setCheckShown } = workspace;
  const [language, setLanguage] = useContentLanguage(bulletin.composition.languages);
  const icons = useGridIcons(bulletin);
  const words = useCellWords(icons);
  const draft = useEditorDraft(bulletin);
  const { state, dispatch, status, flush, stored, cells, cellsNow, texts } = draft;
  const edits = useDraftEdits(dispatch);
  const live = useBulletinLive(bulletin.id, useViewer().user?.username);
  const flashes = useFlashes(live.lastChange);
  const { settledSheet, settledCells, marks, check } = useLiveCheck({
    bulletin,
    layout,
    sheet: state.sheet,
    texts,
    icons,
    flashes,
  });
  draft.checkPasses.current = check.passes;
  // Whether the grid shows as a sheet or on a map; a link to a cell (a problem, a change) shows the sheet.
  const views = useGridView();
  const focus = useCellFocus({
    shownLayout,
    reveal: columns.reveal,
    setView: views.setView,
    say: edits.setMessage,
  });
  const { goToCell } = focus;
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
  const flushNow = useCallback(() => void flush(), [flush]);
  const notes = texts.find((text) => text.language === language)?.venue_notes ?? NO_NOTES;
  const valueAt = useMemo(() => sheetValueAt(cells), [cells]);
  const revision = state.sheet.draft.revision;
  // Made once per revision, so that the memoised actions bar redraws only when something changed.
  const discard = useMemo(
    () => <DiscardDraft bulletin={bulletin} revision={revision} />,
    [bulletin, revision],
  );

  return (
    <>
      <div ref={workspace.top} className="editor-workspace-top">
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
            unsent={unsent(state)}
            canUndo={state.sheet.history.done.length > 0}
            canRedo={state.sheet.history.undone.length > 0}
            onUndo={edits.undo}
            onRedo={edits.redo}
            onSaveNow={() => void flush()}
            message={
              edits.message ??
              (state.sheet.skipped ? t('editor.skipped', { count: state.sheet.skipped }) : null)
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
            {checkShown ? null : <ShowCheck check={check} onShow={() => setCheckShown(true)} />}
          </div>
        </div>
        <div className={checkShown ? 'bulletin-editor bulletin-editor-checking' : 'bulletin-editor'}>
          <section className="bulletin-editor-main" aria-labelledby="editor-grid-heading">
            <h2 id="editor-grid-heading" className="h4 visually-hidden">
              {t('bulletin.grid.heading')}
            </h2>
            <BulletinViews
              table={
                <EditorSheet
                  bulletin={bulletin}
                  readOnly={readOnly}
                  revision={revision}
                  layout={layout}
                  shownLayout={shownLayout}
                  columns={columns}
                  cells={cells}
                  settledSheet={settledSheet}
                  settledCells={settledCells}
                  cellsNow={cellsNow}
                  marks={marks}
                  icons={icons}
                  notes={notes}
                  flush={flush}
                  edits={edits}
                  focus={focus}
                />
              }
              views={views}
              compact
              bulletin={bulletin}
              icons={icons}
              valueAt={valueAt}
              onCell={focus.jumpTo}
            />
            <div className="editor-print">
              <PrintedDraft bulletin={bulletin} cells={cells} icons={icons} notes={notes} />
            </div>
          </section>
          {checkShown ? (
            <EditorCheck
              check={check}
              bulletin={bulletin}
              icons={icons}
              onHide={() => setCheckShown(false)}
              onLanguage={setLanguage}
              onCell={goToCell}
            />
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
        onWrite={edits.writeText}
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
const Actions = memo(BulletinActions);
const Texts = memo(TextsEditor);
const History = memo(BulletinHistory);
const Compare = memo(ComparePanel);

const NO_NOTES: Record<string, string> = {};
