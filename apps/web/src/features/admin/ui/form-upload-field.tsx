import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { UploadField } from './upload-field.tsx';

type FormUploadFieldProps<TValues extends FieldValues, TParsed> = Omit<
  ComponentProps<typeof UploadField>,
  'value' | 'onChange' | 'error'
> & {
  control: Control<TValues, unknown, TParsed>;
  name: FieldPath<TValues>;
};

/** An upload field bound to an editor's form: the uploaded file's URL is the field's value. */
export function FormUploadField<TValues extends FieldValues, TParsed>({
  control,
  name,
  ...upload
}: FormUploadFieldProps<TValues, TParsed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <UploadField
          {...upload}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
