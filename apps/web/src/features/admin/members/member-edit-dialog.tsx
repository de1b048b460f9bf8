import { MEMBER_LEVELS } from '@lss/shared/constants';
import {
  MEMBER_SETTABLE_STATUSES,
  type MemberPatchInput,
  type MemberRecord,
  memberPatchInput,
} from '@lss/shared/member-roster';
import { membersMessages, memberRosterMessages as messages } from '@lss/shared/members-messages';
import { flattenIssues } from '@lss/shared/validation';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/http.ts';
import { Button, SubmitButton } from '../ui/buttons.tsx';
import { SelectField, TextField } from '../ui/fields.tsx';
import { toastFailure } from '../ui/use-error-toast.ts';
import { useSaveMember } from './api/use-save-member.ts';

type Values = { fullName: string; email: string; matricNumber: string; level: string; status: string };

const valuesOf = (member: MemberRecord): Values => ({
  fullName: member.fullName,
  email: member.email,
  matricNumber: member.matricNumber ?? '',
  level: member.level,
  status: member.status,
});

/** Only what the editor changed, as the API takes it. */
function changesOf(before: Values, after: Values): MemberPatchInput {
  const changes: Record<string, string> = {};
  for (const key of Object.keys(after) as (keyof Values)[]) {
    if (after[key].trim() !== before[key]) changes[key] = after[key];
  }
  return changes as MemberPatchInput;
}

/** Edits one member's name, e-mail, matriculation number, level and status (PATCH /api/members/{id}). */
export function MemberEditDialog({ member, onClose }: { member: MemberRecord; onClose: () => void }) {
  const titleId = useId();
  const save = useSaveMember();
  const before = valuesOf(member);
  const [values, setValues] = useState(before);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((now) => ({ ...now, [key]: event.target.value }));

  // Pending is only ever a new member's unconfirmed address: shown for one, never chosen.
  const statuses =
    member.status === 'pending' ? ['pending', ...MEMBER_SETTABLE_STATUSES] : MEMBER_SETTABLE_STATUSES;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const changes = changesOf(before, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    const checked = memberPatchInput.safeParse(changes);
    if (!checked.success) {
      setErrors(flattenIssues(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: member._id, changes });
      toast.success(messages.saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      toastFailure(error, messages.saveFailed);
    }
  }

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      lockScroll
      className="flex max-h-[92vh] w-full max-w-lg flex-col overflow-y-auto rounded-sm border-t-4 border-gold bg-card p-5 shadow-2xl sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold break-words">
        {messages.editTitle(member.fullName)}
      </h2>
      <form className="mt-5 space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={membersMessages.fullNameLabel}
          value={values.fullName}
          onChange={set('fullName')}
          error={errors.fullName}
          autoComplete="off"
          required
        />
        <TextField
          label={membersMessages.emailLabel}
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="off"
          required
        />
        <TextField
          label={membersMessages.matricNumberLabel}
          value={values.matricNumber}
          onChange={set('matricNumber')}
          error={errors.matricNumber}
          hint={membersMessages.matricNumberHint}
          autoComplete="off"
          optional
        />
        <SelectField
          label={membersMessages.levelLabel}
          value={values.level}
          onChange={set('level')}
          error={errors.level}
          options={MEMBER_LEVELS.map((level) => ({ value: level, label: level }))}
        />
        <SelectField
          label={messages.statusFilter}
          value={values.status}
          onChange={set('status')}
          error={errors.status}
          hint={messages.statusHints[values.status]}
          options={statuses.map((status) => ({
            value: status,
            label: messages.statusNames[status] ?? status,
          }))}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-rule pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {messages.cancel}
          </Button>
          <SubmitButton busy={save.isPending} busyLabel={messages.saving}>
            {messages.save}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
