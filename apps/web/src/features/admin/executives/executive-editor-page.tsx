import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_DISPLAY_ORDER } from '@lss/shared/constants';
import { executiveInput } from '@lss/shared/executives';
import { adminMessages, successMessages } from '@lss/shared/messages';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { useRecord, useSaveRecord } from '../api/records.ts';
import { executivesResource } from '../api/resources.ts';
import { AdminPage, FormCard } from '../ui/admin-page.tsx';
import { EditorActions } from '../ui/buttons.tsx';
import { CheckboxField, TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { UploadField } from '../ui/upload-field.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';

const empty = {
  name: '',
  position: '',
  imageUrl: '',
  displayOrder: DEFAULT_DISPLAY_ORDER,
  isFeatured: false,
};

export function ExecutiveEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useRecord(executivesResource, id);
  const save = useSaveRecord(executivesResource);
  const [uploading, setUploading] = useState(false);
  const form = useForm({ resolver: zodResolver(executiveInput), defaultValues: empty });
  const { errors } = form.formState;
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  useErrorToast(existing.error, adminMessages.fetchExecutiveFailed);

  useEffect(() => {
    const executive = existing.data;
    if (!executive) return;
    form.reset({
      name: executive.name,
      position: executive.position,
      imageUrl: executive.imageUrl ?? '',
      displayOrder: executive.displayOrder,
      isFeatured: executive.isFeatured,
    });
  }, [existing.data, form]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync({ id, input });
        toast.success(id ? successMessages.executiveUpdated : successMessages.executiveCreated);
        leaveGuard.allowLeave();
        navigate(paths.admin.executives.to());
      } catch (error) {
        if (isSessionEnd(error)) return;
        showServerFieldErrors(error, form.setError);
        toast.error(messageOf(error, adminMessages.saveExecutiveFailed));
      }
    },
    (invalid) => toastInvalid(invalid),
  );

  const title = id ? 'Edit Executive' : 'Add New Executive';
  if (id && existing.isPending)
    return (
      <AdminPage title={title}>
        <Loading>Loading Executive...</Loading>
      </AdminPage>
    );
  if (id && existing.isError)
    return (
      <AdminPage title={title}>
        <LoadFailed onRetry={() => void existing.refetch()}>{adminMessages.fetchExecutiveFailed}</LoadFailed>
      </AdminPage>
    );

  return (
    <AdminPage title={title}>
      <form noValidate onSubmit={onSubmit}>
        <FormCard>
          <TextField
            label="Full Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="Position / Title"
            error={errors.position?.message}
            {...form.register('position')}
          />
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <UploadField
                label="Profile Image"
                kind="image"
                accept="image/jpeg,image/png,image/gif,image/webp"
                hint="A square portrait works best (JPG, PNG, GIF or WebP)."
                value={field.value ?? ''}
                onChange={field.onChange}
                successMessage={successMessages.imageUploaded}
                failureMessage={adminMessages.imageUploadFailed}
                onBusyChange={setUploading}
                error={fieldState.error?.message}
              />
            )}
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
          <CheckboxField
            label="Feature this Executive on the Homepage (sets them as President)?"
            {...form.register('isFeatured')}
          />
        </FormCard>
        <EditorActions
          cancelTo={paths.admin.executives.to()}
          disabled={save.isPending || uploading}
          saving={save.isPending}
          saveLabel={id ? 'Update Profile' : 'Create Profile'}
        />
      </form>
      {leaveGuard.dialog}
    </AdminPage>
  );
}
