import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../../components/data-table.tsx';
import { Icon } from '../../../components/icon.tsx';
import { errorId, FieldError, useFieldError } from './field-error.tsx';
import { OrderButtons } from './order-buttons.tsx';
import { SlotLabelTranslations } from './slot-label-translations.tsx';

type SlotField = 'code' | 'label' | 'start_hour' | 'end_hour';

/** The ordered time slots of a day: code, label, start and end hour; add, move, remove. */
export function SlotsEditor() {
  const { t } = useTranslation();
  const form = useFormContext<BulletinTypeInput>();
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'slots' });
  const slots = form.watch('slots');

  const add = () => {
    const last = slots[slots.length - 1];
    const start = Math.min(last ? last.end_hour : 0, 23);
    append(
      { code: '', label: '', start_hour: start, end_hour: Math.min(start + 6, 24) },
      { shouldFocus: true },
    );
  };

  return (
    <fieldset className="composition-part">
      <legend className="h5">{t('bulletinTypes.slots.title')}</legend>
      {fields.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm align-top composition-table card-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('bulletinTypes.slots.code')}</th>
                <th scope="col">{t('bulletinTypes.slots.label')}</th>
                <th scope="col">{t('bulletinTypes.slots.start')}</th>
                <th scope="col">{t('bulletinTypes.slots.end')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('bulletinTypes.order.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field, index) => {
                const name = slots[index]?.label || t('bulletinTypes.slots.nth', { n: index + 1 });
                return (
                  <tr key={field.id}>
                    <td className="text-secondary">
                      <span className="d-none d-md-inline">{index + 1}</span>
                      <span className="d-md-none">{t('bulletinTypes.slots.nthTitle', { n: index + 1 })}</span>
                    </td>
                    <SlotCell
                      index={index}
                      field="code"
                      header={t('bulletinTypes.slots.code')}
                      label={t('bulletinTypes.slots.codeOf', { n: index + 1 })}
                    />
                    <SlotCell
                      index={index}
                      field="label"
                      header={t('bulletinTypes.slots.label')}
                      label={t('bulletinTypes.slots.labelOf', { n: index + 1 })}
                    />
                    <SlotCell
                      index={index}
                      field="start_hour"
                      header={t('bulletinTypes.slots.start')}
                      label={t('bulletinTypes.slots.startOf', { n: index + 1 })}
                    />
                    <SlotCell
                      index={index}
                      field="end_hour"
                      header={t('bulletinTypes.slots.end')}
                      label={t('bulletinTypes.slots.endOf', { n: index + 1 })}
                    />
                    <td className="text-end">
                      <CellLabel>{t('bulletinTypes.order.actions')}</CellLabel>
                      <OrderButtons
                        name={name}
                        index={index}
                        count={fields.length}
                        onMove={move}
                        onRemove={remove}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <FieldError name="slots" />
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={add}>
        <Icon name="it-plus" className="icon-sm icon-primary me-1" />
        {t('bulletinTypes.slots.add')}
      </button>
      <SlotLabelTranslations keys={fields.map((field) => field.id)} />
    </fieldset>
  );
}

function SlotCell({
  index,
  field,
  header,
  label,
}: {
  index: number;
  field: SlotField;
  /** The column's name, shown beside the input where the table becomes a card (a phone). */
  header: string;
  label: string;
}) {
  const form = useFormContext<BulletinTypeInput>();
  const path = `slots.${index}.${field}` as const;
  const message = useFieldError(path);
  const hours = field === 'start_hour' || field === 'end_hour';
  return (
    <td>
      <CellLabel>{header}</CellLabel>
      <div className="cell-value">
        <input
          aria-label={label}
          type={hours ? 'number' : 'text'}
          min={hours ? (field === 'start_hour' ? 0 : 1) : undefined}
          max={hours ? (field === 'start_hour' ? 23 : 24) : undefined}
          className={`form-control form-control-sm${message ? ' is-invalid' : ''}${hours ? ' hour-input' : ''}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId(path) : undefined}
          {...form.register(
            path,
            hours ? { setValueAs: (v: unknown) => (v === '' ? Number.NaN : Number(v)) } : {},
          )}
        />
        <FieldError name={path} />
        {/* A problem with the slot as a whole (e.g. a repeated code) shows under its code. */}
        {field === 'code' ? <FieldError name={`slots.${index}`} /> : null}
      </div>
    </td>
  );
}
