import { defineModule, type Infrastructure, type Services } from '../../services.ts';
import { createMemberRosterRepository } from './member-roster.repository.ts';
import { memberRosterRoutes } from './member-roster.routes.ts';
import { createMemberRosterService } from './member-roster.service.ts';
import { createMembersRepository } from './members.repository.ts';
import { membersRoutes } from './members.routes.ts';
import { createMembersService } from './members.service.ts';
import { memberFormRoutes } from './members-forms.routes.ts';

function createMembers({ config, database, mail, clock, log }: Infrastructure, services: Services) {
  const { settings, activity, rsvps, newsletter } = services;
  return createMembersService({
    repository: createMembersRepository(database.db),
    mail,
    activity,
    // A member's registrations and their newsletter preference (the one list) are those modules'.
    registrations: rsvps,
    newsletter,
    // The elections module comes after this one (it needs the members): read from the registry when
    // asked, by which time every module has set its services.
    electionsVotedIn: (row) => services.elections.votedIn(row),
    studentEmailDomains: settings.studentEmailDomains,
    currentSession: settings.currentSession,
    publicUrl: config.publicUrl,
    clock,
    log,
    secureCookie: config.publicUrl.startsWith('https:'),
  });
}

/** The staff's side: the roster, verifying and lapsing, the class-list import (issue 27). */
function createMemberRoster(
  { database, clock }: Infrastructure,
  { settings, activity, members }: Pick<Services, 'settings' | 'activity' | 'members'>,
) {
  return createMemberRosterService({
    repository: createMemberRosterRepository(database.db),
    activity,
    // Removing a member is their erasure, as when they delete their membership themselves.
    erase: members.erase,
    currentSession: settings.currentSession,
    clock,
  });
}

declare module '../../services.ts' {
  interface Services {
    members: ReturnType<typeof createMembers>;
    memberRoster: ReturnType<typeof createMemberRoster>;
  }
}

/** Members (issue 27): joining, single-use e-mailed links, sessions in the database (decision 029). */
export const membersModule = defineModule('members', {
  dependencies: ['activity', 'settings', 'events', 'newsletter'],
  provides: { members: createMembers, memberRoster: createMemberRoster },
  // What the answers already sent started (e-mails) finishes before the database closes.
  setUp: (app) => {
    app.addHook('onClose', () => app.services.members.idle());
  },
  api: [membersRoutes, memberRosterRoutes],
  routes: (app) => app.register(memberFormRoutes),
});
