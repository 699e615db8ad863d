import { Field, type FormFields } from '../../ui/Field';
import type { PictureChoice } from '../pictures';
import { type Choice, type FieldSpec, type FormValues, fieldId } from './definition';
import { PictureListField } from './PictureListField';

/** A kind's fields as the form shows them: each labelled, with its hint and, after a failed save, its message. */
export function ItemFields({
  fields,
  choices = {},
  values,
  errors,
  pictures,
}: {
  fields: readonly FieldSpec[];
  /** The choices read from other kinds, by field name (FieldSpec.choicesFrom). */
  choices?: Readonly<Record<string, readonly Choice[]>>;
  values: FormValues;
  errors: Record<string, string>;
  /** What picture fields offer: the media library's pictures. */
  pictures: readonly PictureChoice[];
}) {
  const ids = Object.fromEntries(fields.map((field) => [field.name, fieldId(field.name)]));
  const form: FormFields<string> = { ids, values, errors };
  return (
    <div className="grid gap-4">
      {fields.map((field) =>
        field.type === 'pictures' ? (
          <PictureListField key={field.name} field={field} values={values} errors={errors} pictures={pictures} />
        ) : field.type === 'checkbox' ? (
          <div key={field.name}>
            <input
              id={ids[field.name]}
              name={field.name}
              type="checkbox"
              defaultChecked={values[field.name] === 'on'}
              className="h-5 w-5 accent-brand-700"
            />{' '}
            <label htmlFor={ids[field.name]} className="font-semibold">
              {field.label}
            </label>
            {field.hint ? <p className="text-sm text-muted">{field.hint}</p> : null}
          </div>
        ) : (
          <Field
            key={field.name}
            form={form}
            name={field.name}
            label={field.label}
            hint={field.type === 'lines' ? `${field.hint ? `${field.hint} ` : ''}One a line.` : field.hint}
            type={
              field.type === 'lines' || field.type === 'textarea'
                ? 'textarea'
                : field.type === 'number' || field.type === 'date' || field.type === 'time'
                  ? field.type
                  : 'text'
            }
            rows={field.rows ?? (field.type === 'lines' ? 5 : 4)}
            options={
              field.choicesFrom
                ? withCurrent(choices[field.name] ?? [], values[field.name] ?? '')
                : field.type === 'picture'
                  ? [{ value: '', label: field.required ? 'Choose a picture' : 'No picture' }, ...pictures]
                  : field.options?.map((option) => ({ value: option, label: option }))
            }
            required={field.required}
            maxLength={field.maxLength}
            min={field.type === 'number' ? 0 : undefined}
          />
        ),
      )}
    </div>
  );
}

/**
 * A stored value no longer among the choices (its format was archived) stays chosen and is named as such, so the
 * form never swaps it silently for the first choice; saving it is refused by the kind's rule until another is chosen.
 */
function withCurrent(choices: readonly Choice[], current: string): readonly Choice[] {
  if (current === '' || choices.some((choice) => choice.value === current)) return choices;
  return [{ value: current, label: `${current} (not published)` }, ...choices];
}
