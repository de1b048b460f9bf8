import { defineModule, type Infrastructure, type Services } from '../../services.ts';
import { createMembersRepository } from './members.repository.ts';
import { membersRoutes } from './members.routes.ts';
import { createMembersService } from './members.service.ts';
import { memberFormRoutes } from './members-forms.routes.ts';

function createMembers(
  { config, database, mail, clock, log }: Infrastructure,
  { settings, activity }: Pick<Services, 'settings' | 'activity'>,
) {
  return createMembersService({
    repository: createMembersRepository(database.db),
    mail,
    activity,
    studentEmailDomains: settings.studentEmailDomains,
    publicUrl: config.publicUrl,
    clock,
    log,
    secureCookie: config.publicUrl.startsWith('https:'),
  });
}

declare module '../../services.ts' {
  interface Services {
    members: ReturnType<typeof createMembers>;
  }
}

/** Members (issue 27): joining, single-use e-mailed links, sessions in the database (decision 029). */
export const membersModule = defineModule('members', {
  dependencies: ['activity', 'settings'],
  provides: { members: createMembers },
  // What the answers already sent started (e-mails) finishes before the database closes.
  setUp: (app) => {
    app.addHook('onClose', () => app.services.members.idle());
  },
  api: [membersRoutes],
  routes: (app) => app.register(memberFormRoutes),
});
