import type { Material } from '@lss/shared/materials';

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

export function MaterialCard({ material }: { material: Material }) {
  return (
    <article className="card flex h-full flex-col gap-4 p-6 transition-shadow hover:shadow-xl">
      <div className="flex items-start gap-4">
        <DocumentIcon type={material.fileType} />
        <div className="min-w-0">
          <p className="eyebrow">
            {material.materialType} · {material.level}
          </p>
          <h2 className="mt-2 text-lg font-bold break-words">{material.title}</h2>
        </div>
      </div>
      {material.description ? <p className="text-muted">{material.description}</p> : null}
      <div className="mt-auto pt-2">
        <a href={material.fileUrl} download className="btn-outline w-full px-4 py-2.5">
          <span aria-hidden="true">↓</span> Download
          <span className="sr-only">
            {' '}
            {material.title} ({material.fileType})
          </span>
        </a>
      </div>
    </article>
  );
}
