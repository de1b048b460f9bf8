import { memberRosterMessages as messages } from '@lss/shared/members-messages';
import { toast } from 'sonner';
import { Button } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { toastFailure } from '../ui/use-error-toast.ts';
import { useAskRenewal } from './api/use-ask-renewal.ts';
import { useLapseForSession } from './api/use-lapse-for-session.ts';
import { useMemberRenewal } from './api/use-member-renewal.ts';

/**
 * Lapsing the verified members not verified again for the current session (issue 27): always after
 * a confirmation that names how many. Returns `offer(count, session)`, which asks and lapses, and
 * the confirmation to render.
 */
function useLapseConfirmation() {
  const { confirm, dialog } = useConfirm();
  const lapse = useLapseForSession();

  async function offer(count: number, session: string) {
    if (!(await confirm(messages.renewalExplained(count, session), messages.renewalButton(count)))) return;
    try {
      toast.success((await lapse.mutateAsync(session)).message);
    } catch (error) {
      toastFailure(error, messages.renewalFailed);
    }
  }
  return { offer, dialog };
}

/**
 * After 'Start a new session': asks the server how many verified members were not verified for the
 * new session and, if any, offers to lapse them (the council screen's second step).
 */
export function useOfferRenewal() {
  const ask = useAskRenewal();
  const { offer, dialog } = useLapseConfirmation();
  async function offerAfterStart() {
    try {
      const { session, toLapse } = await ask.mutateAsync();
      if (toLapse > 0) await offer(toLapse, session);
    } catch (error) {
      toastFailure(error, messages.renewalCountFailed);
    }
  }
  return { offerAfterStart, dialog };
}

/** On the Members screen: how many were not verified again for the current session, and the button to lapse them. */
export function RenewalNote() {
  const renewal = useMemberRenewal();
  const { offer, dialog } = useLapseConfirmation();
  if (!renewal.data || renewal.data.toLapse === 0) return dialog;
  const { toLapse, session } = renewal.data;
  return (
    <div className="mb-5 flex flex-col gap-3 rounded-sm border border-gold/60 bg-parchment/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink">{messages.renewalNote(toLapse, session)}</p>
      <Button variant="secondary" onClick={() => void offer(toLapse, session)}>
        {messages.renewalButton(toLapse)}
      </Button>
      {dialog}
    </div>
  );
}
