import type { SiteSettings } from '@lss/shared/settings';
import type { StaticHandlerContext } from 'react-router';
import type { PodcastData } from '#web/features/podcast/podcast-loader.ts';
import { defaultPageImage } from '#web/lib/default-image.ts';
import {
  episodeJsonLd,
  eventJsonLd,
  type JsonLdObject,
  newsArticleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from '#web/lib/json-ld.ts';
import { PAGE_IDS } from './page-ids.ts';

type Site = Parameters<typeof organizationJsonLd>[0];
type Builder = (data: never, site: Site) => JsonLdObject | null;

const BUILDERS: Record<string, Builder> = {
  [PAGE_IDS.home]: (_data: unknown, site) => organizationJsonLd(site),
  [PAGE_IDS.article]: ({ post }: { post: Parameters<typeof newsArticleJsonLd>[0] | null }, site) =>
    post ? newsArticleJsonLd(post, site) : null,
  [PAGE_IDS.event]: ({ event }: { event: Parameters<typeof eventJsonLd>[0] | null }, site) =>
    event ? eventJsonLd(event, site) : null,
  [PAGE_IDS.podcast]: ({ hub }: PodcastData, site) => {
    const upcoming = 'ok' in hub && hub.ok ? hub.value.upcoming : null;
    return upcoming ? episodeJsonLd(upcoming, site) : null;
  },
};

function publicLayoutData(context: StaticHandlerContext) {
  return context.loaderData.public as { settings: SiteSettings; publicUrl: string } | undefined;
}

/** The site settings a public page was rendered with; none for pages outside the public layout. */
export function pageSettings(context: StaticHandlerContext): SiteSettings | undefined {
  return publicLayoutData(context)?.settings;
}

/**
 * The schema.org blocks of a rendered page, as script-safe JSON. They are for crawlers, which read
 * the server's HTML: the server writes them into the document, outside what the browser hydrates,
 * so no page downloads the code that builds them.
 */
export function pageJsonLd(context: StaticHandlerContext): string[] {
  const layout = publicLayoutData(context);
  if (!layout) return [];
  const site: Site = {
    settings: layout.settings,
    publicUrl: layout.publicUrl,
    defaultImage: defaultPageImage(layout.settings).url,
  };
  return context.matches.flatMap(({ route }) => {
    const build = BUILDERS[route.id];
    const data = context.loaderData[route.id];
    const built = build && data ? build(data as never, site) : null;
    return built ? [serializeJsonLd(built)] : [];
  });
}
