import { html } from '../html.ts';
import { buttonLink, frame, NAVY } from '../layout.ts';
import type { MailMessage } from '../mail.ts';

export type NewsletterPost = { title: string; excerpt: string; url: string };

/**
 * A published post as a newsletter: its title, excerpt and link, and how to leave. The unsubscribe
 * URL is in the List-Unsubscribe header too, with List-Unsubscribe-Post for one-click (RFC 8058):
 * mail clients then offer their own button, which POSTs to it.
 */
export function newsletterPostMail(post: NewsletterPost, unsubscribeUrl: string): MailMessage {
  return {
    template: 'newsletter-post',
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    render: (site) =>
      frame(site, {
        subject: post.title,
        text: `${post.title}\n\n${post.excerpt}\n\nRead it on the website:\n${post.url}\n\nYou receive this because you subscribed to the newsletter of ${site.name}. Unsubscribe:\n${unsubscribeUrl}`,
        body: [
          html`<h1 style="margin:0 0 12px;font:bold 24px/1.3 Georgia,'Times New Roman',serif;color:${NAVY}">${post.title}</h1>`,
          html`<p style="margin:0 0 20px">${post.excerpt}</p>`,
          buttonLink(post.url, 'Read the article'),
          html`<p style="margin:16px 0 0;font-size:13px;color:#5a6270">You receive this because you subscribed to the newsletter of ${site.name}. <a href="${unsubscribeUrl}" style="color:${NAVY}">Unsubscribe</a></p>`,
        ],
      }),
  };
}
