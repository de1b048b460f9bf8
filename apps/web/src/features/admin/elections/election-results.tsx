import { electionAdminMessages as messages } from '@lss/shared/election-admin-messages';
import { type ElectionDetail, type PositionResult, tieBreakInput } from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { sessionSlug } from '@lss/shared/sessions';
import { flattenIssues } from '@lss/shared/validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/http.ts';
import { Button, SubmitButton } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { FieldNotes, TextArea } from '../ui/fields.tsx';
import { toastFailure } from '../ui/use-error-toast.ts';
import { useBreakTie } from './api/use-break-tie.ts';
import { useMakeCouncil } from './api/use-make-council.ts';

/**
 * Who is tied for the last seats and how many seats they share, as the count decides it (most votes
 * first): those with the last seat's votes; the seats left after everyone with more.
 */
export function tieOf(result: PositionResult): { tied: PositionResult['candidates']; seatsLeft: number } {
  const last = result.candidates[result.seats - 1]?.votes ?? 0;
  const above = result.candidates.filter((candidate) => candidate.votes > last).length;
  return {
    tied: result.candidates.filter((candidate) => candidate.votes === last),
    seatsLeft: result.seats - above,
  };
}

/** The officers record how a tie was broken: who takes the seats left, and how it was decided. */
function TieBreakForm({ slug, result }: { slug: string; result: PositionResult }) {
  const id = useId();
  const breakTie = useBreakTie(slug);
  const { tied, seatsLeft } = tieOf(result);
  const [winners, setWinners] = useState<string[]>(result.tieBreak?.winners ?? []);
  const [note, setNote] = useState(result.tieBreak?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = tieBreakInput.safeParse({ winners, note });
    const found = checked.success ? {} : flattenIssues(checked.error.issues);
    if (winners.length !== seatsLeft) found.winners = electionsMessages.tieBreakWinners(seatsLeft);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await breakTie.mutateAsync({ positionId: result.positionId, winners, note });
      toast.success(messages.tieSaved);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      toastFailure(error, messages.tieFailed);
    }
  }

  const toggle = (candidateId: string) =>
    setWinners((now) =>
      now.includes(candidateId) ? now.filter((c) => c !== candidateId) : [...now, candidateId],
    );
  return (
    <form
      className="mt-4 space-y-4 rounded-sm border border-gold/60 bg-parchment/60 p-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={`${messages.tieSave}: ${result.title}`}
    >
      <fieldset aria-describedby={errors.winners ? `${id}-error` : undefined}>
        <legend className="font-bold text-navy">{messages.tieWinnersLegend(seatsLeft)}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {tied.map((candidate) => (
            <label
              key={candidate.candidateId}
              className="flex min-h-11 items-center gap-3 rounded-sm border border-rule bg-card px-3 py-2"
            >
              <input
                type="checkbox"
                checked={winners.includes(candidate.candidateId)}
                onChange={() => toggle(candidate.candidateId)}
                className="h-5 w-5 accent-navy"
              />
              <span className="font-semibold">{candidate.name}</span>
            </label>
          ))}
        </div>
        <FieldNotes id={id} error={errors.winners} />
      </fieldset>
      <TextArea
        label={messages.tieNote}
        hint={messages.tieNoteHint}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        maxLength={1000}
      />
      <SubmitButton busy={breakTie.isPending} busyLabel={messages.saving}>
        {messages.tieSave}
      </SubmitButton>
    </form>
  );
}

