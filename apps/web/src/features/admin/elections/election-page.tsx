import { mayUse } from '@lss/shared/admin-areas';
import { electionAdminMessages as messages } from '@lss/shared/election-admin-messages';
import { ELECTION_STATUSES, type ElectionStatus, statusRank } from '@lss/shared/election-statuses';
import { type ElectionDetail, type ElectionUpdateInput, electionUpdateInput } from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { flattenIssues } from '@lss/shared/validation';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/http.ts';
import { isoToLocalInput, localInputToIso } from '#web/lib/local-date-time.ts';
import { useSession } from '#web/lib/session.ts';
import { useMe } from '../account/api/use-me.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage, FormCard } from '../ui/admin-page.tsx';
import { Button, SubmitButton } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { TextField } from '../ui/fields.tsx';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
import { useDeleteElection } from './api/use-delete-election.ts';
import { useElection } from './api/use-election.ts';
import { useMoveElection } from './api/use-move-election.ts';
import { useStaffAccounts } from './api/use-staff-accounts.ts';
import { useUpdateElection } from './api/use-update-election.ts';
import {
  type ElectionValues,
  type Errors,
  LevelsPicker,
  LOCKED,
  OfficersPicker,
  PositionsEditor,
  positionsInput,
  valuesOf,
  WINDOW_KEYS,
  WindowFields,
} from './election-fields.tsx';
import { ElectionNominations } from './election-nominations.tsx';
import { ElectionResults } from './election-results.tsx';
import { StepBadge } from './elections-list-page.tsx';

type Step = Exclude<ElectionStatus, 'draft'>;

/** The step after `status`, or null at the last. */
export const nextStepOf = (status: ElectionStatus): Step | null =>
  (ELECTION_STATUSES[statusRank(status) + 1] as Step | undefined) ?? null;

/** What the form changed, as PATCH /api/elections/{slug} takes it (nothing unchanged is sent). */
export function changesOf(before: ElectionValues, after: ElectionValues): ElectionUpdateInput {
  const changes: ElectionUpdateInput = {};
  if (after.title !== before.title) changes.title = after.title;
  const positions = positionsInput(after.positions);
  if (JSON.stringify(positions) !== JSON.stringify(positionsInput(before.positions)))
    changes.positions = positions;
  if (after.officers.join() !== before.officers.join()) changes.officers = after.officers;
  if (after.eligibleLevels.join() !== before.eligibleLevels.join())
    changes.eligibleLevels = after.eligibleLevels as ElectionUpdateInput['eligibleLevels'];
  for (const key of WINDOW_KEYS) if (after[key] !== before[key]) changes[key] = after[key] || null;
  return changes;
}

/** The next step by hand, with a confirmation naming what happens; a set close is only extended. */
function StepPanel({ election }: { election: ElectionDetail }) {
  const dates = useAdminDates();
  const move = useMoveElection(election.slug);
  const { confirm, dialog } = useConfirm();
  const next = nextStepOf(election.status);

  async function onMove(step: Step) {
    if (!(await confirm(messages.stepConfirm[step], messages.stepButton[step], 'primary'))) return;
    try {
      await move.mutateAsync(step);
      toast.success(messages.stepDone[step]);
    } catch (error) {
      toastFailure(error, messages.stepFailed);
    }
  }

  // Closing by hand is for an election without a set close (the API refuses the other).
  const closeIsSet = next === 'closed' && election.votingCloseAt !== null;
  return (
    <section aria-labelledby="step-heading" className="card space-y-3 p-4 sm:p-5">
      <h2 id="step-heading" className="text-xl font-bold">
        {messages.stepTitle}
      </h2>
      {next === null ? (
        <p>{messages.lastStep}</p>
      ) : closeIsSet ? (
        <p>{messages.closeScheduled(dates.dateTime(election.votingCloseAt as string))}</p>
      ) : (
        <>
          {election.next ? (
            <p className="text-muted">
              {messages.stepScheduled(
                electionsMessages.statusName(election.next.status),
                dates.dateTime(election.next.at),
              )}
            </p>
          ) : null}
          <Button onClick={() => void onMove(next)} disabled={move.isPending}>
            {messages.stepButton[next]}
          </Button>
        </>
      )}
      {election.status === 'voting' ? (
        // Starts again from the close stored, on the society's clock once it is known.
        <ExtendClose key={`${dates.timeZone}-${election.votingCloseAt}`} election={election} />
      ) : null}
      {dialog}
    </section>
  );
}

