import { adminMessages, successMessages } from '@lss/shared/admin-messages';
import { episodeInput } from '@lss/shared/podcast';
import { paths } from '#web/config/paths.ts';
import { isoToLocalInput } from '#web/lib/local-date-time.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { defineRecordEditor, useRecordEditor } from '../api/use-record-editor.ts';
import { TextArea, TextField } from '../ui/fields.tsx';
import { localDateTimeField } from '../ui/local-date-time-field.ts';
import { RecordEditorPage } from '../ui/record-editor-page.tsx';
import { useEpisode } from './api/use-episode.ts';
import { useSaveEpisode } from './api/use-save-episode.ts';

const episodeForm = episodeInput.extend({ episodeDate: localDateTimeField('Date & Time') });

const episodeEditor = defineRecordEditor({
  useRecord: useEpisode,
  useSave: useSaveEpisode,
  form: episodeForm,
  empty: { title: '', description: '', guestName: '', episodeDate: '', xSpaceUrl: '' },
  toForm: (episode, { timeZone }) => ({
    title: episode.title,
    description: episode.description,
    guestName: episode.guestName ?? '',
    episodeDate: isoToLocalInput(episode.episodeDate, timeZone),
    xSpaceUrl: episode.xSpaceUrl,
  }),
  toInput: (values) => values,
  listPath: paths.admin.podcast.to(),
  texts: {
    newTitle: 'Schedule New Episode',
    editTitle: 'Edit Episode',
    loading: 'Loading Episode...',
    createButton: 'Save Episode',
    updateButton: 'Save Episode',
    loadFailed: adminMessages.fetchEpisodeFailed,
    saveFailed: adminMessages.saveEpisodeFailed,
    created: successMessages.episodeScheduled,
    updated: successMessages.episodeUpdated,
  },
});

export function EpisodeEditorPage() {
  const editor = useRecordEditor(episodeEditor);
  const dates = useAdminDates();
  const { form } = editor;
  const { errors } = form.formState;
  return (
    <RecordEditorPage editor={editor}>
      <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
      <TextArea
        label="Description"
        rows={5}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Guest Name"
          optional
          error={errors.guestName?.message}
          {...form.register('guestName')}
        />
        <TextField
          label="Date & Time"
          type="datetime-local"
          hint={`${dates.fieldHint} A future date makes the episode Upcoming.`}
          error={errors.episodeDate?.message}
          {...form.register('episodeDate')}
        />
      </div>
      <TextField
        label="X Space Link"
        type="url"
        inputMode="url"
        placeholder="https://x.com/i/spaces/…"
        error={errors.xSpaceUrl?.message}
        {...form.register('xSpaceUrl')}
      />
    </RecordEditorPage>
  );
}
