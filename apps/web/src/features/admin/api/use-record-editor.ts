import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type FormState,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { messageOf } from '#web/lib/admin-api.ts';
import { showServerFieldErrors, toastInvalid } from '../ui/form-errors.ts';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';
import { useSocietyTimeZone } from './society-time-zone.ts';

/** The variables of a content type's save hook (use-save-event.ts, ...): an id updates, none creates. */
export type SaveRecordVariables<TInput> = { id?: string | undefined; input: TInput };

/**
 * One content type's editor: its area's hooks that read and save a record, its form and how a record
 * becomes form values and form values become the request body, and its texts. `TInput` is the shared
 * schema's input type (through `useSave`), so `toInput` is checked against what the server accepts.
 */
export type RecordEditorDefinition<TRecord, TInput, TValues extends FieldValues, TParsed> = {
  /** The record being edited (use-event.ts, ...): read when there is an id. */
  useRecord: (id: string | undefined) => UseQueryResult<TRecord>;
  /** Its save (use-save-event.ts, ...). */
  useSave: () => UseMutationResult<TRecord, Error, SaveRecordVariables<TInput>>;
  /** The shared input schema, extended where the form differs (local date-time instead of UTC). */
  form: z.ZodType<TParsed, TValues>;
  /** A new record's values. */
  empty: DefaultValues<TValues>;
  /** Times are shown on the society's clock: `timeZone` is its zone. */
  toForm: (record: TRecord, clock: { timeZone: string }) => TValues;
  toInput: (parsed: TParsed, form: Pick<FormState<TValues>, 'dirtyFields'>) => TInput;
  /** The list the editor returns to after a save, a Cancel, or a record that cannot be loaded. */
  listPath: string;
  texts: {
    newTitle: string;
    editTitle: string;
    loading: string;
    createButton: string;
    updateButton: string;
    /** Spec §8, for the toasts. */
    loadFailed: string;
    saveFailed: string;
    created: string;
    updated: string;
    /** A field whose absence has its own toast ("Please upload a file first."), checked first. */
    missing?: Record<string, string>;
  };
};

/** Lets the compiler infer a definition's types from its parts. */
export function defineRecordEditor<TRecord, TInput, TValues extends FieldValues, TParsed>(
  definition: RecordEditorDefinition<TRecord, TInput, TValues, TParsed>,
) {
  return definition;
}

/** A second step after a successful save (a post's review request), with its own texts. */
export type FollowUp<TRecord> = {
  run: (saved: TRecord) => Promise<unknown>;
  /** The toast when both steps succeed, instead of "created"/"updated". */
  success: string;
  /** The toast when the save succeeded and this step did not (the record is saved all the same). */
  failure: string;
};

export type RecordEditor<TRecord, TValues extends FieldValues, TParsed> = {
  /** The record's id: the one in the address, or the one an autosave gave a new record; none before. */
  id: string | undefined;
  /** Opened as "new" (no id in the address): the title and the save button say Create. */
  isNew: boolean;
  /** A new record was created by an autosave: later saves update it instead of creating another. */
  adoptCreated: (id: string) => void;
  form: UseFormReturn<TValues, unknown, TParsed>;
  /** The record as stored, once loaded. */
  stored: TRecord | undefined;
  /** 'failed' sends the administrator back to the list, which the failure toast explains. */
  status: 'loading' | 'ready' | 'failed';
  title: string;
  saveLabel: string;
  loadingText: string;
  listPath: string;
  onSubmit: () => Promise<void>;
  /** Validates and saves like onSubmit, then runs a second step before returning to the list. */
  submitWith: (followUp: FollowUp<TRecord>) => () => Promise<void>;
  saving: boolean;
  /** Saving, or a file still uploading: the save button waits (spec §4). */
  busy: boolean;
  onUploadBusyChange: (busy: boolean) => void;
  /** The "unsaved changes" question, when one is asked. */
  leaveDialog: ReactNode;
};

/**
 * Every editor's life: load the record (when editing), fill the form, ask before unsaved changes
 * are left behind, save, say so, return to the list. A record that cannot be loaded gets the
 * spec's toast and the way back to the list, the same in every editor (spec §2 for materials).
 */
export function useRecordEditor<TRecord, TInput, TValues extends FieldValues, TParsed>(
  definition: RecordEditorDefinition<TRecord, TInput, TValues, TParsed>,
): RecordEditor<TRecord, TValues, TParsed> {
  const { texts, listPath, toForm, toInput } = definition;
  const { id: addressId } = useParams();
  const [createdId, setCreatedId] = useState<string>();
  const id = addressId ?? createdId;
  const navigate = useNavigate();
  const existing = definition.useRecord(addressId);
  const timeZone = useSocietyTimeZone();
  const save = definition.useSave();
  const [uploading, setUploading] = useState(false);
  const [followingUp, setFollowingUp] = useState(false);
  const form = useForm<TValues, unknown, TParsed>({
    resolver: zodResolver(definition.form),
    defaultValues: definition.empty,
  });
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  useErrorToast(existing.error, texts.loadFailed);

  // The form is filled once both the record and the clock to show its times on are known.
  useEffect(() => {
    if (existing.data && timeZone) form.reset(toForm(existing.data, { timeZone }));
  }, [existing.data, timeZone, form, toForm]);

  const submitWith = (followUp?: FollowUp<TRecord>) =>
    form.handleSubmit(
      async (parsed) => {
        let saved: TRecord;
        try {
          saved = await save.mutateAsync({
            id,
            input: toInput(parsed, { dirtyFields: form.formState.dirtyFields }),
          });
        } catch (error) {
          if (isSessionEnd(error)) return;
          showServerFieldErrors(error, form.setError);
          // Spec §7: the server's message when present, else the default.
          toast.error(messageOf(error, texts.saveFailed));
          return;
        }
        const savedText = addressId ? texts.updated : texts.created;
        setFollowingUp(true);
        try {
          await followUp?.run(saved);
          toast.success(followUp?.success ?? savedText);
        } catch (error) {
          if (isSessionEnd(error)) return;
          // Saved, but not the second step: say both, and return to the list where the record now is.
          toast.success(savedText);
          toast.error(messageOf(error, followUp?.failure ?? texts.saveFailed));
        } finally {
          setFollowingUp(false);
        }
        leaveGuard.allowLeave();
        navigate(listPath);
      },
      (invalid) => toastInvalid(invalid, texts.missing),
    );

  return {
    id,
    isNew: !addressId,
    adoptCreated: setCreatedId,
    form,
    stored: existing.data,
    status: !addressId
      ? 'ready'
      : existing.isError
        ? 'failed'
        : existing.isPending || !timeZone
          ? 'loading'
          : 'ready',
    title: addressId ? texts.editTitle : texts.newTitle,
    saveLabel: addressId ? texts.updateButton : texts.createButton,
    loadingText: texts.loading,
    listPath,
    onSubmit: submitWith(),
    submitWith,
    saving: save.isPending || followingUp,
    busy: save.isPending || followingUp || uploading,
    onUploadBusyChange: setUploading,
    leaveDialog: leaveGuard.dialog,
  };
}
