import { editorMessages } from '@lss/shared/post-messages';

/** What the link dialog's field asks for: a link to set, no link at all, or a refusal. */
export type LinkAddress = { href: string } | { remove: true } | { error: string };

const ALLOWED_SCHEME = /^(?:https?:\/\/[^/]|mailto:[^/])/i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const BARE_HOST = /^[a-z\d-]+(?:\.[a-z\d-]+)+(?::\d+)?(?:[/?#]|$)/i;

function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the address typed into the link dialog. Web pages, e-mail addresses and pages of this site
 * only: a `javascript:` or `data:` link, however spelt, is refused (the server strips such links on
 * save too). A bare host ("x.com/lss") becomes https://, as the API's URL fields do.
 */
export function readLinkAddress(typed: string): LinkAddress {
  // Browsers drop tabs and line breaks anywhere in a URL ("java\nscript:" is javascript:).
  const text = typed.replace(/[\t\n\r]/g, '').trim();
  if (text === '' || /^https?:\/\/$/i.test(text)) return { remove: true };
  const refused = { error: editorMessages.linkNotAllowed };
  if (/[\s\p{Cc}]/u.test(text)) return refused;
  if (ALLOWED_SCHEME.test(text)) return parses(text) ? { href: text } : refused;
  if (ANY_SCHEME.test(text) && !BARE_HOST.test(text)) return refused;
  if (/^\/(?!\/)/.test(text) || text.startsWith('#')) return { href: text };
  if (BARE_HOST.test(text)) return { href: `https://${text}` };
  return refused;
}
