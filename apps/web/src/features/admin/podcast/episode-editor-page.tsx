import { zodResolver } from '@hookform/resolvers/zod';
import { adminMessages, successMessages } from '@lss/shared/messages';
import { episodeInput } from '@lss/shared/podcast';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { isoToLocalInput } from '#web/lib/local-date-time.ts';
import { useRecord, useSaveRecord } from '../api/records.ts';
import { podcastResource } from '../api/resources.ts';
import { AdminPage, FormCard } from '../ui/admin-page.tsx';
import { EditorActions } from '../ui/buttons.tsx';
import { TextArea, TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { localDateTimeField } from '../ui/local-date-time-field.ts';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';

export const episodeForm = episodeInput.extend({ episodeDate: localDateTimeField('Date & Time') });

const empty = { title: '', description: '', guestName: '', episodeDate: '', xSpaceUrl: '' };

export function EpisodeEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useRecord(podcastResource, id);
  const save = useSaveRecord(podcastResource);
  const form = useForm({ resolver: zodResolver(episodeForm), defaultValues: empty });
  const { errors } = form.formState;
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  useErrorToast(existing.error, adminMessages.fetchEpisodeFailed);

  useEffect(() => {
    const episode = existing.data;
    if (!episode) return;
    form.reset({
      title: episode.title,
      description: episode.description,
      guestName: episode.guestName ?? '',
      episodeDate: isoToLocalInput(episode.episodeDate),
      xSpaceUrl: episode.xSpaceUrl,
    });
  }, [existing.data, form]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync({ id, input });
        toast.success(id ? successMessages.episodeUpdated : successMessages.episodeScheduled);
        leaveGuard.allowLeave();
        navigate(paths.admin.podcast.to());
      } catch (error) {
        if (isSessionEnd(error)) return;
        showServerFieldErrors(error, form.setError);
        toast.error(messageOf(error, adminMessages.saveEpisodeFailed));
      }
    },
    (invalid) => toastInvalid(invalid),
  );

  const title = id ? 'Edit Episode' : 'Schedule New Episode';
  if (id && existing.isPending)
    return (
      <AdminPage title={title}>
        <Loading>Loading Episode...</Loading>
      </AdminPage>
    );
  if (id && existing.isError)
    return (
      <AdminPage title={title}>
        <LoadFailed onRetry={() => void existing.refetch()}>{adminMessages.fetchEpisodeFailed}</LoadFailed>
      </AdminPage>
    );

  return (
    <AdminPage title={title}>
      <form noValidate onSubmit={onSubmit}>
        <FormCard>
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
              hint="Your local time. A future date makes the episode Upcoming."
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
        </FormCard>
        <EditorActions
          cancelTo={paths.admin.podcast.to()}
          disabled={save.isPending}
          saving={save.isPending}
          saveLabel={'Save Episode'}
        />
      </form>
      {leaveGuard.dialog}
    </AdminPage>
  );
}
