import { electionAdminMessages as messages } from '@lss/shared/election-admin-messages';
import { type ElectionCreateInput, electionCreateInput } from '@lss/shared/elections';
import { nextSession } from '@lss/shared/sessions';
import { flattenIssues } from '@lss/shared/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/http.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { useSettings } from '../settings/api/use-settings.ts';
import { AdminPage, FormCard } from '../ui/admin-page.tsx';
import { ButtonLink, SubmitButton } from '../ui/buttons.tsx';
import { TextField } from '../ui/fields.tsx';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { toastFailure } from '../ui/use-error-toast.ts';
import { useCreateElection } from './api/use-create-election.ts';
import { useStaffAccounts } from './api/use-staff-accounts.ts';
import {
  type ElectionValues,
  type Errors,
  emptyValues,
  LevelsPicker,
  OfficersPicker,
  PositionsEditor,
  positionsInput,
  WINDOW_KEYS,
  WindowFields,
} from './election-fields.tsx';

/** The body of POST /api/elections: empty positions and windows left out (the API's defaults). */
export function createInput(values: ElectionValues): ElectionCreateInput {
  const input: ElectionCreateInput = {
    title: values.title,
    session: values.session,
    officers: values.officers,
    eligibleLevels: values.eligibleLevels as ElectionCreateInput['eligibleLevels'],
  };
  if (values.positions.length) input.positions = positionsInput(values.positions);
  for (const key of WINDOW_KEYS) if (values[key].trim()) input[key] = values[key];
  return input;
}

/**
 * A new election (administrators): title, session, positions (empty: the current council's),
 * officers among the staff accounts, who may vote, and the windows on the society's clock.
 */
export function NewElectionPage() {
  const navigate = useNavigate();
  const dates = useAdminDates();
  const settings = useSettings();
  const staff = useStaffAccounts(true);
  const create = useCreateElection();
  const [values, setValues] = useState<ElectionValues>(() => emptyValues(''));
  const [errors, setErrors] = useState<Errors>({});
  const current = settings.data?.currentSession;
  // What was typed or ticked is not thrown away by a stray click in the navigation.
  const dirty =
    values.title.trim() !== '' ||
    values.positions.length > 0 ||
    values.officers.length > 0 ||
    values.eligibleLevels.length > 0 ||
    WINDOW_KEYS.some((key) => values[key] !== '');
  const leaveGuard = useLeaveGuard(dirty);

  // The session elected is, to begin with, the one after the current session.
  useEffect(() => {
    if (current) setValues((now) => (now.session ? now : { ...now, session: nextSession(current) }));
  }, [current]);

  const set = <K extends keyof ElectionValues>(key: K, value: ElectionValues[K]) =>
    setValues((now) => ({ ...now, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = createInput(values);
    const checked = electionCreateInput.safeParse(input);
    if (!checked.success) {
      setErrors(flattenIssues(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      const election = await create.mutateAsync(input);
      toast.success(messages.created);
      leaveGuard.allowLeave();
      navigate(paths.admin.election.to(election.slug));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      toastFailure(error, messages.createFailed);
    }
  }

  return (
    <AdminPage title={messages.newTitle}>
      <p className="mb-4">
        <Link to={paths.admin.elections.to()} className="link-quiet">
          <span aria-hidden="true">← </span>
          {messages.back}
        </Link>
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormCard>
          <div className="grid gap-6 sm:grid-cols-[2fr_1fr]">
            <TextField
              label={messages.titleLabel}
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              error={errors.title}
              maxLength={200}
              autoComplete="off"
            />
            <TextField
              label={messages.sessionLabel}
              value={values.session}
              onChange={(event) => set('session', event.target.value)}
              error={errors.session}
              hint={messages.sessionHint}
              autoComplete="off"
              inputMode="numeric"
            />
          </div>
          <PositionsEditor
            positions={values.positions}
            onChange={(positions) => set('positions', positions)}
            errors={errors}
          />
          <OfficersPicker
            staff={staff}
            chosen={values.officers}
            onChange={(officers) => set('officers', officers)}
            error={errors.officers}
          />
          <LevelsPicker
            chosen={values.eligibleLevels}
            onChange={(levels) => set('eligibleLevels', levels)}
            error={errors.eligibleLevels}
          />
          <WindowFields
            values={values}
            onChange={(key, value) => set(key, value)}
            errors={errors}
            fieldHint={dates.fieldHint}
          />
        </FormCard>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to={paths.admin.elections.to()} variant="secondary">
            {messages.cancel}
          </ButtonLink>
          <SubmitButton busy={create.isPending} busyLabel={messages.creating}>
            {messages.create}
          </SubmitButton>
        </div>
      </form>
      {leaveGuard.dialog}
    </AdminPage>
  );
}