/** While voting: the close moves only later, confirmed, logged and shown publicly. */
function ExtendClose({ election }: { election: ElectionDetail }) {
  const dates = useAdminDates();
  const update = useUpdateElection(election.slug);
  const { confirm, dialog } = useConfirm();
  const [value, setValue] = useState(isoToLocalInput(election.votingCloseAt, dates.timeZone));
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = electionUpdateInput.safeParse({ votingCloseAt: value });
    if (!checked.success || !value) {
      setError(
        checked.success
          ? `${messages.votingCloseAt} is required.`
          : flattenIssues(checked.error.issues).votingCloseAt,
      );
      return;
    }
    setError(undefined);
    const to = localInputToIso(value, dates.timeZone);
    const shown = to ? dates.dateTime(to) : value;
    if (!(await confirm(messages.extendConfirm(shown), messages.extendButton, 'primary'))) return;
    try {
      await update.mutateAsync({ votingCloseAt: value });
      toast.success(messages.extended);
    } catch (failure) {
      if (failure instanceof ApiError)
        setError(failure.fieldErrors.votingCloseAt ?? failure.serverMessage ?? undefined);
      toastFailure(failure, messages.extendFailed);
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-3 border-t border-rule pt-4"
    >
      <h3 className="font-bold">{messages.extendTitle}</h3>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start">
        <TextField
          label={messages.votingCloseAt}
          type="datetime-local"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          hint={`${messages.extendHint} ${dates.fieldHint}`}
          error={error}
        />
        <SubmitButton className="sm:mt-7" busy={update.isPending} busyLabel={messages.saving}>
          {messages.extendButton}
        </SubmitButton>
      </div>
      {dialog}
    </form>
  );
}

/** The election's details, editable within the rules of its step (officers; officers: administrators). */
function DetailsForm({
  election,
  isOfficer,
  isAdministrator,
}: {
  election: ElectionDetail;
  isOfficer: boolean;
  isAdministrator: boolean;
}) {
  const dates = useAdminDates();
  const update = useUpdateElection(election.slug);
  const staff = useStaffAccounts(isAdministrator);
  const before = valuesOf(election, dates.timeZone);
  const [values, setValues] = useState(before);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof ElectionValues>(key: K, value: ElectionValues[K]) =>
    setValues((now) => ({ ...now, [key]: value }));

  const leaveGuard = useLeaveGuard(Object.keys(changesOf(before, values)).length > 0);
  const votingOpened = statusRank(election.status) >= statusRank('voting');
  const frozen = !isOfficer || votingOpened;
  const titleLocked = !isOfficer;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const changes = changesOf(before, values);
    if (Object.keys(changes).length === 0) {
      toast.info(messages.nothingChanged);
      return;
    }
    const checked = electionUpdateInput.safeParse(changes);
    if (!checked.success) {
      setErrors(flattenIssues(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(changes);
      toast.success(messages.saved);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      toastFailure(error, messages.saveFailed);
    }
  }

  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="mb-3 text-xl font-bold">
        {messages.detailsTitle}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormCard>
          {!isOfficer ? <p className="text-muted">{messages.officerOnlyNote}</p> : null}
          {isOfficer && votingOpened ? (
            <p className="text-muted">
              {election.status === 'voting' ? messages.frozenNote : messages.closedNote}
            </p>
          ) : null}
          <div className="grid gap-6 sm:grid-cols-[2fr_1fr]">
            <TextField
              label={messages.titleLabel}
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              error={errors.title}
              maxLength={200}
              disabled={titleLocked}
              className={LOCKED}
              autoComplete="off"
            />
            <TextField
              label={messages.sessionLabel}
              value={values.session}
              readOnly
              disabled
              className={LOCKED}
            />
          </div>
          <PositionsEditor
            positions={values.positions}
            onChange={(positions) => set('positions', positions)}
            errors={errors}
            disabled={frozen}
          />
          {isAdministrator ? (
            <OfficersPicker
              staff={staff}
              chosen={values.officers}
              onChange={(officers) => set('officers', officers)}
              error={errors.officers}
            />
          ) : (
            <div className="border-t border-rule pt-6">
              <h3 className="text-lg font-bold">{messages.officersLegend}</h3>
              <ul className="mt-2 list-disc pl-6">
                {election.officers.map((officer) => (
                  <li key={officer._id ?? officer.fullName}>{officer.fullName}</li>
                ))}
              </ul>
            </div>
          )}
          <LevelsPicker
            chosen={values.eligibleLevels}
            onChange={(levels) => set('eligibleLevels', levels)}
            error={errors.eligibleLevels}
            disabled={frozen}
          />
          <WindowFields
            values={values}
            onChange={(key, value) => set(key, value)}
            errors={errors}
            fieldHint={dates.fieldHint}
            disabled={{
              nominationsOpenAt: frozen || election.status !== 'draft',
              votingOpenAt: frozen,
              // While voting, the close is extended above, with its confirmation.
              votingCloseAt: frozen,
            }}
          />
        </FormCard>
        {isOfficer || isAdministrator ? (
          <div className="mt-4 flex justify-end">
            <SubmitButton busy={update.isPending} busyLabel={messages.saving}>
              {messages.save}
            </SubmitButton>
          </div>
        ) : null}
      </form>
      {leaveGuard.dialog}
    </section>
  );
}

