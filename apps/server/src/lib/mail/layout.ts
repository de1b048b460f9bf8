import { html, type SafeHtml } from './html.ts';

/** What every template knows of the site, read when the e-mail is sent (a renamed society shows at once). */
export type MailSite = { name: string; url: string };

/** One e-mail's content: a text part always, and the same words as HTML. */
export type MailContent = { subject: string; text: string; html: string; attachments?: MailAttachment[] };

/** A file sent with an e-mail (an event's .ics). */
export type MailAttachment = { filename: string; content: string; contentType: string };

// The society's colours (decisions.md). Inline styles and tables: what mail clients still agree on.
export const NAVY = '#1D2D44';
export const PARCHMENT = '#F0EAD6';
export const GOLD = '#C9B47F';
const FONT = 'Arial,Helvetica,sans-serif';

/**
 * Wraps a template's words in the site's frame: the name as a header, a footer with the site's
 * address, in both parts. Subjects are kept to one line (a header never takes a visitor's line breaks).
 */
export function frame(
  site: MailSite,
  content: { subject: string; text: string; body: SafeHtml | SafeHtml[] },
): MailContent {
  const subject = content.subject.replace(/\s+/g, ' ').trim();
  const text = `${content.text.trim()}\n\n-- \n${site.name}\n${site.url}\n`;
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:${PARCHMENT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PARCHMENT}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-top:4px solid ${GOLD}">
<tr><td style="background:${NAVY};color:${PARCHMENT};padding:20px 24px;font:bold 20px/1.3 Georgia,'Times New Roman',serif">${site.name}</td></tr>
<tr><td style="padding:24px;color:${NAVY};font:16px/1.5 ${FONT}">${content.body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${GOLD};color:#5a6270;font:13px/1.4 ${FONT}">${site.name} · <a href="${site.url}" style="color:${NAVY}">${site.url}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html: page.value };
}

/** A link drawn as a button (a table cell, so Outlook keeps its colours), with the URL in the text too. */
export function buttonLink(url: string, label: string): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px"><tr><td style="background:${NAVY};border-radius:4px"><a href="${url}" style="display:inline-block;padding:12px 20px;color:${PARCHMENT};font:bold 16px/1.2 ${FONT};text-decoration:none">${label}</a></td></tr></table>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all">Or open this address: <a href="${url}" style="color:${NAVY}">${url}</a></p>`;
}
