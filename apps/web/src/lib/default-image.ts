import { responsiveImage } from '@lss/shared/responsive-image';
import type { SiteSettings } from '@lss/shared/settings';
import defaultImage from '#web/assets/og-default.png';

/**
 * The society's card for link previews of pages without a picture of their own: 1200×630 in the
 * society's colours (generated once from an SVG with sharp; hashed and cached like every asset).
 */
export const DEFAULT_OG_IMAGE = { url: defaultImage, width: 1200, height: 630 } as const;

type PageImage = { url: string; width?: number | undefined; height?: number | undefined };

/**
 * The picture of a page without its own: the society's hero image, else its logo, else the card.
 * The size is known for uploads (from their names) and for the card.
 */
export function defaultPageImage(settings: Pick<SiteSettings, 'heroImageUrl' | 'logoUrl'>): PageImage {
  const identity = settings.heroImageUrl ?? settings.logoUrl;
  if (!identity) return DEFAULT_OG_IMAGE;
  const { width, height } = responsiveImage(identity);
  return { url: identity, width, height };
}
