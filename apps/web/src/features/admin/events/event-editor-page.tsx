import { zodResolver } from '@hookform/resolvers/zod';
import { eventInput } from '@lss/shared/events';
import { adminMessages, successMessages } from '@lss/shared/messages';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { isoToLocalInput } from '#web/lib/local-date-time.ts';
import { useRecord, useSaveRecord } from '../api/records.ts';
import { eventsResource } from '../api/resources.ts';
import { AdminPage, FormCard } from '../ui/admin-page.tsx';
import { EditorActions } from '../ui/buttons.tsx';
import { CheckboxField, TextArea, TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { localDateTimeField } from '../ui/local-date-time-field.ts';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { UploadField } from '../ui/upload-field.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';

/** The form edits local date-time; what it hands on is the API's body (spec §5, decisions.md). */
export const eventForm = eventInput.extend({ eventDate: localDateTimeField('Date & Time') });

const empty = { title: '', description: '', eventDate: '', venue: '', isFeatured: false, imageUrl: '' };

export function EventEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useRecord(eventsResource, id);
  const save = useSaveRecord(eventsResource);
  const [uploading, setUploading] = useState(false);
  const form = useForm({ resolver: zodResolver(eventForm), defaultValues: empty });
  const { errors } = form.formState;
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  useErrorToast(existing.error, adminMessages.fetchEventFailed);

  useEffect(() => {
    const event = existing.data;
    if (!event) return;
    form.reset({
      title: event.title,
      description: event.description,
      eventDate: isoToLocalInput(event.eventDate),
      venue: event.venue,
      isFeatured: event.isFeatured,
      imageUrl: event.imageUrl ?? '',
    });
  }, [existing.data, form]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync({ id, input });
        toast.success(id ? successMessages.eventUpdated : successMessages.eventCreated);
        leaveGuard.allowLeave();
        navigate(paths.admin.events.to());
      } catch (error) {
        if (isSessionEnd(error)) return;
        showServerFieldErrors(error, form.setError);
        toast.error(messageOf(error, adminMessages.saveEventFailed));
      }
    },
    (invalid) => toastInvalid(invalid),
  );

  const title = id ? 'Edit Event' : 'Add New Event';
  const busy = save.isPending || uploading;

  if (id && existing.isPending)
    return (
      <AdminPage title={title}>
        <Loading>Loading Event...</Loading>
      </AdminPage>
    );
  if (id && existing.isError)
    return (
      <AdminPage title={title}>
        <LoadFailed onRetry={() => void existing.refetch()}>{adminMessages.fetchEventFailed}</LoadFailed>
      </AdminPage>
    );

  return (
    <AdminPage title={title}>
      <form noValidate onSubmit={onSubmit}>
        <FormCard>
          <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
          <TextArea
            label="Description"
            rows={6}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              label="Date & Time"
              type="datetime-local"
              hint="Your local time."
              error={errors.eventDate?.message}
              {...form.register('eventDate')}
            />
            <TextField label="Venue" error={errors.venue?.message} {...form.register('venue')} />
          </div>
          <CheckboxField
            label="Featured"
            hint="Show this event in the home page's 'NEXT UP' block."
            {...form.register('isFeatured')}
          />
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <UploadField
                label="Image"
                kind="image"
                accept="image/jpeg,image/png,image/gif,image/webp"
                hint="JPG, PNG, GIF or WebP."
                value={field.value ?? ''}
                onChange={field.onChange}
                successMessage={successMessages.imageUploaded}
                failureMessage={adminMessages.imageUploadFailedRetry}
                onBusyChange={setUploading}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormCard>
        <EditorActions
          cancelTo={paths.admin.events.to()}
          disabled={busy}
          saving={save.isPending}
          saveLabel={id ? 'Update Event' : 'Create Event'}
        />
      </form>
      {leaveGuard.dialog}
    </AdminPage>
  );
}
