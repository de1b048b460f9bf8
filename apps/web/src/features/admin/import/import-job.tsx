import {
  IMPORT_RECORD_TYPES,
  IMPORT_TYPE_LABELS,
  type ImportCount,
  type ImportJobReport,
} from '@lss/shared/import';
import { importScreenMessages as messages } from '@lss/shared/import-messages';
import { useEffect, useId, useRef } from 'react';
import { useAdminDates } from '../api/society-time-zone.ts';

const processed = (count: ImportCount | undefined) =>
  count ? count.created + count.updated + count.skipped + count.failed : 0;

/** The types a report speaks of, in the report's order. */
const typesOf = (report: ImportJobReport) =>
  IMPORT_RECORD_TYPES.filter(
    (type) => report.totals[type] !== undefined || report.counts[type] !== undefined,
  );

function statusText(report: ImportJobReport) {
  if (report.status === 'running') return messages.statusRunning;
  if (report.status === 'failed') return messages.statusFailed(report.error ?? '');
  return report.dryRun ? messages.statusDryRunDone : messages.statusDone;
}

/**
 * One import as the screen follows it: a bar per type with its counts while it runs (a progress
 * element named by its type and how far it is), then the report with every problem line. `focus`:
 * the job was just started here, and its heading takes the focus.
 */
export function ImportJob({ report, focus = false }: { report: ImportJobReport; focus?: boolean }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A job just started: its heading takes the focus (and comes into view, above the forms).
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const dates = useAdminDates();
  const types = typesOf(report);
  const finished = report.status !== 'running';
  const anySkipped = types.some((type) => report.counts[type]?.skipped);

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-8">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="break-words text-xl font-bold focus:outline-none"
      >
        {messages.jobHeading(report.source, report.dryRun)}
      </h2>
      <p className="mt-1 text-sm text-muted">{messages.startedAt(dates.dateTime(report.startedAt))}</p>
      <p
        role="status"
        className={`mt-3 font-semibold ${report.status === 'failed' ? 'text-error' : 'text-navy'}`}
      >
        {statusText(report)}
      </p>

      {types.length === 0 && !finished ? (
        <p className="mt-4 text-muted">{messages.waitingForTotals}</p>
      ) : null}
      {types.length ? (
        <ul className="mt-5 space-y-4">
          {types.map((type) => {
            const count = report.counts[type];
            const done = processed(count);
            const total = Math.max(report.totals[type] ?? 0, done);
            const label = messages.progressLabel(IMPORT_TYPE_LABELS[type], done, total);
            return (
              <li key={type}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <span className="font-semibold text-ink">{IMPORT_TYPE_LABELS[type]}</span>
                  <span className="text-sm tabular-nums text-muted">
                    {done} / {total}
                  </span>
                </div>
                <progress
                  className="mt-1.5 h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-gold [&::-webkit-progress-bar]:bg-parchment [&::-webkit-progress-value]:bg-gold"
                  max={total || 1}
                  value={total ? done : finished ? 1 : 0}
                  aria-label={label}
                />
                <p className="mt-1 text-sm text-ink">
                  {messages.countsText(
                    count?.created ?? 0,
                    count?.updated ?? 0,
                    count?.skipped ?? 0,
                    count?.failed ?? 0,
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}

      {finished ? (
        <div className="mt-6 border-t border-rule pt-5">
          <h3 className="text-lg font-bold">
            {report.problems.length
              ? messages.problemsHeading(report.problems.length)
              : messages.reportHeading}
          </h3>
          {report.problems.length ? (
            <ol className="mt-3 space-y-2 text-sm">
              {report.problems.map((problem, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the report's lines never move.
                <li key={index} className="break-words border-l-2 border-gold pl-3">
                  {problem.record ? <span className="font-semibold">{problem.record}: </span> : null}
                  {problem.message}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-ink">{messages.noProblems}</p>
          )}
          {anySkipped ? <p className="mt-3 text-sm text-muted">{messages.skippedNote}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
