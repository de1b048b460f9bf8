import type { ReactNode } from 'react';
import { Crest } from './crest.tsx';

type PageHeaderProps = {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
};

/** The navy band that opens every inner page, carrying its one h1. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="hatch on-dark relative overflow-hidden border-b-4 border-gold text-parchment">
      <Crest className="pointer-events-none absolute -right-8 -bottom-16 hidden h-72 w-72 text-gold/10 md:block" />
      <div className="container-page relative py-14 sm:py-20">
        {eyebrow ? <p className="eyebrow mb-4">{eyebrow}</p> : null}
        <h1 className="max-w-3xl font-serif text-4xl font-bold text-parchment sm:text-5xl">{title}</h1>
        {children ? <div className="mt-5 max-w-2xl text-lg text-parchment/85">{children}</div> : null}
      </div>
    </header>
  );
}
