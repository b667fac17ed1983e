import { COMPASS_NAMES, COMPASS_POINTS, ITALIAN_COMPASS_LETTERS } from '@bora/shared/compass';
import { allLabels, localizedLabel } from '@bora/shared/localized';
import { foldName } from '@bora/shared/value-names';
import { valueText } from '@bora/shared/value-text';
import { type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { GridIcon } from '../../../../components/bulletin/cell-value.tsx';
import { type CommitMove, editorKeyCommand } from '../../sheet/key-map.ts';
import type { SheetDataType } from '../../sheet/sheet-layout.ts';

/**
 * A choice the editor offers as one types: a category option, a compass point or an icon; `names`
 * are what else it answers to (a compass point's names in Italian and English, its Italian letters);
 * `letters`, a compass point's letters as the UI language writes them (SO in Italian), shown beside
 * its name. Codes are matched, never shown: a person reads names.
 */
type Choice = { code: string; label: string; names?: readonly string[]; letters?: string; svg_url?: string };

const MOST_CHOICES = 60;

function choicesOf(
  dataType: SheetDataType,
  icons: readonly GridIcon[],
  language: string | undefined,
): Choice[] {
  switch (dataType.value_kind) {
    case 'category':
      return dataType.options.map((o) => ({
        code: o.code,
        label: localizedLabel(o, language ?? 'it'),
        names: allLabels(o),
      }));
    case 'direction': {
      const italian = language?.startsWith('it');
      const shown = italian ? COMPASS_NAMES.it : COMPASS_NAMES.en;
      return COMPASS_POINTS.map((p) => {
        const names = [COMPASS_NAMES.it[p], COMPASS_NAMES.en[p]];
        const letters = ITALIAN_COMPASS_LETTERS[p];
        return {
          code: p,
          label: shown[p],
          names: letters ? [...names, letters] : names,
          ...(p === 'VRB' ? {} : { letters: valueText(p, dataType, italian ? 'it' : 'en') }),
        };
      });
    }
    case 'icon':
      return icons.map((i) => ({ code: i.code, label: i.name, svg_url: i.svg_url }));
    default:
      return [];
  }
}

/** What a choice answers to, folded as the shared matching folds (no case, accents, spaces or hyphens). */
function foldedNames(choice: Choice): string[] {
  return [choice.code, choice.label, ...(choice.names ?? [])].map(foldName);
}

/**
 * The choices matching what was typed (code, label or another name, whatever the case and
 * accents), those that begin with it first.
 */
export function matchingChoices(choices: readonly Choice[], typed: string): Choice[] {
  const needle = foldName(typed);
  if (!needle) return choices.slice(0, MOST_CHOICES);
  const starts: Choice[] = [];
  const contains: Choice[] = [];
  for (const choice of choices) {
    const names = foldedNames(choice);
    if (names.some((name) => name.startsWith(needle))) starts.push(choice);
    else if (names.some((name) => name.includes(needle))) contains.push(choice);
  }
  return [...starts, ...contains].slice(0, MOST_CHOICES);
}

/**
 * The choice Enter takes as one types: the one named exactly (its code first, then a label or
 * name), else the first that matches; none when nothing was typed or nothing matches (the text
 * is then read as it is).
 */
function suggested(all: readonly Choice[], typed: string): number {
  const needle = foldName(typed);
  if (!needle) return -1;
  const matches = matchingChoices(all, typed);
  const byCode = matches.findIndex((c) => foldName(c.code) === needle);
  if (byCode >= 0) return byCode;
  const exact = matches.findIndex((c) => foldedNames(c).includes(needle));
  return exact >= 0 ? exact : matches.length > 0 ? 0 : -1;
}

type CellEditorProps = {
  dataType: SheetDataType;
  /** The text the editor opens with: the cell's, or the key that was typed. */
  initial: string;
  icons: readonly GridIcon[];
  /** The accessible name of the cell being edited (venue, date, slot, data type). */
  label: string;
  onCommit: (text: string, move: CommitMove) => void;
  onCancel: () => void;
};

/**
 * The editor of one cell: a text box, with the data type's choices listed as one types for
 * categories, directions and icons (an icon picker, searchable by name and code). Enter commits
 * and moves down, Tab right, Escape cancels; leaving the cell commits.
 */
export function CellEditor({ dataType, initial, icons, label, onCommit, onCancel }: CellEditorProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(initial);
  const [active, setActive] = useState(-1);
  const [touched, setTouched] = useState(false);
  const done = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const language = i18n.resolvedLanguage;
  const all = useMemo(() => choicesOf(dataType, icons, language), [dataType, icons, language]);
  // Icons are picked from the start; the other kinds list their choices once one types.
  const showAll = dataType.value_kind === 'icon' && !touched;
  const choices = useMemo(
    () => (all.length === 0 ? [] : matchingChoices(all, showAll ? '' : text)),
    [all, text, showAll],
  );
  const open = choices.length > 0 && (touched || dataType.value_kind === 'icon');
  const rect = usePlacement(input, open);

  const commit = (value: string, move: CommitMove) => {
    if (done.current) return;
    done.current = true;
    onCommit(value, move);
  };
  const chosen = () => (active >= 0 && choices[active] ? choices[active].code : text);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const command = editorKeyCommand({ key: event.key, shift: event.shiftKey }, open);
    if (!command) return;
    event.preventDefault();
    event.stopPropagation();
    if (command.kind === 'choose') {
      const { step } = command;
      setActive((a) => Math.min(Math.max(a + step, -1), choices.length - 1));
    } else if (command.kind === 'commit') commit(chosen(), command.move);
    else {
      done.current = true;
      onCancel();
    }
  };

  return (
    <>
      <input
        ref={input}
        className="sheet-cell-input"
        value={text}
        aria-label={label}
        {...(all.length
          ? {
              role: 'combobox',
              'aria-expanded': open,
              'aria-controls': open ? listId : undefined,
              'aria-autocomplete': 'list' as const,
              'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : undefined,
            }
          : {})}
        // biome-ignore lint/a11y/noAutofocus: the editor opens where the person is typing
        autoFocus
        onFocus={(event) => {
          const end = event.currentTarget.value.length;
          event.currentTarget.setSelectionRange(end, end);
        }}
        onChange={(event) => {
          setText(event.target.value);
          setTouched(true);
          setActive(suggested(all, event.target.value));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(text, 'none')}
      />
      {open && rect
        ? createPortal(
            <div
              id={listId}
              role="listbox"
              aria-label={t('editor.choices', { name: dataType.name })}
              className={`sheet-choices${dataType.value_kind === 'icon' ? ' sheet-choices-icons' : ''}`}
              style={{ top: rect.bottom + 2, left: rect.left, minWidth: Math.max(rect.width, 180) }}
            >
              {choices.map((choice, index) => (
                <div
                  tabIndex={-1}
                  key={choice.code}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'active' : undefined}
                  // Chosen on mousedown, before the text box loses the focus and commits what was typed.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    commit(choice.code, 'none');
                  }}
                >
                  {choice.svg_url ? <img src={choice.svg_url} alt="" width={28} height={28} /> : null}
                  <span className="sheet-choice-label">{choice.label}</span>
                  {choice.letters ? <span className="sheet-choice-code">{choice.letters}</span> : null}
                </div>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

/** Where the list of choices goes: under the text box, in the viewport's coordinates. */
function usePlacement(input: React.RefObject<HTMLInputElement | null>, open: boolean) {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    if (!open || !input.current) return;
    const place = () => setRect(input.current?.getBoundingClientRect() ?? null);
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [input, open]);
  return rect;
}
