import { adminMessages, successMessages } from '@lss/shared/admin-messages';
import { DEFAULT_DISPLAY_ORDER } from '@lss/shared/constants';
import { executiveInput } from '@lss/shared/executives';
import { paths } from '#web/config/paths.ts';
import { defineRecordEditor, useRecordEditor } from '../api/use-record-editor.ts';
import { CheckboxField, TextField } from '../ui/fields.tsx';
import { FormImageField } from '../ui/form-upload-field.tsx';
import { RecordEditorPage } from '../ui/record-editor-page.tsx';
import { useExecutive } from './api/use-executive.ts';
import { useSaveExecutive } from './api/use-save-executive.ts';

const executiveEditor = defineRecordEditor({
  useRecord: useExecutive,
  useSave: useSaveExecutive,
  form: executiveInput,
  empty: {
    name: '',
    position: '',
    imageUrl: '',
    displayOrder: DEFAULT_DISPLAY_ORDER,
    isFeatured: false,
    session: '',
  },
  toForm: (executive) => ({
    name: executive.name,
    position: executive.position,
    imageUrl: executive.imageUrl ?? '',
    displayOrder: executive.displayOrder,
    isFeatured: executive.isFeatured,
    session: executive.session,
  }),
  toInput: (values) => values,
  listPath: paths.admin.executives.to(),
  texts: {
    newTitle: 'Add New Executive',
    editTitle: 'Edit Executive',
    loading: 'Loading Executive...',
    createButton: 'Create Profile',
    updateButton: 'Update Profile',
    loadFailed: adminMessages.fetchExecutiveFailed,
    saveFailed: adminMessages.saveExecutiveFailed,
    created: successMessages.executiveCreated,
    updated: successMessages.executiveUpdated,
  },
});

export function ExecutiveEditorPage() {
  const editor = useRecordEditor(executiveEditor);
  const { form } = editor;
  const { errors } = form.formState;
  return (
    <RecordEditorPage editor={editor}>
      <TextField
        label="Full Name"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField label="Position / Title" error={errors.position?.message} {...form.register('position')} />
      <FormImageField
        control={form.control}
        name="imageUrl"
        label="Profile Image"
        hint="A square portrait works best (JPG, PNG, GIF or WebP)."
        onBusyChange={editor.onUploadBusyChange}
      />
      <TextField
        label="Display Order"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint="Lower numbers are listed first."
        error={errors.displayOrder?.message}
        className="sm:max-w-48"
        {...form.register('displayOrder', { valueAsNumber: true })}
      />
      <TextField
        label="Session"
        placeholder="2025/2026"
        hint="The council this person serves on. Empty: the current session."
        error={errors.session?.message}
        className="sm:max-w-48"
        {...form.register('session')}
      />
      <CheckboxField
        label="Feature this Executive on the Homepage (sets them as President)?"
        {...form.register('isFeatured')}
      />
    </RecordEditorPage>
  );
}
