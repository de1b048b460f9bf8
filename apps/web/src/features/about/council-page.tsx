import { useLoaderData, useLocation } from 'react-router';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { NotFound } from '#web/components/ui/not-found.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { useSite } from '#web/lib/site-context.ts';
import { ExecutiveGrid } from './components/executive-grid.tsx';
import type { CouncilData } from './council-loader.ts';

function CouncilNotFound({ failed }: { failed: boolean }) {
  const { pathname } = useLocation();
  const title = failed ? 'Council Unavailable' : 'Council Not Found';
  return (
    <NotFound
      heading={title}
      description="There is no executive council at this address."
      path={pathname}
      back={{ to: paths.about.to(), label: 'Back to About Us' }}
    >
      {failed
        ? 'The council could not be loaded. Please try again in a moment.'
        : 'No executive council is recorded for this session.'}
    </NotFound>
  );
}

/** One session's executive council, kept on its own page (/about/councils/2024-2025). */
export function CouncilPage() {
  const { session, executives, failed } = useLoaderData() as CouncilData;
  const { settings } = useSite();
  if (!session || executives.length === 0) return <CouncilNotFound failed={failed} />;
  const title = `${session} Executive Council`;
  const current = session === settings.currentSession;
  return (
    <>
      <PageMeta
        title={title}
        description={`The executive council of the ${settings.societyName} for the ${session} session: ${executives
          .map((executive) => `${executive.name}, ${executive.position}`)
          .join('; ')}.`}
        path={paths.council.to(session)}
      />
      <PageHeader eyebrow={current ? 'The current council' : 'A past council'} title={title}>
        <p>
          The students who served the {settings.shortName} in the {session} session, custodians of its legacy
          in their year.
        </p>
      </PageHeader>
      <section aria-labelledby="council-members" className="bg-parchment py-16 sm:py-20">
        <div className="container-page">
          {/* The members' names are h3s under the page's h1: this heading keeps the outline whole. */}
          <h2 id="council-members" className="sr-only">
            Members of the {title}
          </h2>
          <BackLink to={paths.about.to()}>Back to About Us</BackLink>
          <ExecutiveGrid executives={executives} />
        </div>
      </section>
    </>
  );
}
