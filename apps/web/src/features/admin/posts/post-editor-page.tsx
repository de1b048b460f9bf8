import { adminMessages, successMessages } from '@lss/shared/admin-messages';
import { slugify } from '@lss/shared/constants';
import { membersContentMessages } from '@lss/shared/members-content-messages';
import { postSummary } from '@lss/shared/post-description';
import { reviewMessages, revisionMessages } from '@lss/shared/post-messages';
import { POST_BYLINE_MAX, POST_OWN_EXCERPT_MAX } from '@lss/shared/post-summary';
import { type Post, postInput } from '@lss/shared/posts';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { paths } from '#web/config/paths.ts';
import { isoToLocalInput, localInputToIso } from '#web/lib/local-date-time.ts';
import { useSession } from '#web/lib/session.ts';
import { useMayUse } from '../access.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { defineRecordEditor, useRecordEditor } from '../api/use-record-editor.ts';
import { SendAsNewsletter } from '../newsletter/send-newsletter.tsx';
import { Button } from '../ui/buttons.tsx';
import { CheckboxField, SelectField, TextArea, TextField } from '../ui/fields.tsx';
import { FormImageField } from '../ui/form-upload-field.tsx';
import { optionalLocalDateTimeField } from '../ui/local-date-time-field.ts';
import { RecordEditorPage } from '../ui/record-editor-page.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { usePost } from './api/use-post.ts';
import { useRequestReview } from './api/use-request-review.ts';
import { useSavePost } from './api/use-save-post.ts';
import { PostPreview, type PreviewPost } from './post-preview.tsx';
import { PostRevisions } from './post-revisions.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { type AutosaveState, showEditAddress, useAutosave } from './use-autosave.ts';

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
] as const;

/** The publication time is edited as local date-time; empty keeps the first one (or now). */
const postForm = postInput.extend({ publishedAt: optionalLocalDateTimeField('Publish Time') });

const postEditor = defineRecordEditor({
  useRecord: usePost,
  useSave: useSavePost,
  form: postForm,
  // Spec §4: new posts start as drafts.
  empty: {
    title: '',
    slug: '',
    contentBody: '',
    excerpt: '',
    byline: '',
    coverImageUrl: '',
    status: 'draft',
    membersOnly: false,
    publishedAt: '',
  },
  toForm: (post, { timeZone }) => ({
    title: post.title,
    slug: post.slug,
    contentBody: post.contentBody,
    excerpt: post.excerpt ?? '',
    byline: post.byline ?? '',
    coverImageUrl: post.coverImageUrl ?? '',
    status: post.status,
    membersOnly: post.membersOnly,
    publishedAt: isoToLocalInput(post.publishedAt, timeZone),
  }),
  // An untouched publication time is sent as "keep", so a save never moves it to the minute.
  toInput: (values, { dirtyFields }) => ({
    ...values,
    publishedAt: dirtyFields.publishedAt ? values.publishedAt : null,
    autosave: false,
  }),
  listPath: paths.admin.posts.to(),
  texts: {
    newTitle: 'Create New Post',
    editTitle: 'Edit Post',
    loading: 'Loading Post...',
    createButton: 'Create Post',
    updateButton: 'Update Post',
    loadFailed: adminMessages.fetchPostFailed,
    saveFailed: adminMessages.savePostFailed,
    created: successMessages.postCreated,
    updated: successMessages.postUpdated,
  },
});

/** A contributor's drafts are published by an editor: the editor shows where the draft stands instead of a status choice. */
function DraftStatus({ post, dateTime }: { post: Post | undefined; dateTime: (iso: string) => string }) {
  return (
    <div>
      <p className="field-label">Status</p>
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="orange">DRAFT</StatusBadge>
        {post?.reviewRequestedAt ? (
          <StatusBadge tone="navy">{reviewMessages.awaitingReview.toUpperCase()}</StatusBadge>
        ) : null}
      </p>
      <p className="mt-1.5 text-sm text-muted">
        {post?.reviewRequestedAt
          ? `Submitted for review ${dateTime(post.reviewRequestedAt)}. An editor publishes it.`
          : `When it is ready, choose '${reviewMessages.submitForReview}': an editor reviews and publishes it.`}
      </p>
    </div>
  );
}

