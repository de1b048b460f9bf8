import type { Readable } from 'node:stream';
import { importMessages } from '@lss/shared/import';
import { SaxesParser, type SaxesTag } from 'saxes';

/**
 * A WordPress export (WXR 1.x: RSS 2.0 with the wp:, content:, excerpt: and dc: elements), read as a
 * stream: never held whole, each <item> handed over as soon as it is complete. saxes (a maintained,
 * conformant streaming parser) never expands entities beyond XML's five and never fetches anything;
 * a file that declares a DOCTYPE (where entity bombs and external entities live) is refused outright,
 * since WordPress never writes one. One element larger than MAX_ELEMENT_BYTES (a CDATA of gigabytes)
 * is refused before it is held.
 */

/** What the export says of its site, read before the first item. */
export type WxrChannel = {
  /** wp:base_site_url (else the channel's link): where its URLs point. */
  siteUrl: string;
  /** Author login → display name. */
  authors: Map<string, string>;
};

export type WxrCategory = { domain: string; nicename: string; name: string };

/** One <item>: a post, page, attachment, event, venue, organizer or anything else. */
export type WxrItem = {
  postId: string;
  postType: string;
  status: string;
  title: string;
  slug: string;
  link: string;
  guid: string;
  creator: string;
  content: string;
  excerpt: string;
  postDate: string;
  postDateGmt: string;
  parent: string;
  password: string;
  attachmentUrl: string;
  meta: Map<string, string>;
  categories: WxrCategory[];
  /** A field was longer than MAX_FIELD_CHARS: cut, and the item is not to be imported. */
  oversized: boolean;
};

export class WxrFileError extends Error {}

/** An attribute's value (the parser runs without namespaces: every value is a string). */
const attribute = (tag: SaxesTag, name: string) => {
  const value = tag.attributes[name];
  return typeof value === 'string' ? value : (value?.value ?? '');
};

/** The longest one field of an item may be (post bodies are at most 500,000 characters). */
export const MAX_FIELD_CHARS = 2_000_000;
/** The most bytes read without the parser meeting a tag. */
export const MAX_ELEMENT_BYTES = 32 * 1024 * 1024;

const ITEM_FIELDS: Record<string, keyof WxrItem> = {
  title: 'title',
  link: 'link',
  guid: 'guid',
  'dc:creator': 'creator',
  'content:encoded': 'content',
  'excerpt:encoded': 'excerpt',
  'wp:post_id': 'postId',
  'wp:post_date': 'postDate',
  'wp:post_date_gmt': 'postDateGmt',
  'wp:post_name': 'slug',
  'wp:status': 'status',
  'wp:post_parent': 'parent',
  'wp:post_type': 'postType',
  'wp:post_password': 'password',
  'wp:attachment_url': 'attachmentUrl',
};

const emptyItem = (): WxrItem => ({
  postId: '',
  postType: '',
  status: '',
  title: '',
  slug: '',
  link: '',
  guid: '',
  creator: '',
  content: '',
  excerpt: '',
  postDate: '',
  postDateGmt: '',
  parent: '',
  password: '',
  attachmentUrl: '',
  meta: new Map(),
  categories: [],
  oversized: false,
});

export type WxrHandlers = {
  /** Once, at the first item (or the end of a file without items). */
  channel?: (channel: WxrChannel) => void | Promise<void>;
  /** Each item in file order, with its position (0-based) among the items. */
  item: (item: WxrItem, index: number) => void | Promise<void>;
};

/**
 * Reads an export from the stream `open` gives, calling the handlers in order and waiting for each.
 * Throws WxrFileError (its message the report's line) for a file that is not a well-formed export.
 */
