import { pageCount } from '@lss/shared/pagination';
import { publicMessages } from '@lss/shared/public-messages';
import { useLoaderData } from 'react-router';
import { CardGrid } from '#web/components/ui/card-grid.tsx';
import { FailureToast } from '#web/components/ui/failure-toast.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { paths } from '#web/config/paths.ts';
import { MaterialCard } from './components/material-card.tsx';
import { MaterialFiltersForm } from './components/material-filters.tsx';
import { materialsPageHref } from './filters.ts';
import { MATERIALS_PAGE_SIZE, type MaterialsData } from './materials-loader.ts';

export function MaterialsPage() {
  const { materials, filter, page } = useLoaderData() as MaterialsData;
  const found = materials.ok ? materials.value : { items: [], total: 0 };
  const lastPage = pageCount(found.total, MATERIALS_PAGE_SIZE);
  const href = (n: number) => materialsPageHref(filter, n);
  return (
    <>
      <FailureToast failed={!materials.ok} message={publicMessages.fetchMaterialsFailed} />
      <PageMeta
        title={page > 1 ? `Materials (page ${page})` : 'Materials'}
        description="The society's resource hub: lecture notes, past questions, handouts and textbooks for every level, free to download."
        path={page > 1 ? `${paths.materials.to()}?page=${page}` : paths.materials.to()}
      />
      <PageHeader eyebrow="Resource Hub" title="Academic Materials">
        <p>Lecture notes, past questions, handouts and textbooks, filtered by level and type.</p>
      </PageHeader>
      <div className="container-page py-14 sm:py-16">
        <MaterialFiltersForm filter={filter} />
        <section aria-label="Materials" className="mt-10">
          {!materials.ok ? (
            <Notice role="alert">{publicMessages.fetchMaterialsFailed}</Notice>
          ) : found.total === 0 ? (
            <Notice role="status">No materials match these filters yet.</Notice>
          ) : found.items.length === 0 ? (
            <Notice>
              These materials end on page {lastPage}.{' '}
              <a href={href(lastPage)} className="link-quiet">
                Go to page {lastPage}
              </a>
            </Notice>
          ) : (
            <>
              <p role="status" className="mb-6 text-muted">
                {found.total === 1 ? '1 material' : `${found.total} materials`}
                {lastPage > 1 ? ` · page ${page} of ${lastPage}` : null}
              </p>
              <CardGrid items={found.items} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {(material) => <MaterialCard material={material} />}
              </CardGrid>
              <Pagination
                page={page}
                total={found.total}
                limit={MATERIALS_PAGE_SIZE}
                href={href}
                label="Materials pages"
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}
