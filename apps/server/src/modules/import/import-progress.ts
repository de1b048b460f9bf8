import {
  IMPORT_RECORD_TYPES,
  IMPORT_TYPE_LABELS,
  type ImportCount,
  type ImportRecordType,
  type ImportReport,
} from '@lss/shared/import';

/**
 * The terminal's side of an import: a line per type with a bar and its counts, redrawn in place
 * while it runs when the output is a terminal, plain lines now and then otherwise (a log, CI); then
 * the report: counts per type and one line per problem.
 */

type Output = { write(text: string): unknown; isTTY?: boolean };

const BAR_WIDTH = 24;
const REDRAW_EVERY_MS = 100;
const PLAIN_LINE_EVERY_MS = 2000;
const LABEL_WIDTH = Math.max(...Object.values(IMPORT_TYPE_LABELS).map((label) => label.length));

const processed = (count: ImportCount | undefined) =>
  count ? count.created + count.updated + count.skipped + count.failed : 0;

const countsText = (count: ImportCount | undefined) => {
  const { created, updated, skipped, failed } = count ?? { created: 0, updated: 0, skipped: 0, failed: 0 };
  return `created ${created}, updated ${updated}, skipped ${skipped}, failed ${failed}`;
};

/** The types a report speaks of, in the report's order. */
const typesOf = (report: ImportReport) =>
  IMPORT_RECORD_TYPES.filter(
    (type) => report.totals[type] !== undefined || report.counts[type] !== undefined,
  );

function barLine(type: ImportRecordType, report: ImportReport) {
  const done = processed(report.counts[type]);
  const total = Math.max(report.totals[type] ?? 0, done);
  const filled = total ? Math.round((done / total) * BAR_WIDTH) : BAR_WIDTH;
  const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
  return `${IMPORT_TYPE_LABELS[type].padEnd(LABEL_WIDTH)} ${bar} ${String(done).padStart(5)}/${total}  ${countsText(report.counts[type])}`;
}

export function createProgressPrinter(output: Output, now: () => number = Date.now) {
  let drawn = 0;
  let lastDraw = Number.NEGATIVE_INFINITY;
  const printedAt = new Map<ImportRecordType, { at: number; done: number }>();

  function redraw(report: ImportReport) {
    const lines = typesOf(report).map((type) => barLine(type, report));
    // Back to the first line drawn, then each line cleared and written again.
    const up = drawn ? `\x1b[${drawn}A` : '';
    output.write(`${up}${lines.map((line) => `\x1b[2K${line}\n`).join('')}`);
    drawn = lines.length;
    lastDraw = now();
  }

  function plainLines(report: ImportReport, final: boolean) {
    for (const type of typesOf(report)) {
      const done = processed(report.counts[type]);
      const total = report.totals[type] ?? done;
      const last = printedAt.get(type);
      if (last?.done === done) continue;
      const finished = done >= total;
      if (!final && !finished && last && now() - last.at < PLAIN_LINE_EVERY_MS) continue;
      if (!final && !finished && !last && done === 0) continue;
      output.write(`${IMPORT_TYPE_LABELS[type]}: ${done}/${total} (${countsText(report.counts[type])})\n`);
      printedAt.set(type, { at: now(), done });
    }
  }

  return {
    /** Each change of the counts; drawn at most every 100 ms (a terminal) or 2 s a type (plain). */
    update(report: ImportReport) {
      if (output.isTTY) {
        if (report.status !== 'running' || now() - lastDraw >= REDRAW_EVERY_MS) redraw(report);
      } else {
        plainLines(report, report.status !== 'running');
      }
    },
  };
}

/** The final report as lines: what was done, counts per type, then each problem on its own line. */
export function reportLines(report: ImportReport, source: string): string[] {
  const outcome =
    report.status === 'done'
      ? 'done'
      : report.status === 'running'
        ? (report.error ?? 'running')
        : `failed: ${report.error ?? ''}`;
  const lines = [
    report.dryRun
      ? `Dry run of the import of ${source}: ${outcome}. Nothing was written; this is what an import would do.`
      : `Import of ${source}: ${outcome}`,
  ];
  for (const type of typesOf(report)) {
    lines.push(`  ${IMPORT_TYPE_LABELS[type].padEnd(LABEL_WIDTH)}  ${countsText(report.counts[type])}`);
  }
  if (report.problems.length) {
    lines.push(`Problems (${report.problems.length}):`);
    for (const { record, message } of report.problems)
      lines.push(`  ${record ? `${record}: ` : ''}${message}`);
  } else {
    lines.push('No problems.');
  }
  if (typesOf(report).some((type) => report.counts[type]?.skipped)) {
    lines.push('Skipped: unchanged since the last import, unless a line above says why.');
  }
  return lines;
}
