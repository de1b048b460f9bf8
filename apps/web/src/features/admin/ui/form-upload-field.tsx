import { adminMessages, successMessages } from '@lss/shared/admin-messages';
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

/** What an image field takes: JPEG, PNG, GIF or WebP. */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

/**
 * An image upload bound to an editor's form (an event's image, a post's cover, a portrait): the
 * image types, and the usual messages unless others are given.
 */
export function FormImageField<TValues extends FieldValues, TParsed>(
  props: Omit<
    FormUploadFieldProps<TValues, TParsed>,
    'kind' | 'accept' | 'successMessage' | 'failureMessage'
  > &
    Partial<Pick<FormUploadFieldProps<TValues, TParsed>, 'successMessage' | 'failureMessage'>>,
) {
  return (
    <FormUploadField
      kind="image"
      accept={IMAGE_TYPES}
      successMessage={successMessages.imageUploaded}
      failureMessage={adminMessages.imageUploadFailed}
      {...props}
    />
  );
}
