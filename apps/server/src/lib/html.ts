import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from './mail/html.ts';

/**
 * The allow-list for stored post HTML: what the rich-text editor produces, nothing that runs.
 * No scripts, event handlers, javascript: URLs, iframes, SVG or embedded objects (decisions.md).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [
        /^#[0-9a-f]{3,8}$/i,
        /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
      ],
      'text-align': [/^(left|right|center|justify)$/],
      'padding-left': [/^\d{1,3}(px|em|rem)$/],
      'margin-left': [/^\d{1,3}(px|em|rem)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

function isAllowedImageSource(src: string | undefined): boolean {
  return !!src && (src.startsWith('https://') || /^\/uploads\/[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(src));
}

/**
 * Plain text written in a textarea (an article submitted, a manifesto), its paragraphs separated by
 * blank lines, as the HTML the editor would have made.
 */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** What the sanitiser took out of HTML written elsewhere (an imported post), one entry per kind. */
export type RemovedFromHtml = 'script' | 'javascriptLink' | 'handler' | 'embed';

const EMBEDS = new Set(['iframe', 'object', 'embed', 'frame', 'frameset', 'applet']);
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'];
// Browsers ignore white space and control characters inside a scheme ("java\tscript:").
const isJavascriptUrl = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point.
  /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, ''));

/** What removeHostile noticed in one tag as the parser met it, before any filtering. */
function noticeHostile(name: string, attribs: Record<string, string>, removed: Set<RemovedFromHtml>) {
  if (name === 'script') removed.add('script');
  if (EMBEDS.has(name)) removed.add('embed');
  for (const [attribute, value] of Object.entries(attribs)) {
    if (attribute.toLowerCase().startsWith('on')) removed.add('handler');
    if (URL_ATTRIBUTES.includes(attribute.toLowerCase()) && isJavascriptUrl(value))
      removed.add('javascriptLink');
  }
}

/**
 * Post HTML from another site (issue 29), through the same allow-list as a save, telling what it
 * removed that could run. `rewriteUrl` maps the address of each image (src, every srcset entry) and
 * link to the one to keep (the imported copy); the allow-list then keeps an image's src alone.
 */
export function sanitizeImportedHtml(
  html: string,
  rewriteUrl: (url: string) => string = (url) => url,
): { html: string; removed: Set<RemovedFromHtml> } {
  const removed = new Set<RemovedFromHtml>();
  const linkTransform = OPTIONS.transformTags!.a as sanitizeHtml.Transformer;
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: (name, attribs) => noticeHostile(name, attribs, removed),
    transformTags: {
      a: (tagName, attribs) =>
        linkTransform(tagName, attribs.href ? { ...attribs, href: rewriteUrl(attribs.href) } : attribs),
      img: (tagName, attribs) => {
        const rewritten = { ...attribs };
        if (attribs.src) rewritten.src = rewriteUrl(attribs.src);
        if (attribs.srcset) rewritten.srcset = rewriteSrcset(attribs.srcset, rewriteUrl);
        return { tagName, attribs: rewritten };
      },
    },
  });
  return { html: clean, removed };
}

/** Each address of a srcset mapped, its width or density kept. */
function rewriteSrcset(srcset: string, rewriteUrl: (url: string) => string) {
  return srcset
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [url = '', ...descriptor] = entry.split(/\s+/);
      return [rewriteUrl(url), ...descriptor].join(' ');
    })
    .join(', ');
}

/** The addresses of the images (src and srcset) and links of some HTML, as written. */
export function htmlUrls(html: string): { images: string[]; links: string[] } {
  const images = new Set<string>();
  const links = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: (name, attribs) => {
      if (name === 'img') {
        if (attribs.src) images.add(attribs.src.trim());
        for (const entry of (attribs.srcset ?? '').split(',')) {
          const url = entry.trim().split(/\s+/)[0];
          if (url) images.add(url);
        }
      }
      if (name === 'a' && attribs.href) links.add(attribs.href.trim());
    },
  });
  return { images: [...images], links: [...links] };
}
