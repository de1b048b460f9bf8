import type { ElectionStatus } from '@lss/shared/election-statuses';
import { electionsMessages } from '@lss/shared/elections-messages';
import { Countdown } from '#web/features/podcast/components/countdown.tsx';
import { timeLeft } from '#web/features/podcast/countdown.ts';
import { useNowUntil } from '#web/features/podcast/use-now.ts';

const m = electionsMessages.page;

/** The countdown to an election's next step (the podcast's countdown, one component). */
export function ElectionCountdown({
  status,
  at,
  initialNow,
}: {
  status: ElectionStatus;
  at: string;
  initialNow: number;
}) {
  const target = new Date(at).getTime();
  const now = useNowUntil(initialNow, target);
  const name = electionsMessages.statusName(status);
  return (
    <div>
      <p className="eyebrow mb-3">{m.nextStep(name)}</p>
      <Countdown parts={timeLeft(target, now)} label={m.countdownLabel(name)} />
    </div>
  );
}

/** An island (decision 028): it ticks in the browser. */
export default ElectionCountdown;
