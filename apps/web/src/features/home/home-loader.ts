import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export function homeLoader({ data }: RouteDeps) {
  return async () => {
    const [leaders, featuredEvent] = await Promise.all([
      attempt(() => data.featuredExecutives(), 'featured executives'),
      attempt(() => data.featuredEvent(), 'the featured event'),
    ]);
    // Spec §8: a failed leadership read is only logged; the block is simply left out.
    return {
      leaders: leaders.ok ? leaders.value : [],
      featuredEvent: featuredEvent.ok ? featuredEvent.value : null,
    };
  };
}

export type HomeData = Awaited<ReturnType<ReturnType<typeof homeLoader>>>;
