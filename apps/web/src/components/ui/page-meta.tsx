import { responsiveImage } from '@lss/shared/responsive-image';
import { DEFAULT_OG_IMAGE } from '#web/lib/default-image.ts';
import { type HeadTag, usePageHead } from '#web/lib/page-head.ts';
import { absoluteUrl, useSite } from '#web/lib/site-context.ts';

type PageMetaProps = {
  /** The page's own title; the society's name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** The canonical path of the page, e.g. /news/my-article. */
  path: string;
  image?: string | null;
  type?: 'website' | 'article';
  /** Pages that should not be indexed (404s). */
  noIndex?: boolean;
};

const DESCRIPTION_LIMIT = 200;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

/**
 * The head of a page: its title, description, canonical link and the Open Graph and Twitter tags.
 * The server writes them into the HTML's <head> (link previews and search engines see them without
 * JavaScript); in the browser they are applied to the document on every client navigation.
 */
export function PageMeta({ title, description, path, image, type = 'website', noIndex }: PageMetaProps) {
  const { settings, publicUrl } = useSite();
  const text = clip(description);
  const url = absoluteUrl(publicUrl, path);
  // Every page has a picture for link previews: its own, or the society's card.
  const picture = image
    ? { url: image, ...responsiveImage(image) }
    : { ...DEFAULT_OG_IMAGE, src: DEFAULT_OG_IMAGE.url };
  const imageUrl = absoluteUrl(publicUrl, picture.src);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const shownTitle = title ?? settings.societyName;
  usePageHead({
    title: title ? `${title} | ${settings.societyName}` : settings.societyName,
    tags: [
      meta('name', 'description', text),
      { tag: 'link', attrs: { rel: 'canonical', href: url } },
      ...(noIndex ? [meta('name', 'robots', 'noindex')] : []),
      meta('property', 'og:site_name', settings.societyName),
      meta('property', 'og:type', type),
      meta('property', 'og:title', shownTitle),
      meta('property', 'og:description', text),
      meta('property', 'og:url', url),
      meta('property', 'og:image', imageUrl),
      ...(picture.width && picture.height
        ? [
            meta('property', 'og:image:width', String(picture.width)),
            meta('property', 'og:image:height', String(picture.height)),
          ]
        : []),
      meta('property', 'og:image:alt', image ? shownTitle : settings.societyName),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', shownTitle),
      meta('name', 'twitter:description', text),
      meta('name', 'twitter:image', imageUrl),
    ],
  });
  return null;
}
