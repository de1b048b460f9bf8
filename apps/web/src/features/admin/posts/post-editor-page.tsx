import { zodResolver } from '@hookform/resolvers/zod';
import { slugify } from '@lss/shared/constants';
import { adminMessages, successMessages } from '@lss/shared/messages';
import { postInput } from '@lss/shared/posts';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { isoToLocalInput, localInputToIso } from '#web/lib/local-date-time.ts';
import { useSession } from '#web/lib/session.ts';
import { useRecord, useSaveRecord } from '../api/records.ts';
import { postsResource } from '../api/resources.ts';
import { AdminPage, FormCard } from '../ui/admin-page.tsx';
import { Button, EditorActions } from '../ui/buttons.tsx';
import { SelectField, TextField } from '../ui/fields.tsx';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { optionalLocalDateTimeField } from '../ui/local-date-time-field.ts';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { UploadField } from '../ui/upload-field.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';
import { PostPreview, type PreviewPost } from './post-preview.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
] as const;

/** The publication time is edited as local date-time; empty keeps the first one (or now). */
export const postForm = postInput.extend({ publishedAt: optionalLocalDateTimeField('Publish Time') });

type FormValues = {
  title: string;
  slug: string;
  contentBody: string;
  coverImageUrl: string;
  status: 'draft' | 'published';
  publishedAt: string;
};
// Spec §4: new posts start as drafts.
const empty: FormValues = {
  title: '',
  slug: '',
  contentBody: '',
  coverImageUrl: '',
  status: 'draft',
  publishedAt: '',
};

export function PostEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const existing = useRecord(postsResource, id);
  const save = useSaveRecord(postsResource);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<PreviewPost | null>(null);
  const contentLabelId = useId();
  // Spec §5: on create only, the slug follows the title until the administrator edits it by hand.
  const slugEdited = useRef(Boolean(id));
  const form = useForm({ resolver: zodResolver(postForm), defaultValues: empty });
  const { errors } = form.formState;
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  useErrorToast(existing.error, adminMessages.fetchPostFailed);

  useEffect(() => {
    const post = existing.data;
    if (!post) return;
    form.reset({
      title: post.title,
      slug: post.slug,
      contentBody: post.contentBody,
      coverImageUrl: post.coverImageUrl ?? '',
      status: post.status,
      publishedAt: isoToLocalInput(post.publishedAt),
    });
  }, [existing.data, form]);

  const title = useWatch({ control: form.control, name: 'title' });
  const status = useWatch({ control: form.control, name: 'status' });
  useEffect(() => {
    if (!id && !slugEdited.current) form.setValue('slug', slugify(title ?? ''), { shouldValidate: false });
  }, [id, title, form]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        // An untouched publication time is sent as "keep", so a save never moves it to the minute.
        const publishedAt = form.formState.dirtyFields.publishedAt ? input.publishedAt : null;
        await save.mutateAsync({ id, input: { ...input, publishedAt } });
        toast.success(id ? successMessages.postUpdated : successMessages.postCreated);
        leaveGuard.allowLeave();
        navigate(paths.admin.posts.to());
      } catch (error) {
        if (isSessionEnd(error)) return;
        showServerFieldErrors(error, form.setError);
        // Spec §7: the server's message when present, else the default.
        toast.error(messageOf(error, adminMessages.savePostFailed));
      }
    },
    (invalid) => toastInvalid(invalid),
  );

  function openPreview() {
    const values = form.getValues();
    const stored = existing.data;
    setPreview({
      title: values.title,
      coverImageUrl: values.coverImageUrl ?? '',
      contentBody: values.contentBody ?? '',
      status: values.status ?? 'draft',
      authorName: stored?.author.fullName ?? session?.fullName ?? '',
      date: localInputToIso(values.publishedAt ?? '') ?? stored?.publishedAt ?? new Date().toISOString(),
    });
  }

  const heading = id ? 'Edit Post' : 'Create New Post';
  const busy = save.isPending || uploading;
  const slugField = form.register('slug', {
    onChange: () => {
      slugEdited.current = true;
    },
  });

  if (id && existing.isPending)
    return (
      <AdminPage title={heading}>
        <Loading>Loading Post...</Loading>
      </AdminPage>
    );
  if (id && existing.isError)
    return (
      <AdminPage title={heading}>
        <LoadFailed onRetry={() => void existing.refetch()}>{adminMessages.fetchPostFailed}</LoadFailed>
      </AdminPage>
    );

  return (
    <AdminPage title={heading}>
      <form noValidate onSubmit={onSubmit}>
        <FormCard>
          <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
          <TextField
            label="Slug"
            hint={
              <>
                The address of the post: /news/
                <strong className="text-navy">{form.watch('slug') || 'your-slug'}</strong>
              </>
            }
            error={errors.slug?.message}
            {...slugField}
          />
          <div>
            <span id={contentLabelId} className="field-label">
              Content
            </span>
            <Controller
              control={form.control}
              name="contentBody"
              render={({ field, fieldState }) => (
                <>
                  <RichTextEditor
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    labelId={contentLabelId}
                    invalid={Boolean(fieldState.error)}
                  />
                  {fieldState.error ? (
                    <p role="alert" className="mt-1.5 text-sm font-semibold text-[#9b2c2c]">
                      {fieldState.error.message}
                    </p>
                  ) : null}
                </>
              )}
            />
          </div>
          <Controller
            control={form.control}
            name="coverImageUrl"
            render={({ field, fieldState }) => (
              <UploadField
                label="Cover Image"
                kind="image"
                accept="image/jpeg,image/png,image/gif,image/webp"
                hint="JPG, PNG, GIF or WebP; shown at the top of the article."
                value={field.value ?? ''}
                onChange={field.onChange}
                successMessage={successMessages.imageUploadedShort}
                failureMessage={adminMessages.imageUploadFailed}
                onBusyChange={setUploading}
                error={fieldState.error?.message}
              />
            )}
          />
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            hint="Only published posts appear on the News & Publications page."
            error={errors.status?.message}
            {...form.register('status')}
          />
          {status === 'published' ? (
            <TextField
              label="Publish Time"
              type="datetime-local"
              optional
              hint="Your local time. Leave empty to publish now; a future time schedules the post."
              error={errors.publishedAt?.message}
              className="sm:max-w-80"
              {...form.register('publishedAt')}
            />
          ) : null}
        </FormCard>
        <EditorActions
          cancelTo={paths.admin.posts.to()}
          disabled={busy}
          saving={save.isPending}
          saveLabel={id ? 'Update Post' : 'Create Post'}
        >
          <Button variant="secondary" onClick={openPreview}>
            Preview
          </Button>
        </EditorActions>
      </form>
      {leaveGuard.dialog}
      {preview ? <PostPreview post={preview} onClose={() => setPreview(null)} /> : null}
    </AdminPage>
  );
}
