import { XMLBuilder } from 'fast-xml-parser';
import { MIME_BY_EXTENSION } from '../uploads/file-kinds.ts';

/** What the news feeds say, independent of their format. Links are absolute. */
export type NewsFeed = {
  title: string;
  description: string;
  link: string;
  selfRss: string;
  selfAtom: string;
  language: string;
  copyright: string;
  author: { name: string; email: string; link: string };
  updated: Date;
  items: NewsFeedItem[];
};

export type NewsFeedItem = {
  title: string;
  link: string;
  /** Plain text. */
  summary: string;
  /** The article's HTML. */
  contentHtml: string;
  authorName: string;
  date: Date;
  imageUrl: string | null;
};

export type SitemapPage = { loc: string; lastmod?: string | undefined };

// One XML writer for every feed: it escapes every text and attribute, so no field can open markup.
const xml = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});
const declaration = { '?xml': { '@version': '1.0', '@encoding': 'UTF-8' } };

/**
 * Plain text as HTML that shows exactly that text. RSS has no way to say a title is text, and
 * readers treat RSS titles and descriptions as HTML: a title such as `"><img src=x onerror=…>` must
 * reach the reader as words, so it is HTML-escaped before the XML writer escapes it again.
 */
export function asHtmlText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** RSS requires a length and a type; the length is unknown without reading the file (0 is the convention). */
function enclosure(url: string) {
  const extension = url.split('?')[0]!.split('.').pop()!.toLowerCase();
  return { '@url': url, '@length': '0', '@type': MIME_BY_EXTENSION[extension] ?? 'application/octet-stream' };
}

export function toRss(feed: NewsFeed): string {
  return xml.build({
    ...declaration,
    rss: {
      '@version': '2.0',
      '@xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      channel: {
        title: asHtmlText(feed.title),
        link: feed.link,
        description: asHtmlText(feed.description),
        language: feed.language,
        copyright: asHtmlText(feed.copyright),
        lastBuildDate: feed.updated.toUTCString(),
        'atom:link': { '@href': feed.selfRss, '@rel': 'self', '@type': 'application/rss+xml' },
        item: feed.items.map((item) => ({
          title: asHtmlText(item.title),
          link: item.link,
          guid: { '@isPermaLink': 'true', '#text': item.link },
          pubDate: item.date.toUTCString(),
          description: asHtmlText(item.summary),
          'content:encoded': item.contentHtml,
          'dc:creator': item.authorName,
          ...(item.imageUrl ? { enclosure: enclosure(item.imageUrl) } : {}),
        })),
      },
    },
  });
}

/** Atom says what each text is: titles and summaries are `type="text"`, shown as typed. */
export function toAtom(feed: NewsFeed): string {
  const text = (value: string) => ({ '@type': 'text', '#text': value });
  return xml.build({
    ...declaration,
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      '@xml:lang': feed.language,
      id: feed.link,
      title: text(feed.title),
      subtitle: text(feed.description),
      updated: feed.updated.toISOString(),
      link: [
        { '@rel': 'alternate', '@href': feed.link },
        { '@rel': 'self', '@href': feed.selfAtom },
      ],
      author: { name: feed.author.name, email: feed.author.email, uri: feed.author.link },
      rights: text(feed.copyright),
      entry: feed.items.map((item) => ({
        title: text(item.title),
        id: item.link,
        link: [
          { '@rel': 'alternate', '@href': item.link },
          ...(item.imageUrl ? [{ '@rel': 'enclosure', '@href': item.imageUrl }] : []),
        ],
        updated: item.date.toISOString(),
        published: item.date.toISOString(),
        author: { name: item.authorName },
        summary: text(item.summary),
        content: { '@type': 'html', '#text': item.contentHtml },
      })),
    },
  });
}

export function toSitemap(pages: SitemapPage[]): string {
  return xml.build({
    ...declaration,
    urlset: {
      '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      url: pages.map((page) => ({ loc: page.loc, ...(page.lastmod ? { lastmod: page.lastmod } : {}) })),
    },
  });
}
