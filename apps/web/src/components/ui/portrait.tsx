import { Monogram } from './monogram.tsx';

type PortraitProps = { name: string; imageUrl: string | null; className?: string };

/** A person's photo, or their monogram when there is none. */
export function Portrait({ name, imageUrl, className = '' }: PortraitProps) {
  if (!imageUrl) return <Monogram name={name} className={className} />;
  return (
    <img
      src={imageUrl}
      alt={`Portrait of ${name}`}
      loading="lazy"
      decoding="async"
      className={`object-cover object-top ${className}`}
    />
  );
}
