import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n.ts';
import { datePattern, readDate, writeDate } from '../lib/typed-date.ts';
import { Icon } from './icon.tsx';
import './date-input.css';

type DateInputProps = {
  id: string;
  /** `YYYY-MM-DD`, '' when unset. */
  value: string;
  /** A complete day (`YYYY-MM-DD`), or '' when the field is cleared; nothing while it is half typed. */
  onChange: (value: string) => void;
  /** What the field is, for the calendar button's name. */
  label: string;
};

/**
 * A date written in the figures of the app's language (05/12/2026 in Italian), not the browser's:
 * typed (in that order, any separator, or as 2026-12-05) or picked from the browser's calendar
 * through the button beside it. A date that is not one is said under the field, and changes nothing.
 */
export function DateInput({ id, value, onChange, label }: DateInputProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const pattern = useMemo(() => datePattern(language), [language]);
  const [typed, setTyped] = useState(() => writeDate(value, pattern));
  const [wrong, setWrong] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const shape = pattern.order.map((part) => t(`dateInput.${part}`)).join(pattern.separator);

  // A value set from elsewhere (the address, a reset) is shown; one being typed is left alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value or language rewrites the field
  useEffect(() => {
    if (readDate(typed, pattern) === value && value !== '') return;
    if (value === '' && typed.trim() !== '' && readDate(typed, pattern) === null) return;
    setTyped(writeDate(value, pattern));
    setWrong(false);
  }, [value, pattern]);

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setTyped(text);
    const read = readDate(text, pattern);
    if (text.trim() === '') {
      setWrong(false);
      if (value !== '') onChange('');
    } else if (read) {
      setWrong(false);
      if (read !== value) onChange(read);
    }
  };
  const settle = () => {
    const read = readDate(typed, pattern);
    if (typed.trim() === '' || read) {
      setWrong(false);
      setTyped(read ? writeDate(read, pattern) : '');
    } else setWrong(true);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.value;
    setTyped(writeDate(picked, pattern));
    setWrong(false);
    onChange(picked);
  };
  return (
    <>
      <div className="input-group date-input">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={`form-control${wrong ? ' is-invalid' : ''}`}
          placeholder={shape}
          value={typed}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? messageId : undefined}
          onChange={type}
          onBlur={settle}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle();
          }}
        />
        <button
          type="button"
          className="btn btn-outline-secondary date-input-pick"
          title={t('dateInput.pick', { label })}
          onClick={() => picker.current?.showPicker?.()}
        >
          <Icon name="it-calendar" className="icon-sm" label={t('dateInput.pick', { label })} />
        </button>
        {/* The browser's calendar, opened by the button; the field above is what is read and typed. */}
        <input
          ref={picker}
          type="date"
          className="date-input-picker"
          tabIndex={-1}
          aria-hidden="true"
          value={value}
          onChange={pick}
        />
      </div>
      {wrong ? (
        <div id={messageId} className="invalid-feedback d-block">
          {t('dateInput.invalid', { shape })}
        </div>
      ) : null}
    </>
  );
}
