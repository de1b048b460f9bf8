import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import type { Material } from '@lss/shared/materials';
import { membersContentMessages } from '@lss/shared/members-content-messages';
import { paths } from '#web/config/paths.ts';
import type { Column } from '../ui/data-table.tsx';
import { editDeleteColumn, RecordListPage, titleColumn, useDeleteFromList } from '../ui/record-list-page.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { useDeleteMaterial } from './api/use-delete-material.ts';
import { useMaterials } from './api/use-materials.ts';

export function MaterialsListPage() {
  const materials = useMaterials();
  const { onDelete, dialog } = useDeleteFromList<Material>(useDeleteMaterial(), {
    confirm: confirmMessages.deleteMaterial,
    deleted: successMessages.materialDeleted,
    failed: adminMessages.deleteMaterialFailed,
  });

  const editTo = (material: Material) => paths.admin.materialEdit.to(material._id);
  const columns: Column<Material>[] = [
    titleColumn(editTo),
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
      header: membersContentMessages.adminAccessColumn,
      cell: (material) =>
        material.membersOnly ? (
          <StatusBadge tone="navy">{membersContentMessages.adminBadge}</StatusBadge>
        ) : (
          <StatusBadge tone="muted">{membersContentMessages.adminEveryone}</StatusBadge>
        ),
    },
    editDeleteColumn(editTo, (material) => material.title, onDelete),
  ];

  return (
    <RecordListPage
      title="Manage Materials"
      add={{ to: paths.admin.materialNew.to(), label: 'Add New Material' }}
      things="materials"
      list={materials}
      fetchFailed={adminMessages.fetchMaterialsFailed}
      columns={columns}
      dialog={dialog}
    />
  );
}
