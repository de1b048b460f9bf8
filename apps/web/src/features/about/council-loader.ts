import type { Executive } from '@lss/shared/executives';
import { parseSession } from '@lss/shared/sessions';
import { type LoaderFunctionArgs, data as withStatus } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export type CouncilData = { session: string | null; executives: Executive[]; failed: boolean };

/** A past council's page: 404 for an address that is no session, or a session nobody served in. */
export function councilLoader({ data }: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    const session = parseSession(params.session ?? '');
    if (!session) return withStatus<CouncilData>({ session, executives: [], failed: false }, { status: 404 });
    const read = await attempt(() => data.executives(session), `the ${session} council`);
    if (!read.ok) return withStatus<CouncilData>({ session, executives: [], failed: true }, { status: 500 });
    if (read.value.length === 0)
      return withStatus<CouncilData>({ session, executives: [], failed: false }, { status: 404 });
    return { session, executives: read.value, failed: false } satisfies CouncilData;
  };
}
