import { Link } from 'react-router';
import { Crest } from '#web/components/ui/crest.tsx';
import { paths } from '#web/config/paths.ts';
import { useSite } from '#web/lib/site-context.ts';

export function Hero() {
  const { settings } = useSite();
  return (
    <section aria-labelledby="hero-motto" className="hatch on-dark relative overflow-hidden text-parchment">
      <Crest className="pointer-events-none absolute top-1/2 -right-24 hidden h-[34rem] w-[30rem] -translate-y-1/2 text-gold/[0.07] lg:block" />
      <div className="container-page relative flex flex-col items-center py-20 text-center sm:py-28 lg:py-32">
        <Crest className="h-20 w-[4.5rem] text-gold" />
        <p className="eyebrow mt-8">{settings.societyName}</p>
        <h1
          id="hero-motto"
          lang="la"
          className="mt-6 max-w-4xl font-serif text-[2.5rem] leading-[1.1] font-bold text-parchment italic sm:text-6xl lg:text-7xl"
        >
          {settings.motto}
        </h1>
        <div className="rule-ornament mt-8" aria-hidden="true">
          <span className="text-sm">◆</span>
        </div>
        <p className="mt-6 max-w-xl font-serif text-lg text-gold-light sm:text-xl">
          “{settings.mottoTranslation}”
        </p>
        <div className="mt-10 flex flex-col items-center gap-4 sm:flex-row">
          <Link to={paths.about.to()} className="btn-gold">
            Discover Our Mission
          </Link>
          <Link to={paths.events.to()} className="btn-outline-light">
            Upcoming Events
          </Link>
        </div>
      </div>
    </section>
  );
}
