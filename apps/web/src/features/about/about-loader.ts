import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export function aboutLoader({ data }: RouteDeps) {
  return async () => {
    const executives = await attempt(() => data.executives(), 'executives');
    return { executives: executives.ok ? executives.value : [] };
  };
}

export type AboutData = Awaited<ReturnType<ReturnType<typeof aboutLoader>>>;
