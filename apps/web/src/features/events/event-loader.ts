import { type LoaderFunctionArgs, data as withStatus } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export function eventLoader({ data }: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    const read = await attempt(() => data.event(params.id ?? ''), 'an event');
    if (!read.ok) return withStatus({ event: null }, { status: 500 });
    if (!read.value) return withStatus({ event: null }, { status: 404 });
    return { event: read.value };
  };
}