export async function readWxr(
  input: Readable,
  handlers: WxrHandlers,
  signal?: AbortSignal,
): Promise<{ items: number }> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const path: string[] = [];
  const channel: WxrChannel = { siteUrl: '', authors: new Map() };
  let channelLink = '';
  let channelSent = false;
  let sawChannel = false;
  let item: WxrItem | null = null;
  let itemCount = 0;
  const ready: { item: WxrItem; index: number }[] = [];
  // The text of the element being read, when it is one that is kept.
  let text: string | null = null;
  let textOversized = false;
  let author: { login: string; display: string } | null = null;
  let meta: { key: string; value: string } | null = null;
  let category: WxrCategory | null = null;
  let sinceTag = 0;

  parser.on('doctype', () => {
    throw new WxrFileError(importMessages.doctypeRefused);
  });
  parser.on('error', (error) => {
    throw new WxrFileError(importMessages.xmlBroken(error.message));
  });
  const append = (chunk: string) => {
    if (text === null) return;
    if (text.length + chunk.length > MAX_FIELD_CHARS) {
      textOversized = true;
      return;
    }
    text += chunk;
  };
  parser.on('text', append);
  parser.on('cdata', append);

  parser.on('opentag', (tag: SaxesTag) => {
    sinceTag = 0;
    path.push(tag.name);
    const depth = path.length;
    if (depth === 1 && tag.name !== 'rss') throw new WxrFileError(importMessages.notWordPress);
    if (depth === 2 && tag.name === 'channel') sawChannel = true;
    if (depth === 3 && path[1] === 'channel') {
      if (tag.name === 'item') {
        item = emptyItem();
      } else if (tag.name === 'wp:author') {
        author = { login: '', display: '' };
      } else if (['wp:base_site_url', 'wp:base_blog_url', 'link'].includes(tag.name)) {
        text = '';
      }
      return;
    }
    if (!item) {
      if (author && depth === 4 && ['wp:author_login', 'wp:author_display_name'].includes(tag.name))
        text = '';
      return;
    }
    if (depth === 4) {
      if (tag.name in ITEM_FIELDS) text = '';
      else if (tag.name === 'wp:postmeta') meta = { key: '', value: '' };
      else if (tag.name === 'category') {
        category = {
          domain: attribute(tag, 'domain'),
          nicename: attribute(tag, 'nicename'),
          name: '',
        };
        text = '';
      }
    } else if (depth === 5 && meta && ['wp:meta_key', 'wp:meta_value'].includes(tag.name)) {
      text = '';
    }
  });

  parser.on('closetag', (tag: SaxesTag) => {
    sinceTag = 0;
    const depth = path.length;
    path.pop();
    const value = text;
    const oversized = textOversized;
    text = null;
    textOversized = false;
    if (depth === 3 && path[1] === 'channel') {
      if (tag.name === 'item' && item) {
        ready.push({ item, index: itemCount++ });
        item = null;
      } else if (tag.name === 'wp:author' && author) {
        if (author.login) channel.authors.set(author.login, author.display || author.login);
        author = null;
      } else if (tag.name === 'wp:base_site_url' && value) {
        channel.siteUrl = value.trim();
      } else if (tag.name === 'wp:base_blog_url' && value && !channel.siteUrl) {
        channel.siteUrl = value.trim();
      } else if (tag.name === 'link' && value) {
        channelLink = value.trim();
      }
      return;
    }
    if (!item) {
      if (author && depth === 4 && value !== null) {
        if (tag.name === 'wp:author_login') author.login = value.trim();
        else author.display = value.trim();
      }
      return;
    }
    const current: WxrItem = item;
    if (oversized) current.oversized = true;
    if (depth === 4) {
      const field = ITEM_FIELDS[tag.name];
      if (field && value !== null) {
        (current as Record<string, unknown>)[field] =
          field === 'content' || field === 'excerpt' ? value : value.trim();
      } else if (tag.name === 'wp:postmeta' && meta) {
        current.meta.set(meta.key, meta.value);
        meta = null;
      } else if (tag.name === 'category' && category) {
        current.categories.push({ ...category, name: (value ?? '').trim() });
        category = null;
      }
    } else if (depth === 5 && meta && value !== null) {
      if (tag.name === 'wp:meta_key') meta.key = value.trim();
      else meta.value = value;
    }
  });

  const sendChannel = async () => {
    if (channelSent) return;
    channelSent = true;
    if (!channel.siteUrl) channel.siteUrl = channelLink;
    await handlers.channel?.(channel);
  };
  const drain = async () => {
    while (ready.length) {
      const next = ready.shift()!;
      await sendChannel();
      await handlers.item(next.item, next.index);
    }
  };

  try {
    input.setEncoding('utf8');
    for await (const chunk of input as AsyncIterable<string>) {
      if (signal?.aborted) throw signal.reason;
      sinceTag += Buffer.byteLength(chunk);
      parser.write(chunk);
      if (sinceTag > MAX_ELEMENT_BYTES) {
        throw new WxrFileError(importMessages.elementTooLarge(MAX_ELEMENT_BYTES / 1024 / 1024));
      }
      await drain();
    }
    parser.close();
  } catch (error) {
    input.destroy();
    if (error instanceof WxrFileError || signal?.aborted) throw error;
    throw new WxrFileError(importMessages.fileUnreadable((error as Error).message));
  }
  if (!sawChannel) throw new WxrFileError(importMessages.notWordPress);
  await drain();
  await sendChannel();
  return { items: itemCount };
}
