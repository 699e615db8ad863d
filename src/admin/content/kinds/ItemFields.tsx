import { Field, type FormFields } from '../../ui/Field';
import type { Choice, FieldSpec, FormValues } from './definition';

/** A kind's fields as the form shows them: each labelled, with its hint and, after a failed save, its message. */
export function ItemFields({
  fields,
  choices = {},
  values,
  errors,
}: {
  fields: readonly FieldSpec[];
  /** Selects whose choices are other kinds' items, by field name. */
  choices?: Readonly<Record<string, readonly Choice[]>>;
  values: FormValues;
  errors: Record<string, string>;
}) {
  const ids = Object.fromEntries(fields.map((field) => [field.name, fieldId(field.name)]));
  const form: FormFields<string> = { ids, values, errors };
  return (
    <div className="grid gap-4">
      {fields.map((field) =>
        field.type === 'checkbox' ? (
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
                : field.type === 'number' || field.type === 'date'
                  ? field.type
                  : 'text'
            }
            rows={field.rows ?? (field.type === 'lines' ? 5 : 4)}
            options={optionsOf(field, choices[field.name], values[field.name] ?? '')}
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
 * A select's options: its own, or the items of another kind. A stored value no longer among them (a package since
 * archived) stays choosable, so a save never drops it unseen: the rule the save runs then says what is wrong.
 */
function optionsOf(field: FieldSpec, choices: readonly Choice[] | undefined, value: string): Choice[] | undefined {
  if (!choices) return field.options?.map((option) => ({ value: option, label: option }));
  const known = choices.some((choice) => choice.value === value);
  return known ? [...choices] : [...choices, { value, label: `${value} (not published)` }];
}

/** The id of a field's input: its name, with dots made hyphens. */
export function fieldId(name: string): string {
  return `field-${name.replace(/\./g, '-')}`;
}
