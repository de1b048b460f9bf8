import type { ReactNode } from 'react';

/** A public list's cards (events, materials, episodes): one list entry per item, `children` its card. */
export function CardGrid<T extends { _id: string }>({
  items,
  className,
  children: card,
}: {
  items: readonly T[];
  /** The grid's classes (its columns and spacing). */
  className: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item._id}>{card(item)}</li>
      ))}
    </ul>
  );
}
