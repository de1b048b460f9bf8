import type { ReactNode } from 'react';

type AdminPageProps = {
  title: string;
  /** Shown in the tab: "Manage Events | Admin". */
  documentTitle?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every admin screen: its one h1, an optional lead line, its main actions. */
export function AdminPage({ title, documentTitle, description, actions, children }: AdminPageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <title>{`${documentTitle ?? title} | Admin`}</title>
      <div className="mb-6 flex flex-col gap-4 border-b border-rule pb-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1.5 text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** The white sheet an editor's fields sit on. */
export function FormCard({ children }: { children: ReactNode }) {
  return <div className="card space-y-6 p-5 sm:p-8">{children}</div>;
}
