import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import type { Material } from '@lss/shared/materials';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button, ButtonLink } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type Column, DataTable, RowActions } from '../ui/data-table.tsx';
import { ListEmpty, ListPages, ListSearch } from '../ui/list-pages.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
import { useDeleteMaterial } from './api/use-delete-material.ts';
import { useMaterials } from './api/use-materials.ts';

export function MaterialsListPage() {
  const materials = useMaterials();
  const remove = useDeleteMaterial();
  const { confirm, dialog } = useConfirm();
  useErrorToast(materials.error, adminMessages.fetchMaterialsFailed);

  async function onDelete(material: Material) {
    if (!(await confirm(confirmMessages.deleteMaterial))) return;
    try {
      await remove.mutateAsync(material._id);
      toast.success(successMessages.materialDeleted);
    } catch (error) {
      toastFailure(error, adminMessages.deleteMaterialFailed);
    }
  }

  const columns: Column<Material>[] = [
    {
      header: 'TITLE',
      sortKey: 'title',
      primary: true,
      cell: (material) => (
        <Link to={paths.admin.materialEdit.to(material._id)} className="hover:underline">
          {material.title}
        </Link>
      ),
    },
    { header: 'LEVEL', sortKey: 'level', cell: (material) => material.level },
    {
      header: 'TYPE',
      sortKey: 'type',
      cell: (material) => (
        <span>
          {material.materialType}
          <span className="ml-2 rounded-sm border border-rule bg-paper px-1.5 py-0.5 text-xs font-bold text-muted">
            {material.fileType}
          </span>
        </span>
      ),
    },
    {
      header: 'ACTIONS',
      align: 'right',
      cell: (material) => (
        <RowActions>
          <ButtonLink
            to={paths.admin.materialEdit.to(material._id)}
            variant="secondary"
            aria-label={`Edit ${material.title}`}
          >
            Edit
          </ButtonLink>
          <Button
            variant="danger"
            onClick={() => void onDelete(material)}
            aria-label={`Delete ${material.title}`}
          >
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <AdminPage
      title="Manage Materials"
      actions={<ButtonLink to={paths.admin.materialNew.to()}>Add New Material</ButtonLink>}
    >
      <ListSearch label="Search materials" address={materials.address} />
      {materials.isPending ? (
        <Loading>Loading materials...</Loading>
      ) : materials.isError ? (
        <LoadFailed onRetry={() => void materials.refetch()}>{adminMessages.fetchMaterialsFailed}</LoadFailed>
      ) : materials.data.total === 0 ? (
        <ListEmpty q={materials.address.q} things="materials">
          No materials found. Click "Add New Material" to get started.
        </ListEmpty>
      ) : (
        <>
          <DataTable
            caption="Materials"
            sorting={materials.address}
            columns={columns}
            rows={materials.data.items}
            rowKey={(material) => material._id}
          />
          <ListPages address={materials.address} total={materials.data.total} label="Materials pages" />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
