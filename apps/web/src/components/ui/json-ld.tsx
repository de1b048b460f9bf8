import { DEFAULT_OG_IMAGE } from '#web/lib/default-image.ts';
import { type JsonLdObject, serializeJsonLd } from '#web/lib/json-ld.ts';
import { useSite } from '#web/lib/site-context.ts';

/**
 * A schema.org data block. Browsers never run application/ld+json (a data block), so the page's
 * CSP, which allows no inline script, does not apply to it.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script context (serializeJsonLd)
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** What the JSON-LD builders need to know about the site. */
export function useJsonLdSite() {
  const { settings, publicUrl } = useSite();
  return { settings, publicUrl, defaultImage: DEFAULT_OG_IMAGE.url };
}
