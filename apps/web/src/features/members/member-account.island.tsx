import { MEMBER_LEVELS } from '@lss/shared/constants';
import type { MemberMe } from '@lss/shared/members';
import { membersMessages as m } from '@lss/shared/members-messages';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { FormOutcome, type Outcome } from '#web/components/ui/form-outcome.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError, apiRequest, messageOf } from '#web/lib/http.ts';

const LEVEL_OPTIONS = MEMBER_LEVELS.map((level) => (
  <option key={level} value={level}>
    {level}
  </option>
));

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out'; message: string | null }
  | { kind: 'failed' }
  | { kind: 'member'; member: MemberMe };

/**
 * My account (issue 27): the member's data is never in the server-rendered (cached) page; this
 * island reads GET /api/members/me once hydrated (the HttpOnly cookie goes with it), shows the
 * membership, edits it (PUT /api/members/me) and signs out (POST /api/members/sign-out).
 */
export default function MemberAccount() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [form, setForm] = useState({ fullName: '', level: '', matricNumber: '' });
  const [said, setSaid] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const show = useCallback((member: MemberMe) => {
    setState({ kind: 'member', member });
    setForm({ fullName: member.fullName, level: member.level, matricNumber: member.matricNumber ?? '' });
  }, []);

  useEffect(() => {
    apiRequest<MemberMe>('/members/me').then(show, (error) =>
      setState(
        error instanceof ApiError && error.status === 401
          ? { kind: 'signed-out', message: null }
          : { kind: 'failed' },
      ),
    );
  }, [show]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setSaid(null);
    try {
      show(await apiRequest<MemberMe>('/members/me', { method: 'PUT', body: form }));
      setSaid({ ok: true, message: m.saved });
    } catch (error) {
      setSaid({ ok: false, message: messageOf(error, m.saveFailed) });
    } finally {
      setBusy(false);
    }
  }

  async function signOut(everywhere: boolean) {
    setBusy(true);
    try {
      const { message } = await apiRequest<{ message: string }>('/members/sign-out', {
        method: 'POST',
        body: { everywhere },
      });
      setState({ kind: 'signed-out', message });
    } catch (error) {
      setSaid({ ok: false, message: messageOf(error, m.signOutFailed) });
    } finally {
      setBusy(false);
    }
  }

  if (state.kind === 'loading') return <p className="text-muted">{m.accountLoading}</p>;
  if (state.kind === 'failed') return <FormOutcome outcome={{ ok: false, message: m.accountLoadFailed }} />;
  if (state.kind === 'signed-out')
    return (
      <div>
        <FormOutcome outcome={state.message ? { ok: true, message: state.message } : null} className="mb-6" />
        <p className="text-lg">{m.signInAsMemberIntro}</p>
        <a href={paths.memberSignIn.to()} className="btn-primary mt-6 w-full sm:w-auto">
          {m.signInAsMember}
        </a>
      </div>
    );

  const { member } = state;
  const rows: [string, string][] = [
    [m.fullNameLabel, member.fullName],
    [m.emailLabel, member.email],
    [m.levelLabel, member.level],
    [m.matricNumberLabel, member.matricNumber ?? m.noMatricNumber],
    [m.statusLabel, m.statusNames[member.status] ?? member.status],
  ];
  const bind = (field: keyof typeof form) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
  });
  return (
    <div>
      <dl className="divide-y divide-rule border-y border-rule" aria-label={m.detailsHeading}>
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="eyebrow self-center">{label}</dt>
            <dd className="text-lg [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-10 text-xl font-bold">{m.editHeading}</h3>
      <form onSubmit={save} className="mt-6 space-y-6" aria-label={m.editHeading}>
        <FormOutcome outcome={said} />
        <div>
          <label htmlFor="account-name" className="field-label">
            {m.fullNameLabel}
          </label>
          <input
            id="account-name"
            {...bind('fullName')}
            type="text"
            autoComplete="name"
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="account-matric" className="field-label">
            {m.matricNumberLabel} <span className="font-normal text-muted">{m.optional}</span>
          </label>
          <input id="account-matric" {...bind('matricNumber')} type="text" className="field-input" />
        </div>
        <div>
          <label htmlFor="account-level" className="field-label">
            {m.levelLabel}
          </label>
          <select id="account-level" {...bind('level')} className="field-input">
            {LEVEL_OPTIONS}
          </select>
        </div>
        <button type="submit" disabled={busy} className="btn-primary w-full disabled:opacity-70 sm:w-auto">
          {busy ? m.saving : m.saveButton}
        </button>
      </form>

      <h3 className="mt-10 text-xl font-bold">{m.signOutHeading}</h3>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" disabled={busy} onClick={() => signOut(false)} className="btn-primary">
          {m.signOutButton}
        </button>
        <button type="button" disabled={busy} onClick={() => signOut(true)} className="btn-outline">
          {m.signOutEverywhereButton}
        </button>
      </div>
      <p className="mt-3 text-sm text-muted">{m.signOutEverywhereHint}</p>
    </div>
  );
}
