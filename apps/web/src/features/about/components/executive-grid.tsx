import type { Executive } from '@lss/shared/executives';
import { ExecutiveFigure } from '#web/components/ui/portrait.tsx';

export function ExecutiveGrid({ executives }: { executives: Executive[] }) {
  return (
    <ul className="mt-14 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
      {executives.map((executive) => (
        <li key={executive._id} className="group text-center">
          <ExecutiveFigure executive={executive} />
        </li>
      ))}
    </ul>
  );
}
