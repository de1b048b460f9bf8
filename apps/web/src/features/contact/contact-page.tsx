import { useLocation } from 'react-router';
import { Island } from '#web/app/islands/island.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { useSite } from '#web/lib/site-context.ts';
import ContactForm from './components/contact-form.island.tsx';

export function ContactPage() {
  const { settings } = useSite();
  // The plain form's outcome (POST /contact answers with this page and `?sent=1` or `?failed=`).
  const { search } = useLocation();
  return (
    <>
      <PageMeta
        title="Contact"
        description={`Write to the ${settings.societyName}: questions, partnerships, speaking invitations and press enquiries.`}
        path={paths.contact.to()}
      />
      <PageHeader eyebrow="Get in touch" title="Contact Us">
        <p>Questions, partnerships, invitations or press enquiries: we read every message.</p>
      </PageHeader>
      <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1.5fr_1fr]">
        <section aria-labelledby="contact-form-heading" className="card p-7 sm:p-10">
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            Send us a message
          </h2>
          <div className="mt-3 mb-8 h-0.5 w-12 bg-gold" aria-hidden="true" />
          <Island component={ContactForm} props={{ search }} load="on-use" />
        </section>
        <aside
          aria-labelledby="contact-details-heading"
          className="hatch on-dark self-start rounded-sm p-7 text-parchment sm:p-10"
        >
          <h2 id="contact-details-heading" className="text-2xl font-bold text-parchment">
            Contact details
          </h2>
          <div className="mt-3 mb-8 h-0.5 w-12 bg-gold" aria-hidden="true" />
          <dl className="space-y-6">
            <div>
              <dt className="eyebrow">Email</dt>
              <dd className="mt-1">
                <a
                  href={`mailto:${settings.email}`}
                  className="text-parchment underline decoration-gold/60 underline-offset-4 [overflow-wrap:anywhere] hover:text-gold-light"
                >
                  <EmailAddress address={settings.email} />
                </a>
              </dd>
            </div>
            {settings.phone ? (
              <div>
                <dt className="eyebrow">Phone</dt>
                <dd className="mt-1">
                  <a href={`tel:${settings.phone.replace(/\s+/g, '')}`} className="hover:text-gold-light">
                    {settings.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {settings.address ? (
              <div>
                <dt className="eyebrow">Address</dt>
                <dd className="mt-1 text-parchment/90">{settings.address}</dd>
              </div>
            ) : null}
            {settings.xUrl || settings.linkedinUrl ? (
              <div>
                <dt className="eyebrow">Follow us</dt>
                <dd className="mt-2 flex flex-col gap-2">
                  {settings.xUrl ? (
                    <ExternalLink
                      href={settings.xUrl}
                      className="text-parchment underline decoration-gold/60 underline-offset-4 hover:text-gold-light"
                    >
                      X (formerly Twitter)
                    </ExternalLink>
                  ) : null}
                  {settings.linkedinUrl ? (
                    <ExternalLink
                      href={settings.linkedinUrl}
                      className="text-parchment underline decoration-gold/60 underline-offset-4 hover:text-gold-light"
                    >
                      LinkedIn
                    </ExternalLink>
                  ) : null}
                </dd>
              </div>
            ) : null}
          </dl>
        </aside>
      </div>
    </>
  );
}
