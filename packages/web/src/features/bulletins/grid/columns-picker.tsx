import type { BulletinComposition } from '@bora/shared/bulletin';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../../../lib/bulletin/grid-model.ts';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { type HiddenColumns, hiddenCount, NONE_HIDDEN } from './hidden-columns.ts';
import type { HiddenColumnsChoice } from './use-hidden-columns.ts';
import './columns-picker.css';

type ColumnsPickerProps = {
  composition: BulletinComposition;
  issueDate: string;
  choice: HiddenColumnsChoice;
};

/**
 * What the grid shows: a panel of the days, slots and data types, each ticked while in sight, and
 * a way to bring everything back. On a phone, the day and the slot are picked beside it, one each.
 */
export function ColumnsPicker({ composition, issueDate, choice }: ColumnsPickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { chosen, hidden, setHidden, phone, setPhone } = choice;
  const days = Array.from({ length: composition.days }, (_, day) => ({
    value: day,
    label: dayLabel(i18n.resolvedLanguage, issueDate, day),
  }));
  const slots = composition.slots.map((slot) => ({ value: slot.code, label: slot.label }));
  const dataTypes = composition.data_types.map((dataType) => ({ value: dataType.id, label: dataType.name }));
  // What is out of sight by choice: on a phone the days and slots not picked are not counted.
  const count = phone ? hidden.dataTypes.length : hiddenCount(hidden);
  const toggle = <K extends keyof HiddenColumns>(
    kind: K,
    value: HiddenColumns[K][number],
    shown: boolean,
  ) => {
    const list = chosen[kind] as readonly (typeof value)[];
    setHidden({ ...chosen, [kind]: shown ? list.filter((each) => each !== value) : [...list, value] });
  };
  return (
    <div className="columns-picker d-print-none">
      {phone ? (
        <>
          <PhoneSelect
            id={`${id}-day`}
            label={t('bulletin.columns.day')}
            value={phone.day}
            options={days}
            onChange={(value) => setPhone({ ...phone, day: Number(value) })}
          />
          <PhoneSelect
            id={`${id}-slot`}
            label={t('bulletin.columns.slot')}
            value={phone.slot}
            options={slots}
            onChange={(value) => setPhone({ ...phone, slot: value })}
          />
        </>
      ) : null}
      <Disclosure
        label={t('bulletin.columns.button')}
        badge={count ? t('bulletin.columns.hiddenCount', { count }) : null}
      >
        {phone ? null : (
          <>
            <Ticks
              legend={t('bulletin.columns.days')}
              options={days}
              hidden={chosen.days}
              onTick={(value, shown) => toggle('days', value, shown)}
            />
            <Ticks
              legend={t('bulletin.columns.slots')}
              options={slots}
              hidden={chosen.slots}
              onTick={(value, shown) => toggle('slots', value, shown)}
            />
          </>
        )}
        <Ticks
          legend={t('bulletin.columns.dataTypes')}
          options={dataTypes}
          hidden={chosen.dataTypes}
          onTick={(value, shown) => toggle('dataTypes', value, shown)}
        />
        <p className="small text-secondary mb-2">{t('bulletin.columns.stillChecked')}</p>
        <button
          type="button"
          className="btn btn-outline-primary btn-xs"
          disabled={count === 0}
          onClick={() => setHidden(phone ? { ...chosen, dataTypes: [] } : NONE_HIDDEN)}
        >
          {t('bulletin.columns.showAll')}
        </button>
      </Disclosure>
    </div>
  );
}

type TicksProps<T extends number | string> = {
  legend: string;
  options: { value: T; label: string }[];
  hidden: readonly T[];
  onTick: (value: T, shown: boolean) => void;
};

/** A group of ticks, one per day, slot or data type: ticked while shown; the last one shown stays. */
function Ticks<T extends number | string>({ legend, options, hidden, onTick }: TicksProps<T>) {
  const id = useId();
  const shownCount = options.filter((option) => !hidden.includes(option.value)).length;
  return (
    <fieldset className="mb-2">
      <legend className="columns-picker-legend">{legend}</legend>
      {options.map((option, index) => {
        const shown = !hidden.includes(option.value);
        return (
          <div key={option.value} className="form-check">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              className="form-check-input"
              checked={shown}
              disabled={shown && shownCount === 1}
              onChange={(event) => onTick(option.value, event.target.checked)}
            />
            <label htmlFor={`${id}-${index}`} className="form-check-label">
              {option.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

type PhoneSelectProps<T extends number | string> = {
  id: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: string) => void;
};

function PhoneSelect<T extends number | string>({
  id,
  label,
  value,
  options,
  onChange,
}: PhoneSelectProps<T>) {
  return (
    <div className="columns-picker-phone">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A button that opens a panel under it; Escape or a click elsewhere closes it. */
function Disclosure({
  label,
  badge,
  children,
}: {
  label: string;
  badge: string | null;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), frame, button, { focusOutside: false });
  return (
    <div ref={frame} className="columns-picker-frame">
      <button
        ref={button}
        type="button"
        className="btn btn-outline-primary btn-xs text-nowrap"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        {badge ? <span className="badge text-bg-primary ms-1">{badge}</span> : null}
      </button>
      <div id={id} className="columns-picker-panel shadow" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
