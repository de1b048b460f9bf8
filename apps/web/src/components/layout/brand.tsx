import { Crest } from '#web/components/ui/crest.tsx';
import { SocietyLogo } from '#web/components/ui/society-logo.tsx';
import { paths } from '#web/config/paths.ts';

type BrandProps = { societyName: string; shortName: string; logoUrl: string | null };

/** Logo (or the drawn crest) and name; the name splits at its comma so "Society, University" sits on two lines. */
export function Brand({ societyName, shortName, logoUrl }: BrandProps) {
  const [name, ...rest] = societyName.split(',');
  const institution = rest.join(',').trim();
  return (
    <a href={paths.home.to()} className="group flex items-center gap-3" aria-label={`${societyName}, home`}>
      {logoUrl ? (
        <SocietyLogo
          url={logoUrl}
          alt={societyName}
          className="h-10 w-auto max-w-[7rem] shrink-0 object-contain sm:h-11"
        />
      ) : (
        <Crest className="h-10 w-9 shrink-0 text-gold transition-colors group-hover:text-gold-light sm:h-11 sm:w-10" />
      )}
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-[1.05rem] font-bold text-parchment sm:text-lg">
          {name || shortName}
        </span>
        {institution ? (
          <span className="text-[0.7rem] font-semibold uppercase tracking-[0.2em] text-gold">
            {institution}
          </span>
        ) : null}
      </span>
    </a>
  );
}