/** One position's count: votes per candidate, who is elected, abstentions; a tie flagged. */
function PositionCount({
  slug,
  result,
  mayBreakTie,
}: {
  slug: string;
  result: PositionResult;
  mayBreakTie: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-bold">
        {result.title}{' '}
        <span className="text-sm font-normal text-muted">({messages.seatsLine(result.seats)})</span>
      </h3>
      <table className="mt-3 w-full border-collapse text-left">
        <caption className="sr-only">{messages.resultsCaption(result.title)}</caption>
        <thead>
          <tr className="border-b border-rule text-xs tracking-[0.12em] text-navy">
            <th scope="col" className="py-2 pr-3">
              {messages.candidate}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {messages.votes}
            </th>
            <th scope="col" className="py-2 text-right">
              {messages.elected}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.candidates.map((candidate) => (
            <tr key={candidate.candidateId} className="border-b border-rule last:border-b-0">
              <th scope="row" className="py-2 pr-3 font-semibold break-words">
                {candidate.name}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{candidate.votes}</td>
              <td className="py-2 text-right">
                {candidate.elected ? (
                  <span className="font-bold text-[#1f5a2b]">{messages.elected}</span>
                ) : (
                  <span className="text-muted">{messages.notElected}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-muted">{messages.abstentions(result.abstentions)}</p>
      {result.tie ? (
        result.tieBreak ? (
          <p className="mt-2 text-sm font-semibold">{messages.tieBroken(result.tieBreak.note)}</p>
        ) : (
          <p role="note" className="mt-3 font-semibold text-[#8a3c06]">
            {messages.tie}
          </p>
        )
      ) : null}
      {result.tie && mayBreakTie ? (
        result.tieBreak ? (
          <details className="mt-3">
            <summary className="cursor-pointer font-semibold text-navy underline-offset-4 hover:underline">
              {messages.tieChange}
            </summary>
            <TieBreakForm slug={slug} result={result} />
          </details>
        ) : (
          <TieBreakForm slug={slug} result={result} />
        )
      ) : null}
    </section>
  );
}

/** 'Make this the council of {session}', confirmed; then a link to that session's executives. */
function CouncilPanel({ election, isOfficer }: { election: ElectionDetail; isOfficer: boolean }) {
  const make = useMakeCouncil(election.slug);
  const { confirm, dialog } = useConfirm();
  const [made, setMade] = useState(false);
  // The button goes once the council is made: focus moves to what replaces it.
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (made) link.current?.focus();
  }, [made]);
  const executivesLink = `${paths.admin.executives.to()}?session=${sessionSlug(election.session)}`;

  async function onMake() {
    if (
      !(await confirm(
        messages.councilConfirm(election.session),
        messages.councilButton(election.session),
        'primary',
      ))
    )
      return;
    try {
      const result = await make.mutateAsync();
      setMade(true);
      toast.success(messages.councilMade(result.session, result.created + result.filled));
    } catch (error) {
      toastFailure(error, messages.councilFailed);
    }
  }

  if (election.status !== 'published') return null;
  const done = made || election.councilMadeAt !== null;
  return (
    <section aria-labelledby="council-heading" className="card space-y-3 p-4 sm:p-5">
      <h2 id="council-heading" className="text-xl font-bold">
        {messages.councilTitle}
      </h2>
      {done ? (
        <>
          <p>{messages.councilDone(election.session)}</p>
          <p>
            <Link ref={link} to={executivesLink} className="font-semibold underline">
              {messages.councilLink(election.session)}
            </Link>
          </p>
        </>
      ) : isOfficer ? (
        <Button onClick={() => void onMake()} disabled={make.isPending}>
          {messages.councilButton(election.session)}
        </Button>
      ) : (
        <p className="text-muted">{messages.officerOnlyNote}</p>
      )}
      {dialog}
    </section>
  );
}

/** After the close: turnout, each position's count (ties and their breaking), then the council. */
export function ElectionResults({ election, isOfficer }: { election: ElectionDetail; isOfficer: boolean }) {
  const results = election.results;
  const mayBreakTie = isOfficer && election.councilMadeAt === null;
  return (
    <>
      <section aria-labelledby="results-heading" className="space-y-4">
        <h2 id="results-heading" className="text-xl font-bold">
          {messages.resultsTitle}
        </h2>
        {election.turnout ? (
          <p>
            <span className="font-semibold">{messages.turnoutTitle}: </span>
            {messages.turnout(election.turnout.ballots, election.turnout.roll)}
          </p>
        ) : null}
        {results ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {results.map((result) => (
              <PositionCount
                key={result.positionId}
                slug={election.slug}
                result={result}
                mayBreakTie={mayBreakTie}
              />
            ))}
          </div>
        ) : (
          <p className="text-muted">{messages.resultsHidden}</p>
        )}
      </section>
      <CouncilPanel election={election} isOfficer={isOfficer} />
    </>
  );
}
