import type { Executive } from '@lss/shared/executives';
import { ExecutiveFigure } from '#web/components/ui/portrait.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';

export function Leadership({ leaders }: { leaders: Executive[] }) {
  if (leaders.length === 0) return null;
  return (
    <section
      aria-labelledby="leadership-heading"
      className="border-y border-rule bg-parchment py-20 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="leadership-heading"
          eyebrow="The Executive Council"
          title="Our Leadership"
          align="center"
        />
        <ul className="mx-auto mt-14 flex max-w-4xl flex-wrap justify-center gap-10">
          {leaders.map((leader) => (
            <li key={leader._id} className="w-full max-w-xs text-center">
              <a href={paths.about.to()} className="group block">
                <ExecutiveFigure executive={leader} featured />
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center">
          <a href={paths.about.to()} className="link-quiet">
            Meet the full council
          </a>
        </p>
      </div>
    </section>
  );
}
