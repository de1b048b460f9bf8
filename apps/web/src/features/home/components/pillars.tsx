import { SectionHeading } from '#web/components/ui/section-heading.tsx';

const PILLARS = [
  {
    numeral: 'I',
    title: 'Academic Excellence',
    text: 'Moot courts, mock trials, essay competitions and study resources that sharpen legal reasoning and reward scholarship.',
  },
  {
    numeral: 'II',
    title: 'Professional Development',
    text: 'Mentorship, career talks and clinics that connect students with the Bar, the Bench and the wider profession.',
  },
  {
    numeral: 'III',
    title: 'Community & Advocacy',
    text: 'Legal aid outreach, public-interest advocacy and a society where every law student has a voice.',
  },
] as const;

export function Pillars() {
  return (
    <section aria-labelledby="pillars-heading" className="bg-paper py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="pillars-heading"
          eyebrow="What we stand for"
          title="Our Three Pillars"
          align="center"
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {PILLARS.map((pillar) => (
            <li
              key={pillar.title}
              className="card group relative px-8 pt-10 pb-9 transition-transform hover:-translate-y-1"
            >
              <span className="absolute inset-x-0 top-0 h-1 bg-gold" aria-hidden="true" />
              <span aria-hidden="true" className="font-serif text-4xl font-bold text-gold-deep/70">
                {pillar.numeral}
              </span>
              <h3 className="mt-4 text-xl font-bold">{pillar.title}</h3>
              <p className="mt-3 text-muted">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
