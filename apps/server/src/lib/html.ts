import sanitizeHtml from 'sanitize-html';

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

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
