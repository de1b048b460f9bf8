/**
 * The admin screen's texts for importing a site (issue 29, decision 037): /admin/import, its two
 * forms, the job's progress and its report. The report's own lines are in import.ts.
 */
export const importScreenMessages = {
  title: 'Import',
  documentTitle: 'Import a site',
  intro:
    'Bring a site over: the original site through its API, or a WordPress export. Each record remembers where it came from: importing again updates what changed and adds what is new, never duplicates.',
  // From the original site
  originalHeading: 'From the original site',
  originalIntro:
    'Events, posts, executives, materials and podcast episodes, with every image and file they point to.',
  urlLabel: "The original site's address",
  urlHint: 'For example https://old.example.org (its API answers under /api).',
  urlRequired: "Enter the original site's address.",
  tokenLabel: 'Administrator token',
  tokenHint:
    'With a token, drafts, contact messages and submissions come too. It is used for this import only and never kept.',
  // From WordPress
  wordpressHeading: 'From WordPress',
  wordpressIntro:
    'Posts, events of The Events Calendar and media, from the export WordPress makes (Tools → Export → All content).',
  fileLabel: 'WordPress export (.xml)',
  fileHint: (mb: number) => `At most ${mb} MB.`,
  fileRequired: 'Choose the WordPress export (.xml) to import.',
  mediaFromLabel: 'Media from',
  mediaFromHint:
    "The old site's address, where its images and files are fetched from (for example https://old.example.org).",
  pagesLabel: 'Include pages',
  pagesHint: 'WordPress pages are imported as posts.',
  // Both forms
  dryRunLabel: 'Dry run',
  dryRunHint: 'Report what would be created, updated and skipped; write nothing.',
  startOriginal: 'Import from the original site',
  startWordPress: 'Import from WordPress',
  starting: 'Starting…',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  startFailed: 'The import could not start.',
  running: 'An import is running: one at a time. This page follows it, even after a reload.',
  // The job
  jobHeading: (source: string, dryRun: boolean) =>
    dryRun ? `Dry run of the import of ${source}` : `Import of ${source}`,
  statusRunning: 'Running…',
  statusDone: 'Done.',
  statusDryRunDone: 'Done. Nothing was written: this is what an import would do.',
  statusFailed: (reason: string) => `Failed: ${reason}`,
  startedAt: (when: string) => `Started ${when}`,
  waitingForTotals: 'Reading the source…',
  progressLabel: (type: string, done: number, total: number) => `${type}: ${done} of ${total}`,
  countsText: (created: number, updated: number, skipped: number, failed: number) =>
    `created ${created}, updated ${updated}, skipped ${skipped}, failed ${failed}`,
  reportHeading: 'Report',
  problemsHeading: (count: number) => `Problems (${count})`,
  noProblems: 'No problems.',
  skippedNote: 'Skipped: unchanged since the last import, unless a line above says why.',
  loadFailed: 'Could not load the import.',
} as const;
