import { useLoaderData } from 'react-router';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { useSite } from '#web/lib/site-context.ts';
import type { AboutData } from './about-loader.ts';
import { ExecutiveGrid } from './components/executive-grid.tsx';
import { PastCouncils } from './components/past-councils.tsx';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
    </>
  );
}

export function AboutPage() {
  const { executives, sessions } = useLoaderData() as AboutData;
  const { settings } = useSite();
  const pastSessions = sessions.filter((session) => session !== settings.currentSession);
  return (
    <>
      <PageMeta title="About Us" description={settings.mission} path={paths.about.to()} />
      <PageHeader eyebrow="About the Society" title={`About the ${settings.shortName}`}>
        <p>{settings.societyName}</p>
      </PageHeader>

      <section aria-labelledby="motto-heading" className="border-b border-rule bg-parchment py-16 sm:py-20">
        <div className="container-page text-center">
          <h2 id="motto-heading" className="eyebrow">
            Our Motto
          </h2>
          <p lang="la" className="mt-6 font-serif text-4xl font-bold text-navy italic sm:text-5xl">
            {settings.motto}
          </p>
          <p className="mt-4 font-serif text-lg text-gold-deep sm:text-xl">“{settings.mottoTranslation}”</p>
        </div>
      </section>

      <section aria-label="Mission and legacy" className="py-20">
        <div className="container-page grid gap-14 lg:grid-cols-2">
          <div>
            <SectionHeading eyebrow="Why we exist" title="Our Mission" />
            <div className="mt-6 space-y-4 text-lg leading-relaxed">
              <Paragraphs text={settings.mission} />
            </div>
          </div>
          <div>
            <SectionHeading eyebrow="Where we come from" title="Our Legacy" />
            <div className="mt-6 space-y-4 text-lg leading-relaxed">
              <Paragraphs text={settings.legacy} />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="custodians-heading" className="border-t border-rule bg-parchment py-20">
        <div className="container-page">
          <SectionHeading
            id="custodians-heading"
            eyebrow={`The ${settings.currentSession} Executive Council`}
            title="Custodians of Our Legacy"
            align="center"
          />
          {executives.length > 0 ? (
            <ExecutiveGrid executives={executives} />
          ) : (
            <div className="mx-auto mt-12 max-w-xl">
              <Notice>The executive council will be introduced here soon.</Notice>
            </div>
          )}
          <PastCouncils sessions={pastSessions} />
        </div>
      </section>
    </>
  );
}
