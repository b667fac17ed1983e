import {
  COMPASS_POINTS,
  MAX_TEXT_VALUE,
  type ParsedValue,
  parseValue,
  type ValueRule,
} from '@bora/shared/data-type-values';
import { localizedLabel } from '@bora/shared/localized';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/messages.ts';
import './value-editor.css';
import { type IconChoice, IconPicker } from './icon-picker.tsx';

export type ValueEditorChange = { typed: string; parsed: ParsedValue };

type ValueEditorProps = {
  /** The data type whose rules the value follows. */
  rule: ValueRule & { unit?: string };
  label: string;
  /** What the cell holds to begin with, as typed text (a number with a dot or a comma, a code …). */
  initialText?: string;
  /** For the icon kind: the icons to choose from (codes outside the list are refused). */
  icons?: IconChoice[];
  onChange?: (change: ValueEditorChange) => void;
};

/**
 * The editor of one bulletin value: the input that suits the data type's value kind, checked as
 * you type by the shared `parseValue`, with the problem shown under it.
 */
export function ValueEditor({ rule, label, initialText = '', icons, onChange }: ValueEditorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(initialText);
  const context = { icons: rule.value_kind === 'icon' ? icons : undefined, language: i18n.resolvedLanguage };
  // Checked on every render, so a change of the rule (a form being edited) re-checks what is typed.
  const parsed = parseValue(rule, typed, context);
  const problem = parsed.ok ? null : translateMessage(parsed.problem);
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  const hint = hintFor(rule, t);

  const change = (text: string) => {
    setTyped(text);
    onChange?.({
      typed: text,
      parsed: parseValue(rule, text, context),
    });
  };
  const describedBy =
    [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const invalid = problem ? ' is-invalid' : '';

  let input: React.ReactNode;
  switch (rule.value_kind) {
    case 'number':
    case 'integer':
      input = (
        <div className="input-group">
          <input
            {...common}
            type="text"
            inputMode={rule.value_kind === 'number' ? 'decimal' : 'numeric'}
            className={`form-control${invalid}`}
            value={typed}
            onChange={(e) => change(e.target.value)}
            autoComplete="off"
          />
          {rule.unit ? <span className="input-group-text">{rule.unit}</span> : null}
        </div>
      );
      break;
    case 'category':
    case 'direction': {
      const choices =
        rule.value_kind === 'category'
          ? rule.options.map((option) => ({
              value: option.code,
              label: localizedLabel(option, context.language ?? 'it'),
            }))
          : COMPASS_POINTS.map((point) => ({
              value: point,
              label: point === 'VRB' ? t('valueEditor.variable') : point,
            }));
      input = (
        <select
          {...common}
          className={`form-select${invalid}`}
          value={typed}
          onChange={(e) => change(e.target.value)}
        >
          <option value="">{t('valueEditor.empty')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'icon':
      input = (
        <IconPicker
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          icons={icons ?? []}
          value={typed}
          onChange={change}
        />
      );
      break;
    case 'text':
      input = (
        <input
          {...common}
          type="text"
          className={`form-control${invalid}`}
          value={typed}
          onChange={(e) => change(e.target.value)}
          maxLength={MAX_TEXT_VALUE + 50}
        />
      );
      break;
  }

  return (
    <div className="value-editor">
      {rule.value_kind === 'icon' ? (
        <p id={`${id}-label`} className="form-label fw-semibold mb-2">
          {label}
        </p>
      ) : (
        <label htmlFor={id} className="form-label fw-semibold">
          {label}
        </label>
      )}
      {input}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
      {problem ? (
        <div id={problemId} className="invalid-feedback d-block" role="alert">
          {problem}
        </div>
      ) : null}
    </div>
  );
}

function hintFor(rule: ValueRule, t: ReturnType<typeof useTranslation>['t']): string | null {
  if (rule.value_kind !== 'number' && rule.value_kind !== 'integer') return null;
  const parts: string[] = [];
  if (rule.minimum !== null && rule.maximum !== null) {
    parts.push(t('valueEditor.hint.range', { min: rule.minimum, max: rule.maximum }));
  } else if (rule.minimum !== null) {
    parts.push(t('valueEditor.hint.min', { min: rule.minimum }));
  } else if (rule.maximum !== null) {
    parts.push(t('valueEditor.hint.max', { max: rule.maximum }));
  }
  if (rule.value_kind === 'integer' || rule.decimals === 0) parts.push(t('valueEditor.hint.whole'));
  else if (rule.decimals !== null) parts.push(t('valueEditor.hint.decimals', { count: rule.decimals }));
  return parts.join(' · ') || null;
}
