import { adminMessages } from '@lss/shared/admin-messages';
import type { Post, PostInput } from '@lss/shared/posts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { isSessionEnd } from '../ui/use-error-toast.ts';
import { useAutosavePost } from './api/use-autosave-post.ts';

/** How long after the last change a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 3000;

export type AutosaveState =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'saved'; at: string }
  | { phase: 'failed'; reason: string };

type Options<TValues extends FieldValues, TParsed> = {
  form: UseFormReturn<TValues, unknown, TParsed>;
  /** The form's schema: a draft that would not pass it waits for the author instead of failing. */
  schema: z.ZodType<TParsed, TValues>;
  /** The post's id, once it exists. */
  id: string | undefined;
  /** May this draft save itself now? Never a published post (changes to live posts stay deliberate). */
  enabled: boolean;
  toInput: (parsed: TParsed) => PostInput;
  /** A new post was created by the first autosave. */
  onCreated: (post: Post) => void;
};

/**
 * Autosave of a draft (issue 16): AUTOSAVE_DELAY_MS after the last change the form's values are
 * sent with `autosave: true`; once the server has them, what was sent becomes the form's saved
 * state, so the leave guard asks only about what was typed since.
 */
export function useAutosave<TValues extends FieldValues, TParsed>({
  form,
  schema,
  id,
  enabled,
  toInput,
  onCreated,
}: Options<TValues, TParsed>): AutosaveState {
  const { mutateAsync: autosavePost } = useAutosavePost();
  const [state, setState] = useState<AutosaveState>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef(false);
  // The latest of everything the timer's callback reads, without restarting the timer on each render.
  const latest = useRef({ id, enabled, toInput, onCreated });
  latest.current = { id, enabled, toInput, onCreated };

  const saveNow = useCallback(async () => {
    const { id: postId, enabled: allowed } = latest.current;
    if (!allowed || !form.formState.isDirty) return;
    if (inFlight.current) {
      // One save at a time: the changes made meanwhile go in the next.
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
      return;
    }
    const values = form.getValues();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setState({ phase: 'failed', reason: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    const input = latest.current.toInput(parsed.data);
    inFlight.current = true;
    setState({ phase: 'saving' });
    try {
      const saved = await autosavePost({ id: postId, input });
      // What was sent is now stored: only later changes are unsaved.
      form.reset(values, { keepValues: true, keepErrors: true });
      if (!postId) latest.current.onCreated(saved);
      setState({ phase: 'saved', at: saved.updatedAt });
    } catch (error) {
      if (!isSessionEnd(error)) {
        setState({ phase: 'failed', reason: messageOf(error, adminMessages.savePostFailed) });
      }
    } finally {
      inFlight.current = false;
    }
  }, [autosavePost, form, schema]);

  useEffect(() => {
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      if (latest.current.enabled) timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, saveNow]);

  useEffect(() => {
    if (!enabled) clearTimeout(timer.current);
  }, [enabled]);

  return state;
}

/** The new post's own address, without a navigation that would reload the editor mid-sentence. */
export function showEditAddress(post: Post) {
  const address = paths.admin.postEdit.to(post._id);
  window.history.replaceState(window.history.state, '', address);
}
