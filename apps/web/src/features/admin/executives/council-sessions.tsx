import { mayUse } from '@lss/shared/admin-areas';
import { councilMessages } from '@lss/shared/council-messages';
import { nextSession, parseSession, sessionSlug } from '@lss/shared/sessions';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '#web/lib/session.ts';
import { useOfferRenewal } from '../members/renewal.tsx';
import { useSettings } from '../settings/api/use-settings.ts';
import { Button } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { toastFailure } from '../ui/use-error-toast.ts';
import { useCouncilSessions } from './api/use-council-sessions.ts';
import { type NewCouncil, useStartSession } from './api/use-start-session.ts';

/**
 * The council the admin list shows: ?session=2024-2025 in the address, else the current session
 * (the site setting). Undefined while the settings load.
 */
export function useCouncilSession() {
  const [search, setSearch] = useSearchParams();
  const settings = useSettings();
  const sessions = useCouncilSessions();
  const current = settings.data?.currentSession;
  const asked = parseSession(search.get('session') ?? '');
  const choose = (session: string) =>
    setSearch((now) => {
      const next = new URLSearchParams(now);
      if (session === current) next.delete('session');
      else next.set('session', sessionSlug(session));
      next.delete('page');
      return next;
    });
  return { session: asked ?? current, current, sessions: sessions.data ?? [], choose };
}

type Council = ReturnType<typeof useCouncilSession>;

/** The Session filter of the executives list. */
export function SessionFilter({ council }: { council: Council }) {
  const id = useId();
  const { session, current, sessions, choose } = council;
  if (!session) return null;
  const options = sessions.includes(session) ? sessions : [session, ...sessions];
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="font-semibold text-navy">
        Session
      </label>
      <select
        id={id}
        className="rounded-sm border border-rule bg-card px-3 py-2"
        value={session}
        onChange={(event) => choose(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option === current ? `${option} (${councilMessages.current})` : option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'Start a new session', with a confirmation that says what happens and asks what to copy. */
export function StartSessionButton({ council }: { council: Council }) {
  const { confirmChoice, dialog } = useConfirm();
  const start = useStartSession();
  // Then the members not verified for the new session, lapsed if the editor confirms (issue 27).
  const renewal = useOfferRenewal();
  const role = useSession()?.role ?? 'contributor';
  const { current } = council;
  if (!current) return null;

  // The dialog stays open until the session has started; a failure leaves it there to try again.
  async function startSession(copy: NewCouncil) {
    try {
      const started = await start.mutateAsync(copy);
      council.choose(started.session);
      toast.success(councilMessages.started(started.session));
      if (mayUse(role, 'members')) void renewal.offerAfterStart();
      return true;
    } catch (error) {
      toastFailure(error, councilMessages.startFailed);
      return false;
    }
  }

  function askToStart(now: string) {
    const next = nextSession(now);
    void confirmChoice<NewCouncil>({
      title: councilMessages.startTitle(next),
      message: councilMessages.startExplained(now, next),
      confirmLabel: councilMessages.startConfirm(next),
      tone: 'primary',
      choices: {
        legend: 'The new council',
        options: [
          { value: 'positions', label: councilMessages.copyPositions(now) },
          { value: 'empty', label: councilMessages.startEmpty },
        ],
      },
      act: startSession,
    });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => askToStart(current)}>
        {councilMessages.startSession}
      </Button>
      {dialog}
      {renewal.dialog}
    </>
  );
}
