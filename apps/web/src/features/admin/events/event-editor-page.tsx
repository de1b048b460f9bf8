import { adminMessages, successMessages } from '@lss/shared/admin-messages';
import { eventInput } from '@lss/shared/events';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { isoToLocalInput } from '#web/lib/local-date-time.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { defineRecordEditor, useRecordEditor } from '../api/use-record-editor.ts';
import { CheckboxField, TextArea, TextField } from '../ui/fields.tsx';
import { FormImageField } from '../ui/form-upload-field.tsx';
import { localDateTimeField } from '../ui/local-date-time-field.ts';
import { RecordEditorPage } from '../ui/record-editor-page.tsx';
import { useEvent } from './api/use-event.ts';
import { useSaveEvent } from './api/use-save-event.ts';

/** The form edits local date-time; what it hands on is the API's body (spec §5, decisions.md). */
const eventForm = eventInput.extend({ eventDate: localDateTimeField('Date & Time') });

const eventEditor = defineRecordEditor({
  useRecord: useEvent,
  useSave: useSaveEvent,
  form: eventForm,
  empty: {
    title: '',
    description: '',
    eventDate: '',
    venue: '',
    organiser: '',
    isFeatured: false,
    imageUrl: '',
    rsvpEnabled: false,
    capacity: '',
  },
  toForm: (event, { timeZone }) => ({
    title: event.title,
    description: event.description,
    eventDate: isoToLocalInput(event.eventDate, timeZone),
    venue: event.venue,
    organiser: event.organiser ?? '',
    isFeatured: event.isFeatured,
    imageUrl: event.imageUrl ?? '',
    rsvpEnabled: event.rsvpEnabled,
    capacity: String(event.capacity ?? ''),
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
      <TextField
        label="Organiser"
        optional
        hint="A committee or partner running the event. Empty: the society."
        error={errors.organiser?.message}
        {...form.register('organiser')}
      />
      <CheckboxField
        label="Featured"
        hint="Show this event in the home page's 'NEXT UP' block."
        {...form.register('isFeatured')}
      />
      <FormImageField
        control={form.control}
        name="imageUrl"
        label="Image"
        hint="JPG, PNG, GIF or WebP."
        failureMessage={adminMessages.imageUploadFailedRetry}
        onBusyChange={editor.onUploadBusyChange}
      />
      <fieldset className="space-y-4 border-t border-rule pt-6">
        <legend className="text-lg font-bold">Registration</legend>
        <CheckboxField
          label="Registration"
          hint="Visitors register on the event page (name and e-mail) and get a confirmation e-mail."
          {...form.register('rsvpEnabled')}
        />
        <TextField
          label="Capacity"
          type="number"
          inputMode="numeric"
          min={1}
          optional
          hint="Seats for registrations. Empty is unlimited; once full, visitors join the waiting list."
          error={errors.capacity?.message}
          {...form.register('capacity')}
        />
        {editor.id ? (
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <Link className="font-semibold underline" to={paths.admin.eventAttendees.to(editor.id)}>
              Attendees
            </Link>
            <Link className="font-semibold underline" to={paths.admin.eventCheckIn.to(editor.id)}>
              Check-in at the door
            </Link>
          </p>
        ) : null}
      </fieldset>
    </RecordEditorPage>
  );
}
