import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { API_BASE_PATH, FILTER_ALL, fileTypeFromName } from '@lss/shared/constants';
import {
  type Material,
  type MaterialFilters,
  materialFilePath,
  type materialInput,
} from '@lss/shared/materials';
import { membersContentMessages } from '@lss/shared/members-content-messages';
import { mapPage, type Page, type PageRequest } from '@lss/shared/pagination';
import type { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import type { StoredObject } from '../../lib/storage/storage.ts';
import { type ActivityService, type Actor, auditOf } from '../activity/activity.service.ts';
import { type PrivateFiles, uploadName } from '../uploads/private-files.ts';
import type { MaterialQuery, MaterialRow, MaterialsRepository } from './materials.repository.ts';

/** What a save takes; callers other than the API (the demo seeds) may leave the flag out. */
type MaterialValues = Omit<z.output<typeof materialInput>, 'membersOnly'> & { membersOnly?: boolean };

/** fileType is derived here from the stored file's name, never taken from the client (spec §4). */
function toRow(input: MaterialValues) {
  return { ...input, fileType: fileTypeFromName(input.fileUrl) };
}

/** A material as staff see it: its stored file. */
const toAdmin = (row: MaterialRow): Material => recordOut(row);

/** A material as everyone else sees it: a members-only one's file at its gate, never its stored path. */
const toPublic = (row: MaterialRow): Material =>
  row.membersOnly
    ? { ...recordOut(row), fileUrl: `${API_BASE_PATH}${materialFilePath(row.id)}` }
    : recordOut(row);

function toQuery(filters: MaterialFilters): MaterialQuery {
  return {
    level: filters.level && filters.level !== FILTER_ALL ? filters.level : undefined,
    materialType:
      filters.materialType && filters.materialType !== FILTER_ALL ? filters.materialType : undefined,
  };
}

/** A members-only material's file is one uploaded here: a link elsewhere cannot be kept from visitors. */
function uploadOf(input: MaterialValues): string | null {
  if (!input.membersOnly) return null;
  const name = uploadName(input.fileUrl);
  if (!name) {
    const message = membersContentMessages.fileMustBeUploaded;
    throw new BadRequestError(message, { fileUrl: message });
  }
  return name;
}

export function createMaterialsService(
  repository: MaterialsRepository,
  activity: ActivityService,
  files: PrivateFiles,
) {
  const audit = auditOf<Material>(activity, 'material', (material) => material.title);

  /**
   * After a write: the file a members-only material no longer uses goes public again, unless
   * another members-only material uses it still.
   */
  async function releaseUnused(before: MaterialRow, after: MaterialRow | null) {
    const name = before.membersOnly ? uploadName(before.fileUrl) : null;
    if (!name || (after?.membersOnly && after.fileUrl === before.fileUrl)) return;
    if (await repository.membersOnlyUses(before.fileUrl)) return;
    await files.release(name);
  }

  return {
    /** Newest first; absent or 'all' filters mean no filter. */
    async list(filters: MaterialFilters = {}): Promise<Material[]> {
      return (await repository.list(toQuery(filters)).all()).map(toPublic);
    },
    async page({ page, limit, ...filters }: MaterialFilters & PageRequest): Promise<Page<Material>> {
      return mapPage(await repository.list(toQuery(filters)).page({ page, limit }), toPublic);
    },
    /** The admin list: newest first unless sorted, searched by title, level and type. */
    async adminPage(request: AdminListQuery<AdminSortKey<'materials'>>): Promise<Page<Material>> {
      return mapPage(await repository.adminPage(request), toAdmin);
    },
    /** One material; staff (its editor) get its stored file, everyone else the public view. */
    async get(id: string, { staff = false }: { staff?: boolean } = {}): Promise<Material> {
      const row = await findOr404('Material', id, repository.findById);
      return staff ? toAdmin(row) : toPublic(row);
    },
    /**
     * A material's stored file, for its gate: `members` says whether it is members-only, `link` is
     * its stored address (an upload's path or a link elsewhere), `open` reads its bytes.
     */
    async file(id: string): Promise<{
      title: string;
      membersOnly: boolean;
      link: string;
      open: () => Promise<StoredObject | null>;
    }> {
      const row = await findOr404('Material', id, repository.findById);
      const name = uploadName(row.fileUrl);
      return {
        title: row.title,
        membersOnly: row.membersOnly,
        link: row.fileUrl,
        open: async () => (name ? files.open(name) : null),
      };
    },
    async create(input: MaterialValues, admin: Actor): Promise<Material> {
      // The file leaves public reach before the material says it is members-only.
      const upload = uploadOf(input);
      if (upload) await files.restrict(upload);
      return audit(admin, 'created', toAdmin(await repository.insert(toRow(input))));
    },
    async update(id: string, input: MaterialValues, admin: Actor): Promise<Material> {
      const current = await findOr404('Material', id, repository.findById);
      const upload = uploadOf(input);
      if (upload) await files.restrict(upload);
      const row = await findOr404('Material', id, (found) => repository.update(found, toRow(input)));
      await releaseUnused(current, row);
      return audit(admin, 'updated', toAdmin(row));
    },
    async remove(id: string, admin: Actor) {
      const row = await findOr404('Material', id, repository.delete);
      await releaseUnused(row, null);
      return audit(admin, 'deleted', toAdmin(row));
    },
    count: repository.count,
  };
}
export type MaterialsService = ReturnType<typeof createMaterialsService>;