/** What an editor sees on a draft a contributor submitted: publishing it answers the request. */
function ReviewRequestNotice({ post, dateTime }: { post: Post; dateTime: (iso: string) => string }) {
  if (!post.reviewRequestedAt) return null;
  return (
    <p role="note" className="rounded-sm border border-gold bg-parchment/60 px-4 py-3 text-navy">
      <strong>{reviewMessages.awaitingReview}:</strong> {post.author.fullName} submitted this draft{' '}
      {dateTime(post.reviewRequestedAt)}. Set its status to Published to publish it.
    </p>
  );
}

/** The polite live region beside Save: "Saving…", then "Saved at …" on the society's clock, or why not. */
function AutosaveStatus({ state, dateTime }: { state: AutosaveState; dateTime: (iso: string) => string }) {
  const text =
    state.phase === 'saving'
      ? revisionMessages.saving
      : state.phase === 'saved'
        ? revisionMessages.saved(dateTime(state.at))
        : state.phase === 'failed'
          ? revisionMessages.autosaveFailed(state.reason)
          : '';
  return (
    <p
      role="status"
      aria-live="polite"
      className={`text-sm sm:mr-auto ${state.phase === 'failed' ? 'font-semibold text-error' : 'text-muted'}`}
    >
      {text}
    </p>
  );
}

