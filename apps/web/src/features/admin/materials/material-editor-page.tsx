import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_LEVEL, DEFAULT_MATERIAL_TYPE, LEVELS, MATERIAL_TYPES } from '@lss/shared/constants';
import { materialInput } from '@lss/shared/materials';
import { adminMessages, successMessages } from '@lss/shared/messages';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { useRecord, useSaveRecord } from '../api/records.ts';
import { materialsResource } from '../api/resources.ts';
import { AdminPage, FormCard } from '../ui/admin-page.tsx';
import { EditorActions } from '../ui/buttons.tsx';
import { SelectField, TextArea, TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { Loading } from '../ui/states.tsx';
import { UploadField } from '../ui/upload-field.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';

const levelOptions = LEVELS.map((level) => ({ value: level, label: level }));
const typeOptions = MATERIAL_TYPES.map((type) => ({ value: type, label: type }));
const empty = {
  title: '',
  description: '',
  level: DEFAULT_LEVEL,
  materialType: DEFAULT_MATERIAL_TYPE,
  fileUrl: '',
};

export function MaterialEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useRecord(materialsResource, id);
  const save = useSaveRecord(materialsResource);
  const [uploading, setUploading] = useState(false);
  const form = useForm({ resolver: zodResolver(materialInput), defaultValues: empty });
  const { errors } = form.formState;
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  useErrorToast(existing.error, adminMessages.fetchMaterialFailed);

  useEffect(() => {
    const material = existing.data;
    if (!material) return;
    form.reset({
      title: material.title,
      description: material.description ?? '',
      level: material.level,
      materialType: material.materialType,
      fileUrl: material.fileUrl,
    });
  }, [existing.data, form]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync({ id, input });
        toast.success(id ? successMessages.materialUpdated : successMessages.materialCreated);
        leaveGuard.allowLeave();
        navigate(paths.admin.materials.to());
      } catch (error) {
        if (isSessionEnd(error)) return;
        showServerFieldErrors(error, form.setError);
        toast.error(messageOf(error, adminMessages.saveMaterialFailed));
      }
    },
    // Spec §5: a missing file has its own message.
    (invalid) => toastInvalid(invalid, { fileUrl: adminMessages.uploadFileFirst }),
  );

  const title = id ? 'Edit Material' : 'Add New Material';
  // Spec §2: if loading the material fails, back to the list (the toast says why).
  if (id && existing.isError) return <Navigate to={paths.admin.materials.to()} replace />;
  if (id && existing.isPending)
    return (
      <AdminPage title={title}>
        <Loading>Loading Material...</Loading>
      </AdminPage>
    );

  return (
    <AdminPage title={title}>
      <form noValidate onSubmit={onSubmit}>
        <FormCard>
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
          <Controller
            control={form.control}
            name="fileUrl"
            render={({ field, fieldState }) => (
              <UploadField
                label="File"
                kind="file"
                accept=".pdf,.doc,.docx,.png,.jpg,.jpeg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg"
                hint="PDF, DOC, PNG, JPG"
                value={field.value ?? ''}
                onChange={field.onChange}
                successMessage={successMessages.fileUploaded}
                failureMessage={adminMessages.fileUploadFailed}
                onBusyChange={setUploading}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormCard>
        <EditorActions
          cancelTo={paths.admin.materials.to()}
          disabled={save.isPending || uploading}
          saving={save.isPending}
          saveLabel={id ? 'Update Material' : 'Create Material'}
        />
      </form>
      {leaveGuard.dialog}
    </AdminPage>
  );
}
