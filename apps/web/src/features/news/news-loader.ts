import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export function newsLoader({ data }: RouteDeps) {
  return async () => ({ posts: await attempt(() => data.publishedPosts(), 'posts') });
}

export type NewsData = Awaited<ReturnType<ReturnType<typeof newsLoader>>>;
