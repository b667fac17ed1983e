import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import type { DataType } from '@bora/shared/data-type';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { FieldError } from './field-error.tsx';
import { OrderButtons } from './order-buttons.tsx';

/** The ordered data types of the grid, each required or optional; picked among the active data types. */
export function DataTypesEditor({ choices }: { choices: DataType[] }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const id = useId();
  const form = useFormContext<BulletinTypeInput>();
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'data_types' });
  const chosen = form.watch('data_types');
  const [picked, setPicked] = useState('');
  const byId = new Map(choices.map((d) => [d.id, d]));
  const available = choices.filter((d) => !chosen.some((c) => c.data_type_id === d.id));

  const add = () => {
    if (!picked) return;
    append({ data_type_id: Number(picked), required: true });
    setPicked('');
  };

  return (
    <fieldset className="composition-part">
      <legend className="h5">{t('bulletinTypes.dataTypes.title')}</legend>
      {fields.length > 0 ? (
        <ol className="composition-list">
          {fields.map((field, index) => {
            const dataType = byId.get(chosen[index]?.data_type_id ?? -1);
            const name = dataType ? local.name(dataType) : `#${chosen[index]?.data_type_id}`;
            return (
              <li key={field.id}>
                <div className="composition-item">
                  <span className="composition-index">{index + 1}</span>
                  <span className="flex-grow-1">
                    {name}
                    {dataType ? (
                      <span className="font-monospace small text-secondary ms-2">{dataType.code}</span>
                    ) : null}
                    {dataType?.unit ? (
                      <span className="small text-secondary ms-2">({dataType.unit})</span>
                    ) : null}
                  </span>
                  <div className="form-check form-check-inline mb-0">
                    <input
                      id={`${id}-required-${index}`}
                      type="checkbox"
                      {...form.register(`data_types.${index}.required`)}
                    />
                    <label htmlFor={`${id}-required-${index}`}>
                      {t('bulletinTypes.dataTypes.required')}
                      <span className="visually-hidden"> {name}</span>
                    </label>
                  </div>
                  <OrderButtons
                    name={name}
                    index={index}
                    count={fields.length}
                    onMove={move}
                    onRemove={remove}
                  />
                </div>
                <FieldError name={`data_types.${index}.data_type_id`} />
                <FieldError name={`data_types.${index}`} />
              </li>
            );
          })}
        </ol>
      ) : null}
      <FieldError name="data_types" />
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div className="select-wrapper flex-grow-1 mb-0">
          <label htmlFor={`${id}-pick`}>{t('bulletinTypes.dataTypes.pick')}</label>
          <select id={`${id}-pick`} value={picked} onChange={(event) => setPicked(event.target.value)}>
            <option value="">
              {available.length
                ? t('bulletinTypes.dataTypes.choose')
                : t('bulletinTypes.dataTypes.allChosen')}
            </option>
            {available.map((d) => (
              <option key={d.id} value={d.id}>
                {local.name(d)}
                {d.unit ? ` (${d.unit})` : ''}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={add} disabled={!picked}>
          <Icon name="it-plus" className="icon-sm icon-primary me-1" />
          {t('bulletinTypes.dataTypes.add')}
        </button>
      </div>
    </fieldset>
  );
}
