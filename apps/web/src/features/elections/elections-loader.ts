import type { ElectionSummary } from '@lss/shared/elections';
import { data as withStatus } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export type ElectionsData = { elections: ElectionSummary[]; failed: boolean };

/** /elections: every election past draft, current ones (not yet published) first. */
export function electionsLoader({ data }: RouteDeps) {
  return async () => {
    const read = await attempt(() => data.elections(), 'the elections');
    if (!read.ok) return withStatus<ElectionsData>({ elections: [], failed: true }, { status: 500 });
    return { elections: read.value, failed: false } satisfies ElectionsData;
  };
}
