import { DEFAULT_OG_IMAGE } from '#web/lib/default-image.ts';
import { type JsonLdObject, serializeJsonLd } from '#web/lib/json-ld.ts';
import { useNonce } from '#web/lib/nonce.ts';
import { useSite } from '#web/lib/site-context.ts';

/**
 * A schema.org data block. Browsers never run application/ld+json, but it still carries the CSP
 * nonce so that the page's policy holds for every <script> element without exception.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
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
