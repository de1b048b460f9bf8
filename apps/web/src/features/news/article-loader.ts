import { type LoaderFunctionArgs, data as withStatus } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

/** A members-only post's body is read only for a page rendered for a verified member (decision 031). */
export function articleLoader({ data, member }: RouteDeps) {
  const forVerifiedMember = member?.status === 'verified';
  return async ({ params }: LoaderFunctionArgs) => {
    const read = await attempt(() => data.publishedPost(params.slug ?? '', { forVerifiedMember }), 'a post');
    if (!read.ok) return withStatus({ post: null }, { status: 500 });
    if (!read.value) return withStatus({ post: null }, { status: 404 });
    return { post: read.value };
  };
}
