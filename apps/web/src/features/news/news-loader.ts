import { pageParam } from '@lss/shared/pagination';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

/** Posts a page of the news list shows: the lead story and three rows of three. */
export const NEWS_PAGE_SIZE = 10;

export function newsLoader({ data }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const page = pageParam(new URL(request.url).searchParams.get('page'));
    return {
      page,
      posts: await attempt(() => data.publishedPosts({ page, limit: NEWS_PAGE_SIZE }), 'posts'),
    };
  };
}

export type NewsData = Awaited<ReturnType<ReturnType<typeof newsLoader>>>;
