import { paths } from '#web/config/paths.ts';

/** Links to every earlier council's page, newest first: the society's legacy, kept year by year. */
export function PastCouncils({ sessions }: { sessions: string[] }) {
  if (sessions.length === 0) return null;
  return (
    <nav aria-labelledby="past-councils-heading" className="mx-auto mt-16 max-w-3xl text-center">
      <h3 id="past-councils-heading" className="font-serif text-2xl font-bold">
        Past councils
      </h3>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {sessions.map((session) => (
          <li key={session}>
            <a
              href={paths.council.to(session)}
              className="inline-block rounded-sm border border-gold/70 bg-card px-4 py-2 font-semibold text-navy transition-colors hover:bg-navy hover:text-parchment"
            >
              <span className="sr-only">The </span>
              {session}
              <span className="sr-only"> Executive Council</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
