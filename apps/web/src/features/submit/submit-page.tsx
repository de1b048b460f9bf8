import { useLocation } from 'react-router';
import { Island } from '#web/app/islands/island.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import SubmissionForm from './components/submission-form.island.tsx';

const GUIDELINES = [
  'Original work by a student of the Faculty, not published elsewhere.',
  'Essays, case comments, reports and opinion pieces are all welcome.',
  'Cite your sources; the editors may suggest changes before publishing.',
];

export function SubmitPage() {
  // The plain form's outcome (POST /submit answers with this page and `?sent=1` or `?failed=`).
  const { search } = useLocation();
  return (
    <>
      <PageMeta
        title="Submit an Article"
        description="Send an article to the Law Students' Society's publication: essays, case comments and reports by students, reviewed by the editors."
        path={paths.submit.to()}
      />
      <PageHeader eyebrow="The Society Press" title="Submit an Article">
        <p>Write for the society: send us your essay, case comment or report for review by the editors.</p>
      </PageHeader>
      <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1.6fr_1fr]">
        <section aria-labelledby="submit-heading" className="card p-7 sm:p-10">
          <h2 id="submit-heading" className="text-2xl font-bold">
            Your article
          </h2>
          <div className="mt-3 mb-8 h-0.5 w-12 bg-gold" aria-hidden="true" />
          <Island component={SubmissionForm} props={{ search }} load="on-use" />
        </section>
        <aside
          aria-labelledby="guidelines-heading"
          className="hatch on-dark self-start rounded-sm p-7 text-parchment sm:p-10"
        >
          <h2 id="guidelines-heading" className="text-2xl font-bold text-parchment">
            Before you send
          </h2>
          <div className="mt-3 mb-6 h-0.5 w-12 bg-gold" aria-hidden="true" />
          <ul className="space-y-4">
            {GUIDELINES.map((line) => (
              <li key={line} className="flex gap-3 text-parchment/90">
                <span aria-hidden="true" className="font-serif text-gold">
                  §
                </span>
                <span>{line}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-parchment/75">
            Every submission is read by the editors. Approved articles appear under News &amp; Publications
            with your name.
          </p>
        </aside>
      </div>
    </>
  );
}
