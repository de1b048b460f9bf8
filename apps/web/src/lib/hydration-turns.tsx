import { type ReactNode, Suspense } from 'react';

/**
 * Hydration in turns. Preact hydrates a page in one go; on a slow phone a long page is then one
 * long task that blocks taps and scrolling. Parts wrapped in <HydrateInTurn> wait for a turn of
 * their own during the first hydration: the part's server HTML stays as it is (Preact keeps the
 * DOM of a subtree that suspends while hydrating) and is hydrated one task later, each part in
 * its own task. After the first hydration, and on the server, the wrapper does nothing.
 */
let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();
const turns = new Map<string, { done: boolean; promise: Promise<void> }>();

/** A new task, after the browser has had the chance to handle input and paint. */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** A part's turn: the task after the turn of the part found before it. */
function turnOf(id: string) {
  const existing = turns.get(id);
  if (existing) return existing;
  const turn = {
    done: false,
    promise: lastTurn.then(nextTask).then(() => {
      turn.done = true;
    }),
  };
  lastTurn = turn.promise;
  turns.set(id, turn);
  return turn;
}

function WaitForTurn({ id, children }: { id: string; children: ReactNode }) {
  if (hydrating) {
    const turn = turnOf(id);
    if (!turn.done) throw turn.promise;
  }
  return children;
}

/** `id` names the part: unique on the page and the same on every render. */
export function HydrateInTurn({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn id={id}>{children}</WaitForTurn>
    </Suspense>
  );
}

/**
 * Runs the first hydration with turns; resolves once every part has been hydrated (parts found in
 * a later turn get turns of their own).
 */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  hydrating = true;
  hydrate();
  let settled: Promise<void> | null = null;
  while (settled !== lastTurn) {
    settled = lastTurn;
    await settled;
  }
  // One more task: the last part's own render runs after its turn resolves.
  await nextTask();
  hydrating = false;
  turns.clear();
}