export function PostEditorPage() {
  const editor = useRecordEditor(postEditor);
  const dates = useAdminDates();
  const { form, id, stored } = editor;
  const { errors } = form.formState;
  const session = useSession();
  const requestReview = useRequestReview();
  // Contributors write drafts; publishing is an editor's (access.ts, decisions.md).
  const mayPublish = useMayUse('reviews');
  const [preview, setPreview] = useState<PreviewPost | null>(null);
  const [showRevisions, setShowRevisions] = useState(false);
  const contentLabelId = useId();
  // Spec §5: on create only, the slug follows the title until the administrator edits it by hand
  // (also after an autosave has created the draft: it is still being written).
  const slugEdited = useRef(!editor.isNew);

  const title = useWatch({ control: form.control, name: 'title' });
  const status = useWatch({ control: form.control, name: 'status' });
  const isNew = editor.isNew;
  useEffect(() => {
    if (isNew && !slugEdited.current) form.setValue('slug', slugify(title ?? ''), { shouldValidate: false });
  }, [isNew, title, form]);

  // Drafts save themselves; a published post (stored or chosen) waits for Save. A new post once it has a title.
  const autosave = useAutosave({
    form,
    schema: postForm,
    id,
    enabled:
      !editor.saving &&
      status === 'draft' &&
      (stored ? stored.status === 'draft' : Boolean(id) || Boolean(title?.trim())),
    toInput: (parsed) => postEditor.toInput(parsed, { dirtyFields: form.formState.dirtyFields }),
    onCreated: (post) => {
      editor.adoptCreated(post._id);
      showEditAddress(post);
    },
  });

  function restored(post: Post) {
    // The restore hook has made it the cached record and reloads the list.
    setShowRevisions(false);
    form.reset(postEditor.toForm(post, { timeZone: dates.timeZone }));
  }

  function openPreview() {
    const values = form.getValues();
    setPreview({
      title: values.title,
      coverImageUrl: values.coverImageUrl ?? '',
      contentBody: values.contentBody ?? '',
      summary: postSummary({
        excerpt: values.excerpt ?? null,
        contentBody: values.contentBody ?? '',
        membersOnly: String(values.membersOnly) === 'true',
      }),
      status: values.status ?? 'draft',
      authorName: values.byline || stored?.author.fullName || session?.fullName || '',
      date:
        localInputToIso(values.publishedAt ?? '', dates.timeZone) ??
        stored?.publishedAt ??
        new Date().toISOString(),
    });
  }

  const submitForReview = editor.submitWith({
    run: (post) => requestReview.mutateAsync(post._id),
    success: reviewMessages.submitted,
    failure: reviewMessages.submitFailed,
  });

  const slugField = form.register('slug', {
    onChange: () => {
      slugEdited.current = true;
    },
  });

  return (
    <RecordEditorPage
      editor={editor}
      actions={
        <>
          <AutosaveStatus state={autosave} dateTime={dates.dateTime} />
          {/* The newsletter's 'Send as newsletter' (published posts) goes in this bar too. */}
          {stored && mayPublish ? <SendAsNewsletter post={stored} /> : null}
          <Button variant="secondary" onClick={openPreview}>
            Preview
          </Button>
          {id ? (
            <Button variant="secondary" onClick={() => setShowRevisions(true)}>
              {revisionMessages.revisions}
            </Button>
          ) : null}
          {!mayPublish && !stored?.reviewRequestedAt ? (
            <Button variant="secondary" disabled={editor.busy} onClick={() => void submitForReview()}>
              {reviewMessages.submitForReview}
            </Button>
          ) : null}
        </>
      }
      overlay={
        preview ? (
          <PostPreview post={preview} timeZone={dates.timeZone} onClose={() => setPreview(null)} />
        ) : showRevisions && id ? (
          <PostRevisions
            post={stored ?? ({ _id: id, author: { _id: null, fullName: session?.fullName ?? '' } } as Post)}
            timeZone={dates.timeZone}
            dateTime={dates.dateTime}
            onRestored={restored}
            onClose={() => setShowRevisions(false)}
          />
        ) : null
      }
    >
      {mayPublish && stored ? <ReviewRequestNotice post={stored} dateTime={dates.dateTime} /> : null}
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
                <p role="alert" className="mt-1.5 text-sm font-semibold text-error">
                  {fieldState.error.message}
                </p>
              ) : null}
            </>
          )}
        />
      </div>
      <TextArea
        label="Excerpt"
        optional
        rows={3}
        maxLength={POST_OWN_EXCERPT_MAX}
        hint="Plain text shown in lists, feeds and link previews, on one line. Leave empty to use the start of the post."
        error={errors.excerpt?.message}
        // One paragraph: Enter does not start a new line (the server refuses line breaks).
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        {...form.register('excerpt')}
      />
      <TextField
        label="Byline"
        optional
        maxLength={POST_BYLINE_MAX}
        hint="A student author's name, shown on the article instead of the account's."
        error={errors.byline?.message}
        className="sm:max-w-md"
        {...form.register('byline')}
      />
      <FormImageField
        control={form.control}
        name="coverImageUrl"
        label="Cover Image"
        hint="JPG, PNG, GIF or WebP; shown at the top of the article."
        successMessage={successMessages.imageUploadedShort}
        onBusyChange={editor.onUploadBusyChange}
      />
      <CheckboxField
        label={membersContentMessages.membersOnly}
        hint={membersContentMessages.postHint}
        {...form.register('membersOnly')}
      />
      {mayPublish ? (
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          hint="Only published posts appear on the News & Publications page."
          error={errors.status?.message}
          {...form.register('status')}
        />
      ) : (
        <DraftStatus post={stored} dateTime={dates.dateTime} />
      )}
      {status === 'published' ? (
        <TextField
          label="Publish Time"
          type="datetime-local"
          optional
          hint={`${dates.fieldHint} Leave empty to publish now; a future time schedules the post.`}
          error={errors.publishedAt?.message}
          className="sm:max-w-80"
          {...form.register('publishedAt')}
        />
      ) : null}
    </RecordEditorPage>
  );
}
