import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export function eventsLoader({ data }: RouteDeps) {
  return async () => {
    const events = await attempt(() => data.events(), 'events');
    // The split into upcoming and past uses the loader's clock, so the server and the browser agree.
    return { events, now: Date.now() };
  };
}

export type EventsData = Awaited<ReturnType<ReturnType<typeof eventsLoader>>>;
