import { responsiveImage } from '@lss/shared/responsive-image';
import { Crest } from '#web/components/ui/crest.tsx';
import { SocietyLogo } from '#web/components/ui/society-logo.tsx';
import { paths } from '#web/config/paths.ts';
import { useSite } from '#web/lib/site-context.ts';

/**
 * The society's hero photograph behind the motto: decorative (alt=""), the page's first picture, and
 * under a navy veil dark enough that the heading and the gold lines keep 4.5:1 even over a white photograph.
 */
function HeroBackdrop({ url }: { url: string }) {
  const image = responsiveImage(url);
  return (
    <>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? '100vw' : undefined}
        width={image.width}
        height={image.height}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(180deg,rgb(19_30_47/0.86)_0%,rgb(19_30_47/0.82)_50%,rgb(19_30_47/0.92)_100%)]"
      />
    </>
  );
}

export function Hero() {
  const { settings } = useSite();
  const { heroImageUrl, logoUrl } = settings;
  return (
    <section
      aria-labelledby="hero-motto"
      className={`on-dark relative overflow-hidden text-parchment ${heroImageUrl ? 'bg-navy-deep' : 'hatch'}`}
    >
      {heroImageUrl ? (
        <HeroBackdrop url={heroImageUrl} />
      ) : (
        <Crest className="pointer-events-none absolute top-1/2 -right-24 hidden h-[34rem] w-[30rem] -translate-y-1/2 text-gold/[0.07] lg:block" />
      )}
      <div className="container-page relative flex flex-col items-center py-20 text-center sm:py-28 lg:py-32">
        {logoUrl ? (
          // The society's name is the line below: the logo is decoration here.
          <SocietyLogo url={logoUrl} alt="" className="h-20 w-auto max-w-[12rem] object-contain" />
        ) : (
          <Crest className="h-20 w-[4.5rem] text-gold" />
        )}
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
          <a href={paths.about.to()} className="btn-gold">
            Discover Our Mission
          </a>
          <a href={paths.events.to()} className="btn-outline-light">
            Upcoming Events
          </a>
        </div>
      </div>
    </section>
  );
}
