import type { BulletinCheck, BulletinDetail } from '@bora/shared/bulletin';
import type { CheckProblem } from '@bora/shared/bulletin-check';
import type { NamedIcon } from '@bora/shared/value-names';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckProblems } from '../check/check-problems.tsx';

/** Brings the check back beside the grid, saying how many errors and warnings it holds meanwhile. */
export function ShowCheck({ check, onShow }: { check: BulletinCheck; onShow: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm editor-check-toggle"
      aria-expanded={false}
      aria-controls="editor-check"
      onClick={onShow}
    >
      {t('editor.check.show', {
        errors: t('bulletin.check.errors', { count: check.errors }),
        warnings: t('bulletin.check.warnings', { count: check.warnings }),
      })}
    </button>
  );
}

type EditorCheckProps = {
  check: BulletinCheck;
  bulletin: BulletinDetail;
  icons: readonly NamedIcon[];
  onHide: () => void;
  onLanguage: (language: string) => void;
  onCell: (cell: NonNullable<CheckProblem['cell']>) => void;
};

/** The check as typed, beside the grid: its problems, each leading to its cell or its text; and the way to put it away. */
export function EditorCheck({ check, bulletin, icons, onHide, onLanguage, onCell }: EditorCheckProps) {
  const { t } = useTranslation();
  return (
    <aside id="editor-check" className="bulletin-editor-side" aria-label={t('editor.sideLabel')}>
      <button
        type="button"
        className="btn btn-link btn-sm editor-check-hide"
        aria-expanded={true}
        aria-controls="editor-check"
        onClick={onHide}
      >
        {t('editor.check.hide')}
      </button>
      <Problems check={check} bulletin={bulletin} icons={icons} onLanguage={onLanguage} onCell={onCell} />
    </aside>
  );
}

// The list is drawn again when the check changes, not at each keystroke that leaves it as it was.
const Problems = memo(CheckProblems);
