import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export function aboutLoader({ data }: RouteDeps) {
  return async () => {
    const [executives, sessions] = await Promise.all([
      attempt(() => data.executives(), 'executives'),
      attempt(() => data.councilSessions(), 'the councils'),
    ]);
    return {
      executives: executives.ok ? executives.value : [],
      sessions: sessions.ok ? sessions.value : [],
    };
  };
}

export type AboutData = Awaited<ReturnType<ReturnType<typeof aboutLoader>>>;
