import { electionsMessages } from '@lss/shared/elections-messages';
import { membersMessages } from '@lss/shared/members-messages';
import { Crest } from '#web/components/ui/crest.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { mainNavigation, paths } from '#web/config/paths.ts';
import { SubscribeBox } from '#web/features/newsletter/subscribe-box.tsx';
import { siteYear } from '#web/lib/dates.ts';
import { useSite } from '#web/lib/site-context.ts';

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58l11.09 14.47Z"
      />
    </svg>
  );
}

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.83v1.5h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13v5.93h-4v-5.26c0-1.25-.02-2.87-1.75-2.87-1.75 0-2.02 1.37-2.02 2.78v5.35h-4v-11Z"
      />
    </svg>
  );
}

export function SocialLinks({ className = '' }: { className?: string }) {
  const { settings } = useSite();
  const iconLink =
    'inline-flex h-11 w-11 items-center justify-center rounded-full border border-gold/50 text-gold transition-colors hover:bg-gold hover:text-navy-deep';
  return (
    <ul className={`flex gap-3 ${className}`}>
      {settings.xUrl ? (
        <li>
          <ExternalLink href={settings.xUrl} className={iconLink} aria-label="X (formerly Twitter)">
            <XIcon />
          </ExternalLink>
        </li>
      ) : null}
      {settings.linkedinUrl ? (
        <li>
          <ExternalLink href={settings.linkedinUrl} className={iconLink} aria-label="LinkedIn">
            <LinkedInIcon />
          </ExternalLink>
        </li>
      ) : null}
    </ul>
  );
}

export function SiteFooter() {
  const { settings } = useSite();
  return (
    <footer className="hatch on-dark border-t-4 border-gold text-parchment">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_0.9fr_1.3fr]">
        <div>
          <div className="flex items-center gap-3">
            <Crest className="h-14 w-12 text-gold" />
            <p className="font-serif text-xl font-bold">{settings.societyName}</p>
          </div>
          <p lang="la" className="mt-5 font-serif text-lg text-gold-light italic">
            {settings.motto}
          </p>
          <p className="mt-1 text-parchment/80">{settings.mottoTranslation}</p>
        </div>
        <nav id="quick-links" aria-label="Quick links">
          <h2 className="eyebrow mb-4">Quick Links</h2>
          <ul className="space-y-2">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  className="text-parchment/90 transition-colors hover:text-gold-light hover:underline"
                >
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a
                href={paths.join.to()}
                className="text-parchment/90 transition-colors hover:text-gold-light hover:underline"
              >
                {membersMessages.footerJoin}
              </a>
            </li>
            <li>
              <a
                href={paths.elections.to()}
                className="text-parchment/90 transition-colors hover:text-gold-light hover:underline"
              >
                {electionsMessages.page.listTitle}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="eyebrow mb-4">Get in Touch</h2>
          <p>
            <a
              href={`mailto:${settings.email}`}
              className="text-[0.95rem] text-parchment underline decoration-gold/60 underline-offset-4 [overflow-wrap:anywhere] hover:text-gold-light"
            >
              <EmailAddress address={settings.email} />
            </a>
          </p>
          {settings.address ? <p className="mt-3 text-parchment/80">{settings.address}</p> : null}
          <SocialLinks className="mt-6" />
          <p className="mt-8 text-parchment/80">
            Write for the society:{' '}
            <a
              href={paths.submit.to()}
              className="font-semibold text-gold-light underline decoration-gold/60 underline-offset-4 hover:text-parchment"
            >
              Submit an Article
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-parchment/10">
        <div className="container-page max-w-xl py-10 lg:max-w-6xl">
          <div className="lg:max-w-md">
            <SubscribeBox id="footer-subscribe" tone="dark" />
          </div>
        </div>
      </div>
      <div className="border-t border-parchment/10">
        <p className="container-page py-5 text-sm text-parchment/70">
          © {siteYear(new Date(), settings.timeZone)} {settings.societyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
