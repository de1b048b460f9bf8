import { councilMessages } from '@lss/shared/council-messages';
import type { Executive, ExecutiveListQuery, executiveInput } from '@lss/shared/executives';
import { mapPage, type Page } from '@lss/shared/pagination';
import type { StartedSession } from '@lss/shared/session-schemas';
import { bySessionNewestFirst, nextSession } from '@lss/shared/sessions';
import type { z } from 'zod';
import { ConflictError } from '../../lib/errors.ts';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import { type ActivityService, type Actor, auditOf } from '../activity/activity.service.ts';
import type { ExecutivesRepository } from './executives.repository.ts';

type ExecutiveValues = z.output<typeof executiveInput>;

type Sessions = {
  /** The site setting currentSession, read afresh. */
  current(): Promise<string>;
  /** The same, stored if it was only today's by the calendar. */
  pin(): Promise<string>;
  makeCurrent(session: string): Promise<void>;
};

/** The council of one session: the current one unless another is named. */
type CouncilRequest = { session?: string | undefined };
/** A page of a council; the admin list's search and order (decision 018) and vacant positions are its own. */
type CouncilPageRequest = Omit<ExecutiveListQuery, 'vacant' | 'q' | 'sort'> &
  Partial<Pick<ExecutiveListQuery, 'q' | 'sort'>> & { featured?: boolean; vacant?: boolean };

export function createExecutivesService(
  repository: ExecutivesRepository,
  sessions: Sessions,
  activity: ActivityService,
) {
  const audit = auditOf<Executive>(activity, 'executive', (executive) => executive.name);
  const sessionOf = async (request: CouncilRequest) => request.session ?? (await sessions.current());
  return {
    /** By display order, then name (decisions.md, Executives); vacant positions never. */
    async list(request: CouncilRequest = {}): Promise<Executive[]> {
      return (await repository.council({ session: await sessionOf(request) }).all()).map(recordOut);
    },
    /** The home page's 'Our Leadership' block: the current council's featured members, same order. */
    async featured(): Promise<Executive[]> {
      const session = await sessions.current();
      return (await repository.council({ session, featured: true }).all()).map(recordOut);
    },
    /** One page of a council, or of its featured members (the API); the admin list adds vacant positions. */
    async page(request: CouncilPageRequest) {
      const { featured, vacant, session, q, sort, ...asked } = request;
      const filter = { session: await sessionOf({ session }), featured, vacant };
      return mapPage(await repository.council(filter, { q, sort }).page(asked), recordOut) as Page<Executive>;
    },
    /** Every session with a council, and the current one even while nobody is in it yet; newest first. */
    async sessions(): Promise<string[]> {
      const [inUse, current] = await Promise.all([repository.sessions(), sessions.current()]);
      return [...new Set([...inUse, current])].sort(bySessionNewestFirst);
    },
    /**
     * 'Start a new session': the one after the current one becomes current, with the current
     * council's positions (each vacant) or nobody. 409 when that session already has a council.
     */
    async startNextSession(copyPositions: boolean, admin: Actor): Promise<StartedSession> {
      const current = await sessions.current();
      const session = nextSession(current);
      const created = await repository.openSession(current, session, copyPositions);
      if (created === null) throw new ConflictError(councilMessages.sessionTaken(session));
      await sessions.makeCurrent(session);
      await activity.record({
        actor: admin,
        action: 'created',
        entityType: 'settings',
        entityId: null,
        summary: `Session ${session}`,
      });
      return { session, created };
    },
    async get(id: string): Promise<Executive> {
      return recordOut(await findOr404('Executive', id, repository.findById));
    },
    async create(input: ExecutiveValues, admin: Actor): Promise<Executive> {
      const current = await sessions.pin();
      const row = await repository.insert({ ...input, session: input.session ?? current });
      return audit(admin, 'created', recordOut(row));
    },
    async update(id: string, input: ExecutiveValues, admin: Actor): Promise<Executive> {
      const current = await sessions.pin();
      const values = { ...input, session: input.session ?? current };
      const row = await findOr404('Executive', id, (found) => repository.update(found, values));
      return audit(admin, 'updated', recordOut(row));
    },
    async remove(id: string, admin: Actor) {
      return audit(admin, 'deleted', recordOut(await findOr404('Executive', id, repository.delete)));
    },
    count: repository.count,
  };
}
export type ExecutivesService = ReturnType<typeof createExecutivesService>;
