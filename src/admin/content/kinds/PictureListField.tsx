import { Field, type FormFields } from '../../ui/Field';
import type { PictureChoice } from '../pictures';
import { type FieldSpec, type FormValues, fieldId } from './definition';
import { filledRows, slotName } from './picture-list';

/** Empty rows offered after the filled ones: a save brings more, so this works without script. */
const EMPTY_ROWS = 2;

/**
 * A list of pictures (picture-list.ts): one row a picture, each a select of the library's pictures and its alt text,
 * then a couple of empty rows for more. The list's own message (too many) is under its legend.
 */
export function PictureListField({
  field,
  values,
  errors,
  pictures,
}: {
  field: FieldSpec;
  values: FormValues;
  errors: Record<string, string>;
  pictures: readonly PictureChoice[];
}) {
  const filled = filledRows(field.name, values);
  const rows = Math.max(filled, Math.min(filled + EMPTY_ROWS, field.maxItems ?? filled + EMPTY_ROWS));
  const id = fieldId(field.name);
  const error = errors[field.name];
  const options = [{ value: '', label: 'No picture' }, ...pictures];
  return (
    <fieldset id={id} className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">{field.label}</legend>
      <p className="text-sm text-muted">
        {field.hint ? `${field.hint} ` : ''}Upload pictures in the media library first. Choose No picture to take one
        out; save to get more rows.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {Array.from({ length: rows }, (_, index) => {
        const image = slotName(field.name, index, 'image');
        const alt = slotName(field.name, index, 'alt');
        const form: FormFields<string> = {
          ids: { [image]: fieldId(image), [alt]: fieldId(alt) },
          values: { [image]: values[image] ?? '', [alt]: values[alt] ?? '' },
          errors,
        };
        return (
          <div key={image} className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2">
            <Field form={form} name={image} label={`Picture ${index + 1}`} type="text" options={options} />
            <Field
              form={form}
              name={alt}
              label={`Picture ${index + 1}: alt text`}
              hint="What it shows, for people who cannot see it."
              type="text"
              maxLength={250}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
