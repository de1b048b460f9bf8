import type { Material } from '@lss/shared/materials';
import { membersContentMessages as m } from '@lss/shared/members-content-messages';
import { LockIcon, type MembersOnlyAccess, membersOnlyAccess } from '#web/components/ui/members-only.tsx';
import { paths } from '#web/config/paths.ts';
import { useSite } from '#web/lib/site-context.ts';

function DocumentIcon({ type }: { type: string }) {
  return (
    <div
      aria-hidden="true"
      className="relative flex h-16 w-13 shrink-0 items-end justify-center rounded-[2px] border border-navy/30 bg-parchment pb-2 shadow-sm"
    >
      <span className="absolute top-0 right-0 h-4 w-4 border-b border-l border-navy/30 bg-paper" />
      <span className="text-[0.65rem] font-bold tracking-wider text-navy">
        {type === 'Image' ? 'IMG' : type}
      </span>
    </div>
  );
}

function DownloadLink({ material }: { material: Material }) {
  return (
    <a href={material.fileUrl} download className="btn-outline w-full px-4 py-2.5">
      <span aria-hidden="true">↓</span> Download
      <span className="sr-only">
        {' '}
        {material.title} ({material.fileType})
      </span>
    </a>
  );
}

/**
 * In place of a members-only file's download (issue 27): the way in for a visitor; for a signed-in
 * member the society has not verified (yet, or again), why not.
 */
function MembersOnlyDownload({ access }: { access: Exclude<MembersOnlyAccess, 'verified'> }) {
  if (access === 'visitor') {
    return (
      <a href={paths.memberSignIn.to()} className="btn-outline w-full px-4 py-2.5 text-center">
        <LockIcon className="h-4 w-4 shrink-0" decorative />
        {m.signInToDownload}
      </a>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-sm border border-rule bg-paper px-4 py-3 text-sm text-muted">
      <LockIcon className="mt-0.5 h-4 w-4 shrink-0 text-gold-deep" decorative />
      <span>
        {access === 'lapsed' ? m.downloadLapsed : m.downloadAwaitingVerification}{' '}
        <a href={paths.memberAccount.to()} className="link-quiet font-semibold">
          {m.accountLink}
        </a>
      </span>
    </p>
  );
}

export function MaterialCard({ material }: { material: Material }) {
  const { member } = useSite();
  const access = membersOnlyAccess(member);
  return (
    <article className="card flex h-full flex-col gap-4 p-6 transition-shadow hover:shadow-xl">
      <div className="flex items-start gap-4">
        <DocumentIcon type={material.fileType} />
        <div className="min-w-0">
          <p className="eyebrow">
            {material.materialType} · {material.level}
          </p>
          <h2 className="mt-2 text-lg font-bold break-words">
            {material.title}
            {material.membersOnly ? (
              <LockIcon className="ml-2 inline-block h-4 w-4 align-[-0.125em] text-gold-deep" />
            ) : null}
          </h2>
        </div>
      </div>
      {material.description ? <p className="text-muted">{material.description}</p> : null}
      <div className="mt-auto pt-2">
        {material.membersOnly && access !== 'verified' ? (
          <MembersOnlyDownload access={access} />
        ) : (
          <DownloadLink material={material} />
        )}
      </div>
    </article>
  );
}
