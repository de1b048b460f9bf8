import type { ReactNode } from 'react';
import { BackLink } from './back-link.tsx';
import { FailureToast } from './failure-toast.tsx';
import { PageMeta } from './page-meta.tsx';

type NotFoundProps = {
  heading: string;
  /** The page's title (the tab, shared links): the heading without its closing full stop unless given. */
  title?: string;
  /** The page's description for search and shared links: the heading unless given. */
  description?: string;
  path: string;
  /** Said also as a failure toast. */
  toast?: string;
  back: { to: string; label: string };
  /** A line under the heading. */
  children?: ReactNode;
};

/** A public page with nothing at its address: the section mark, the heading and the way back; never indexed. */
export function NotFound({
  heading,
  title = heading.replace(/\.$/, ''),
  description = heading,
  path,
  toast,
  back,
  children,
}: NotFoundProps) {
  return (
    <>
      {toast ? <FailureToast failed={true} message={toast} /> : null}
      <PageMeta title={title} description={description} path={path} noIndex />
      <div className="container-page py-24 text-center">
        <p aria-hidden="true" className="font-serif text-6xl text-gold-deep">
          §
        </p>
        <h1 className="mt-4 text-4xl font-bold">{heading}</h1>
        {children ? <p className="mx-auto mt-4 max-w-lg text-lg text-muted">{children}</p> : null}
        <p className="mt-8">
          <BackLink to={back.to}>{back.label}</BackLink>
        </p>
      </div>
    </>
  );
}
