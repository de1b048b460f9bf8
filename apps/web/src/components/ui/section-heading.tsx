import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'left' | 'center';
  level?: 2 | 3;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
  level = 2,
}: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? <p className={`eyebrow mb-3 ${centered ? 'justify-center' : ''}`}>{eyebrow}</p> : null}
      <Heading id={id} className="font-serif text-3xl font-bold sm:text-[2.125rem]">
        {title}
      </Heading>
      <div className={`mt-4 h-0.5 w-16 bg-gold ${centered ? 'mx-auto' : ''}`} aria-hidden="true" />
      {children ? <div className="mt-5 text-lg text-muted">{children}</div> : null}
    </div>
  );
}
