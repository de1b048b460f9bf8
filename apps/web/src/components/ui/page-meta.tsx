import { responsiveImage } from '@lss/shared/responsive-image';
import { defaultPageImage } from '#web/lib/default-image.ts';
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
 * The head of a page: React 19 hoists these tags into <head>, both in the server's HTML (so link
 * previews and search engines see them without JavaScript) and on client navigations.
 */
export function PageMeta({ title, description, path, image, type = 'website', noIndex }: PageMetaProps) {
  const { settings, publicUrl } = useSite();
  const fullTitle = title ? `${title} | ${settings.societyName}` : settings.societyName;
  const text = clip(description);
  const url = absoluteUrl(publicUrl, path);
  // Every page has a picture for link previews: its own, or the society's (hero, logo or card).
  const picture = image ? { url: image, ...responsiveImage(image) } : defaultPageImage(settings);
  const imageUrl = absoluteUrl(publicUrl, picture.url);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={settings.societyName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? settings.societyName} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {picture.width && picture.height ? (
        <>
          <meta property="og:image:width" content={String(picture.width)} />
          <meta property="og:image:height" content={String(picture.height)} />
        </>
      ) : null}
      <meta
        property="og:image:alt"
        content={image ? (title ?? settings.societyName) : settings.societyName}
      />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? settings.societyName} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
