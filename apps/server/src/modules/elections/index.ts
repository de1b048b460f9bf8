import { repeatWhileOpen } from '../../lib/repeat-while-open.ts';
import { defineModule, type Infrastructure, type Services } from '../../services.ts';
import { createElectionsRepository } from './elections.repository.ts';
import { electionsRoutes } from './elections.routes.ts';
import { createElectionsService } from './elections.service.ts';
import { electionFormRoutes } from './elections-forms.routes.ts';

/** How often the windows of every election not yet closed are looked at, whether or not anyone reads it. */
const SWEEP_INTERVAL_MS = 30_000;

function createElections(
  { config, database, clock, log }: Infrastructure,
  { settings, activity }: Pick<Services, 'settings' | 'activity'>,
) {
  return createElectionsService({
    repository: createElectionsRepository(database.db),
    activity,
    clock,
    log,
    timeZone: settings.timeZone,
    currentSession: settings.currentSession,
    publicUrl: config.publicUrl,
  });
}

declare module '../../services.ts' {
  interface Services {
    elections: ReturnType<typeof createElections>;
  }
}

/**
 * Elections (issue 28, decision 033): the council of a session chosen by the verified members,
 * secretly and verifiably. Each election moves on by its windows when read, and by a sweep every
 * half minute, so the roll freezes and voting closes on time on a site nobody is looking at.
 */
export const electionsModule = defineModule('elections', {
  dependencies: ['activity', 'settings', 'members', 'executives'],
  provides: { elections: createElections },
  setUp: (app, { routes }) => {
    if (!routes) return;
    repeatWhileOpen(
      app,
      { everyMs: SWEEP_INTERVAL_MS, first: 'after a wait', failure: 'elections: the sweep failed' },
      () => app.services.elections.sweep(),
    );
  },
  api: [electionsRoutes],
  routes: (app, { config }) => app.register(electionFormRoutes, { uploadMaxMb: config.uploadMaxMb }),
});
