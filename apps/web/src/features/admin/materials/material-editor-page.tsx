import { adminMessages, successMessages } from '@lss/shared/admin-messages';
import { DEFAULT_LEVEL, DEFAULT_MATERIAL_TYPE, LEVELS, MATERIAL_TYPES } from '@lss/shared/constants';
import { materialFilePath, materialInput } from '@lss/shared/materials';
import { membersContentMessages } from '@lss/shared/members-content-messages';
import { useWatch } from 'react-hook-form';
import { paths } from '#web/config/paths.ts';
import { saveAdminDownload } from '#web/lib/admin-api.ts';
import { defineRecordEditor, useRecordEditor } from '../api/use-record-editor.ts';
import { CheckboxField, SelectField, TextArea, TextField } from '../ui/fields.tsx';
import { FormUploadField } from '../ui/form-upload-field.tsx';
import { RecordEditorPage } from '../ui/record-editor-page.tsx';
import { toastFailure } from '../ui/use-error-toast.ts';
import { useMaterial } from './api/use-material.ts';
import { useSaveMaterial } from './api/use-save-material.ts';

const levelOptions = LEVELS.map((level) => ({ value: level, label: level }));
const typeOptions = MATERIAL_TYPES.map((type) => ({ value: type, label: type }));

const materialEditor = defineRecordEditor({
  useRecord: useMaterial,
  useSave: useSaveMaterial,
  form: materialInput,
  empty: {
    title: '',
    description: '',
    level: DEFAULT_LEVEL,
    materialType: DEFAULT_MATERIAL_TYPE,
    fileUrl: '',
    membersOnly: false,
  },
  toForm: (material) => ({
    title: material.title,
    description: material.description ?? '',
    level: material.level,
    materialType: material.materialType,
    fileUrl: material.fileUrl,
    membersOnly: material.membersOnly,
  }),
  toInput: (values) => values,
  listPath: paths.admin.materials.to(),
  texts: {
    newTitle: 'Add New Material',
    editTitle: 'Edit Material',
    loading: 'Loading Material...',
    createButton: 'Create Material',
    updateButton: 'Update Material',
    loadFailed: adminMessages.fetchMaterialFailed,
    saveFailed: adminMessages.saveMaterialFailed,
    created: successMessages.materialCreated,
    updated: successMessages.materialUpdated,
    // Spec §5: a missing file has its own message.
    missing: { fileUrl: adminMessages.uploadFileFirst },
  },
});

export function MaterialEditorPage() {
  const editor = useRecordEditor(materialEditor);
  const { form, stored } = editor;
  const { errors } = form.formState;
  const fileUrl = useWatch({ control: form.control, name: 'fileUrl' });
  // A saved members-only material's file is not served at its address: staff fetch it through its
  // gate with their session (decision 031).
  const openFile =
    stored?.membersOnly && fileUrl === stored.fileUrl
      ? () =>
          void saveAdminDownload(materialFilePath(stored._id)).catch((error: unknown) =>
            toastFailure(error, membersContentMessages.fileOpenFailed),
          )
      : undefined;
  return (
    <RecordEditorPage editor={editor}>
      <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
      <TextArea
        label="Description"
        optional
        rows={4}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label="Level"
          options={levelOptions}
          error={errors.level?.message}
          {...form.register('level')}
        />
        <SelectField
          label="Type of Material"
          options={typeOptions}
          error={errors.materialType?.message}
          {...form.register('materialType')}
        />
      </div>
      <FormUploadField
        control={form.control}
        name="fileUrl"
        label="File"
        kind="file"
        accept=".pdf,.doc,.docx,.png,.jpg,.jpeg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg"
        hint="PDF, DOC, PNG, JPG"
        successMessage={successMessages.fileUploaded}
        failureMessage={adminMessages.fileUploadFailed}
        onBusyChange={editor.onUploadBusyChange}
        openFile={openFile}
      />
      <CheckboxField
        label={membersContentMessages.membersOnly}
        hint={membersContentMessages.materialHint}
        {...form.register('membersOnly')}
      />
    </RecordEditorPage>
  );
}