/**
 * One election (issue 28, decision 036): its step and the next one by hand, its details within the
 * rules of the step, the nominations to decide, and after the close the results, ties and the
 * council. Nobody sees a ballot before the close: the screen offers none.
 */
export function ElectionPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const role = useSession()?.role ?? 'contributor';
  const isAdministrator = mayUse(role, 'electionSetup');
  const election = useElection(slug);
  const me = useMe();
  const remove = useDeleteElection();
  const { confirm, dialog } = useConfirm();
  const dates = useAdminDates();
  useErrorToast(election.error, messages.fetchOneFailed);

  if (election.isPending || me.isPending)
    return (
      <AdminPage title={messages.title}>
        <Loading>{messages.loadingOne}</Loading>
      </AdminPage>
    );
  if (!election.data)
    return (
      <AdminPage title={messages.title}>
        <LoadFailed onRetry={() => void election.refetch()}>
          {election.error instanceof ApiError && election.error.serverMessage
            ? election.error.serverMessage
            : messages.fetchOneFailed}
        </LoadFailed>
      </AdminPage>
    );

  const data = election.data;
  const isOfficer = data.officers.some(
    (officer) => officer._id !== undefined && officer._id === me.data?._id,
  );

  async function onDelete() {
    if (!(await confirm(messages.deleteConfirm(data.title), messages.deleteButton))) return;
    try {
      await remove.mutateAsync(data.slug);
      toast.success(messages.deleted);
      navigate(paths.admin.elections.to());
    } catch (error) {
      toastFailure(error, messages.deleteFailed);
    }
  }

  const closed = statusRank(data.status) >= statusRank('closed');
  return (
    <AdminPage
      title={data.title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span>{messages.session(data.session)}</span>
          <StepBadge status={data.status} />
        </span>
      }
      actions={
        <>
          {data.status !== 'draft' ? (
            <a href={paths.election.to(data.slug)} className="link-quiet self-center">
              {messages.publicPage}
            </a>
          ) : null}
          {isAdministrator && data.status === 'draft' ? (
            <Button variant="danger" onClick={() => void onDelete()} disabled={remove.isPending}>
              {messages.deleteButton}
            </Button>
          ) : null}
        </>
      }
    >
      <p className="mb-6">
        <Link to={paths.admin.elections.to()} className="link-quiet">
          <span aria-hidden="true">← </span>
          {messages.back}
        </Link>
      </p>
      <div className="space-y-8">
        {isOfficer ? <StepPanel election={data} /> : null}
        {data.closeExtensions.length ? (
          <section aria-labelledby="extensions-heading">
            <h2 id="extensions-heading" className="text-lg font-bold">
              {messages.extensions}
            </h2>
            <ul className="mt-2 list-disc pl-6">
              {data.closeExtensions.map((extension) => (
                <li key={extension.at}>
                  {messages.extensionLine(dates.dateTime(extension.from), dates.dateTime(extension.to))}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {closed ? (
          <ElectionResults election={data} isOfficer={isOfficer} />
        ) : data.turnout ? (
          <p>
            <span className="font-semibold">{messages.turnoutTitle}: </span>
            {messages.turnout(data.turnout.ballots, data.turnout.roll)}
          </p>
        ) : null}
        {isOfficer || isAdministrator ? <ElectionNominations election={data} isOfficer={isOfficer} /> : null}
        {/* A new key once the server answers: the form starts again from what is stored. */}
        <DetailsForm
          key={JSON.stringify([
            // The windows are shown on the society's clock, known once the settings have loaded.
            dates.timeZone,
            data.updatedAt,
            data.status,
            data.title,
            data.positions.map(({ _id, title, seats }) => [_id, title, seats]),
            data.officers,
            data.eligibleLevels,
            data.nominationsOpenAt,
            data.votingOpenAt,
            data.votingCloseAt,
          ])}
          election={data}
          isOfficer={isOfficer}
          isAdministrator={isAdministrator}
        />
      </div>
      {dialog}
    </AdminPage>
  );
}
