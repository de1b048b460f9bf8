import type { Executive } from '@lss/shared/executives';
import { Portrait } from '#web/components/ui/portrait.tsx';

export function ExecutiveGrid({ executives }: { executives: Executive[] }) {
  return (
    <ul className="mt-14 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
      {executives.map((executive) => (
        <li key={executive._id} className="group text-center">
          <div className="mx-auto aspect-[4/5] w-full max-w-[15rem] overflow-hidden rounded-sm border border-gold/60 bg-card p-1.5 shadow-md">
            <Portrait
              name={executive.name}
              alt={executive.imageAlt}
              imageUrl={executive.imageUrl}
              className="h-full w-full text-[1.4rem] transition-transform duration-500 group-hover:scale-[1.03]"
            />
          </div>
          <h3 className="mt-5 text-lg font-bold">{executive.name}</h3>
          <p className="eyebrow mt-1.5">{executive.position}</p>
        </li>
      ))}
    </ul>
  );
}
