import { choiceField } from '@lss/shared/election-statuses';
import type { ElectionPosition } from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { paths } from '#web/config/paths.ts';

const m = electionsMessages.page;

type BallotFormProps = {
  slug: string;
  positions: ElectionPosition[];
  /** What was chosen before ('Change' from the review, or a form sent back): position id → candidate ids. */
  choices?: Record<string, string[]>;
  /** What must change, by position id. */
  errors?: Record<string, string>;
};

/**
 * The ballot, a plain form (no JavaScript): one fieldset per position, its seats in the legend, a
 * checkbox per candidate; choosing nobody abstains. It posts to the review page.
 */
export function BallotForm({ slug, positions, choices = {}, errors = {} }: BallotFormProps) {
  const failed = positions.filter((position) => errors[position._id]);
  return (
    <form method="post" action={paths.electionBallot.to(slug)} noValidate className="space-y-8">
      {failed.length > 0 ? (
        <div role="alert" className="rounded-sm border-l-4 border-error bg-error/5 p-4">
          <p className="font-semibold text-error">{m.errorsTitle}</p>
          <ul className="mt-2 list-disc pl-5">
            {failed.map((position) => (
              <li key={position._id}>
                <a href={`#position-${position._id}`} className="underline">
                  {errors[position._id]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {positions.map((position) => {
        const error = errors[position._id];
        const errorId = `position-${position._id}-error`;
        const hintId = `position-${position._id}-hint`;
        const chosen = new Set(choices[position._id] ?? []);
        return (
          <fieldset
            key={position._id}
            id={`position-${position._id}`}
            aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
            className="scroll-mt-28 rounded-sm border border-line p-5 sm:p-6"
          >
            <legend className="px-2 font-serif text-xl font-bold">
              {position.title}{' '}
              <span className="text-base font-normal text-muted">({m.chooseUpTo(position.seats)})</span>
            </legend>
            {error ? (
              <p id={errorId} className="mt-1 text-sm font-semibold text-error">
                {error}
              </p>
            ) : null}
            <p id={hintId} className="mt-1 text-sm text-muted">
              {m.abstainHint}
            </p>
            <ul className="mt-4 space-y-3">
              {position.candidates.map((candidate) => {
                const id = `choice-${position._id}-${candidate._id}`;
                return (
                  <li key={candidate._id}>
                    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-lg">
                      <input
                        id={id}
                        type="checkbox"
                        name={choiceField(position._id, candidate._id)}
                        value="1"
                        defaultChecked={chosen.has(candidate._id)}
                        aria-invalid={error ? true : undefined}
                        className="h-5 w-5 shrink-0 accent-navy"
                      />
                      {candidate.name}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {m.review}
      </button>
    </form>
  );
}

/**
 * The review: every position with what was chosen (or 'Abstain'), the choices carried in hidden
 * fields, 'Change' back to the form (with them) and 'Cast my ballot'.
 */
export function BallotReview({
  slug,
  positions,
  choices,
}: {
  slug: string;
  positions: ElectionPosition[];
  choices: Record<string, string[]>;
}) {
  const hidden = positions.flatMap((position) =>
    (choices[position._id] ?? []).map((candidateId) => (
      <input
        key={`${position._id}:${candidateId}`}
        type="hidden"
        name={choiceField(position._id, candidateId)}
        value="1"
      />
    )),
  );
  return (
    <div>
      <p className="text-lg">{m.reviewIntro}</p>
      <dl className="mt-6 divide-y divide-line border-y border-line">
        {positions.map((position) => {
          const chosen = position.candidates.filter((candidate) =>
            (choices[position._id] ?? []).includes(candidate._id),
          );
          return (
            <div key={position._id} className="py-4 sm:grid sm:grid-cols-3 sm:gap-4">
              <dt className="font-semibold">{position.title}</dt>
              <dd className="mt-1 sm:col-span-2 sm:mt-0">
                {chosen.length === 0 ? (
                  <span className="text-muted italic">{m.abstain}</span>
                ) : (
                  <ul>
                    {chosen.map((candidate) => (
                      <li key={candidate._id}>{candidate.name}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row">
        <form method="post" action={paths.electionCast.to(slug)}>
          {hidden}
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {m.castButton}
          </button>
        </form>
        <form method="post" action={paths.electionBallot.to(slug)}>
          {hidden}
          <input type="hidden" name="change" value="1" />
          <button type="submit" className="btn-outline w-full sm:w-auto">
            {m.change}
          </button>
        </form>
      </div>
    </div>
  );
}

/** The receipt, shown this once: the member writes it down; where to check it later. */
export function BallotReceipt({ receipt }: { receipt: string }) {
  return (
    <div role="status">
      <p className="text-lg">{electionsMessages.ballotCast}</p>
      <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-muted uppercase">{m.receiptLabel}</p>
      <p className="mt-2 font-mono text-3xl font-bold tracking-wider break-all sm:text-4xl" data-receipt>
        {receipt}
      </p>
      <p className="mt-6">{m.receiptKeep}</p>
      <p className="mt-3">{m.receiptCheck}</p>
      <p className="mt-6">
        <a href={paths.elections.to()} className="underline">
          {m.back}
        </a>
      </p>
    </div>
  );
}
