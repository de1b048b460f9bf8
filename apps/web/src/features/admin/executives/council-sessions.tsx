import { councilMessages } from '@lss/shared/messages';
import type { StartedSession } from '@lss/shared/session-schemas';
import { nextSession, parseSession, sessionSlug } from '@lss/shared/sessions';
import type { SiteSettings } from '@lss/shared/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { adminRequest } from '#web/lib/admin-api.ts';
import { DASHBOARD_KEY } from '../api/records.ts';
import { executivesResource } from '../api/resources.ts';
import { SETTINGS_KEY } from '../api/society-time-zone.ts';
import { Button } from '../ui/buttons.tsx';
import { toastFailure } from '../ui/use-error-toast.ts';

const SESSIONS_KEY = [executivesResource.key, 'sessions'] as const;

/**
 * The council the admin list shows: ?session=2024-2025 in the address, else the current session
 * (the site setting). Undefined while the settings load.
 */
export function useCouncilSession() {
  const [search, setSearch] = useSearchParams();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => adminRequest<SiteSettings>('/settings', { signal }),
  });
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => adminRequest<string[]>('/executives/sessions', { signal }),
  });
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
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const start = useMutation({
    mutationFn: (copy: 'positions' | 'empty') =>
      adminRequest<StartedSession>('/executives/sessions', { method: 'POST', body: { copy } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: [executivesResource.key] }),
        client.invalidateQueries({ queryKey: SETTINGS_KEY }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
  const { current } = council;
  if (!current) return null;

  async function onStart(copy: 'positions' | 'empty') {
    try {
      const started = await start.mutateAsync(copy);
      setOpen(false);
      council.choose(started.session);
      toast.success(councilMessages.started(started.session));
    } catch (error) {
      toastFailure(error, councilMessages.startFailed);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {councilMessages.startSession}
      </Button>
      {open ? (
        <StartSessionDialog
          current={current}
          busy={start.isPending}
          onStart={(copy) => void onStart(copy)}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function StartSessionDialog({
  current,
  busy,
  onStart,
  onCancel,
}: {
  current: string;
  busy: boolean;
  onStart: (copy: 'positions' | 'empty') => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [copy, setCopy] = useState<'positions' | 'empty'>('positions');
  const next = nextSession(current);
  const choices = [
    { value: 'positions', label: councilMessages.copyPositions(current) },
    { value: 'empty', label: councilMessages.startEmpty },
  ] as const;
  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onCancel}
      initialFocus={cancel}
      backdropClassName="fixed inset-0 z-[80] flex items-end justify-center bg-navy-deep/60 p-4 sm:items-center"
      className="w-full max-w-lg rounded-sm border-t-4 border-gold bg-card p-6 shadow-2xl"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {councilMessages.startTitle(next)}
      </h2>
      <p id={messageId} className="mt-3 text-ink">
        {councilMessages.startExplained(current, next)}
      </p>
      <fieldset className="mt-5 space-y-3">
        <legend className="sr-only">The new council</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-start gap-3">
            <input
              type="radio"
              name="copy"
              value={choice.value}
              checked={copy === choice.value}
              onChange={() => setCopy(choice.value)}
              className="mt-1.5"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" disabled={busy} onClick={() => onStart(copy)}>
          {councilMessages.startConfirm(next)}
        </Button>
      </div>
    </Dialog>
  );
}
