import { eventInput } from '@lss/shared/events';
import { adminMessages, successMessages } from '@lss/shared/messages';
import { paths } from '#web/config/paths.ts';
import { isoToLocalInput } from '#web/lib/local-date-time.ts';
import { eventsResource } from '../api/resources.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { defineRecordEditor, useRecordEditor } from '../api/use-record-editor.ts';
import { CheckboxField, TextArea, TextField } from '../ui/fields.tsx';
import { FormUploadField } from '../ui/form-upload-field.tsx';
import { localDateTimeField } from '../ui/local-date-time-field.ts';
import { RecordEditorPage } from '../ui/record-editor-page.tsx';

/** The form edits local date-time; what it hands on is the API's body (spec §5, decisions.md). */
const eventForm = eventInput.extend({ eventDate: localDateTimeField('Date & Time') });

const eventEditor = defineRecordEditor({
  resource: eventsResource,
  form: eventForm,
  empty: { title: '', description: '', eventDate: '', venue: '', isFeatured: false, imageUrl: '' },
  toForm: (event, { timeZone }) => ({
    title: event.title,
    description: event.description,
    eventDate: isoToLocalInput(event.eventDate, timeZone),
    venue: event.venue,
    isFeatured: event.isFeatured,
    imageUrl: event.imageUrl ?? '',
  }),
  toInput: (values) => values,
  listPath: paths.admin.events.to(),
  texts: {
    newTitle: 'Add New Event',
    editTitle: 'Edit Event',
    loading: 'Loading Event...',
    createButton: 'Create Event',
    updateButton: 'Update Event',
    loadFailed: adminMessages.fetchEventFailed,
    saveFailed: adminMessages.saveEventFailed,
    created: successMessages.eventCreated,
    updated: successMessages.eventUpdated,
  },
});

export function EventEditorPage() {
  const editor = useRecordEditor(eventEditor);
  const dates = useAdminDates();
  const { form } = editor;
  const { errors } = form.formState;
  return (
    <RecordEditorPage editor={editor}>
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
          hint={dates.fieldHint}
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
      <FormUploadField
        control={form.control}
        name="imageUrl"
        label="Image"
        kind="image"
        accept="image/jpeg,image/png,image/gif,image/webp"
        hint="JPG, PNG, GIF or WebP."
        successMessage={successMessages.imageUploaded}
        failureMessage={adminMessages.imageUploadFailedRetry}
        onBusyChange={editor.onUploadBusyChange}
      />
    </RecordEditorPage>
  );
}
