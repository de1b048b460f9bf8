import { type LoaderFunctionArgs, data as withStatus } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export function articleLoader({ data }: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    const read = await attempt(() => data.publishedPost(params.slug ?? ''), 'a post');
    if (!read.ok) return withStatus({ post: null }, { status: 500 });
    if (!read.value) return withStatus({ post: null }, { status: 404 });
    return { post: read.value };
  };
}
