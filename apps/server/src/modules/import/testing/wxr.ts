import { PassThrough } from 'node:stream';

/** A small WordPress export written by a test: its items' fields and post meta, as WordPress writes them. */
export type TestItem = {
  id: number;
  type?: string;
  status?: string;
  title: string;
  slug?: string;
  content?: string;
  date?: string;
  dateGmt?: string;
  creator?: string;
  attachmentUrl?: string;
  meta?: Record<string, string>;
};

const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

export function testWxr(items: TestItem[], { siteUrl = 'http://old-site.test', prologue = '' } = {}) {
  const itemXml = items.map(
    (item) => `
  <item>
    <title>${cdata(item.title)}</title>
    <dc:creator>${cdata(item.creator ?? 'editor')}</dc:creator>
    <content:encoded>${cdata(item.content ?? '')}</content:encoded>
    <excerpt:encoded>${cdata('')}</excerpt:encoded>
    <wp:post_id>${item.id}</wp:post_id>
    <wp:post_date>${cdata(item.date ?? '2025-03-01 10:00:00')}</wp:post_date>
    <wp:post_date_gmt>${cdata(item.dateGmt ?? '2025-03-01 09:00:00')}</wp:post_date_gmt>
    <wp:post_name>${cdata(item.slug ?? `item-${item.id}`)}</wp:post_name>
    <wp:status>${cdata(item.status ?? 'publish')}</wp:status>
    <wp:post_type>${cdata(item.type ?? 'post')}</wp:post_type>
    <wp:post_password>${cdata('')}</wp:post_password>
    ${item.attachmentUrl ? `<wp:attachment_url>${cdata(item.attachmentUrl)}</wp:attachment_url>` : ''}
    ${Object.entries(item.meta ?? {})
      .map(
        ([key, value]) =>
          `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`,
      )
      .join('\n    ')}
  </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" ?>
${prologue}<rss version="2.0"
  xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old site</title>
  <link>${siteUrl}</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${siteUrl}</wp:base_site_url>
  <wp:author><wp:author_login>${cdata('editor')}</wp:author_login><wp:author_display_name>${cdata('The Editor')}</wp:author_display_name></wp:author>
  ${itemXml.join('\n')}
</channel>
</rss>
`;
}

/** A stream of a string, as the importer reads a file. */
export const streamOf = (text: string) => () => {
  const stream = new PassThrough();
  stream.end(Buffer.from(text));
  return stream;
};
