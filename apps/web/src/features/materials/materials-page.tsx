import { publicMessages } from '@lss/shared/messages';
import { useLoaderData, useNavigation } from 'react-router';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { useFailureToast } from '#web/lib/loaded.ts';
import { MaterialCard } from './components/material-card.tsx';
import { MaterialFiltersForm } from './components/material-filters.tsx';
import type { MaterialsData } from './materials-loader.ts';

export function MaterialsPage() {
  const { materials } = useLoaderData() as MaterialsData;
  const navigation = useNavigation();
  const refreshing = navigation.state === 'loading' && navigation.location.pathname === paths.materials.to();
  useFailureToast(!materials.ok, publicMessages.fetchMaterialsFailed);
  const list = materials.ok ? materials.value : [];
  return (
    <>
      <PageMeta
        title="Materials"
        description="The society's resource hub: lecture notes, past questions, handouts and textbooks for every level, free to download."
        path={paths.materials.to()}
      />
      <PageHeader eyebrow="Resource Hub" title="Academic Materials">
        <p>Lecture notes, past questions, handouts and textbooks, filtered by level and type.</p>
      </PageHeader>
      <div className="container-page py-14 sm:py-16">
        <MaterialFiltersForm />
        <section
          aria-label="Materials"
          aria-busy={refreshing}
          className={`mt-10 transition-opacity ${refreshing ? 'opacity-50' : ''}`}
        >
          {!materials.ok ? (
            <Notice role="alert">{publicMessages.fetchMaterialsFailed}</Notice>
          ) : list.length === 0 ? (
            <Notice role="status">No materials match these filters yet.</Notice>
          ) : (
            <>
              <p role="status" className="mb-6 text-muted">
                {list.length === 1 ? '1 material' : `${list.length} materials`}
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((material) => (
                  <li key={material._id}>
                    <MaterialCard material={material} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </>
  );
}
