import { responsiveImage } from '@lss/shared/responsive-image';

type SocietyLogoProps = { url: string; alt: string; className: string };

/** The uploaded logo (site setting `logoUrl`); its intrinsic size, from its name, reserves its space. */
export function SocietyLogo({ url, alt, className }: SocietyLogoProps) {
  const { width, height } = responsiveImage(url);
  return <img src={url} width={width} height={height} alt={alt} decoding="async" className={className} />;
}
