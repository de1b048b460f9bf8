import type { Executive } from '@lss/shared/executives';
import { FramedPortrait } from '#web/components/ui/portrait.tsx';

export function ExecutiveGrid({ executives }: { executives: Executive[] }) {
  return (
    <ul className="mt-14 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
      {executives.map((executive) => (
        <li key={executive._id} className="group text-center">
          <FramedPortrait
            name={executive.name}
            alt={executive.imageAlt}
            imageUrl={executive.imageUrl}
            frameClassName="bg-card shadow-md"
            className="text-[1.4rem]"
          />
          <h3 className="mt-5 text-lg font-bold">{executive.name}</h3>
          <p className="eyebrow mt-1.5">{executive.position}</p>
        </li>
      ))}
    </ul>
  );
}
