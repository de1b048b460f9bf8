import { paths } from '#web/config/paths.ts';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="hatch on-dark py-20 text-parchment sm:py-24">
      <div className="container-page flex flex-col items-center text-center">
        <p className="eyebrow">Join the conversation</p>
        <h2
          id="cta-heading"
          className="mt-4 max-w-2xl font-serif text-3xl font-bold text-parchment sm:text-4xl"
        >
          Be part of a tradition of advocacy and learning
        </h2>
        <p className="mt-5 max-w-xl text-lg text-parchment/85">
          Attend our next gathering or catch up on the society’s latest news and publications.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <a href={paths.events.to()} className="btn-gold">
            Attend an Event
          </a>
          <a href={paths.news.to()} className="btn-outline-light">
            Read Our News
          </a>
        </div>
      </div>
    </section>
  );
}
