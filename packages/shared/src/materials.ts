import { z } from 'zod';
import { adminMessages } from './admin-messages.ts';
import {
  DEFAULT_LEVEL,
  DEFAULT_MATERIAL_TYPE,
  FILE_TYPES,
  FILTER_ALL,
  LEVELS,
  MATERIAL_TYPES,
} from './constants.ts';
import { booleanField, optionalText, recordMeta, requiredMediaUrl, requiredText } from './fields.ts';
import { pageQuery } from './page-query.ts';

const levelField = z.enum(LEVELS, { error: `Level must be one of ${LEVELS.join(', ')}.` });
const materialTypeField = z.enum(MATERIAL_TYPES, {
  error: `Type of Material must be one of ${MATERIAL_TYPES.join(', ')}.`,
});

/** fileType is not taken from the client: the server derives it from fileUrl (spec §4). */
export const materialInput = z.object({
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000, { multiline: true }),
  level: levelField.default(DEFAULT_LEVEL),
  materialType: materialTypeField.default(DEFAULT_MATERIAL_TYPE),
  fileUrl: requiredMediaUrl('File', adminMessages.uploadFileFirst),
  /** Listed for everyone with a lock; the file for verified members and staff only (issue 27). */
  membersOnly: booleanField('Members only').default(false),
});
export type MaterialInput = z.input<typeof materialInput>;

export const material = z.object({
  ...recordMeta,
  title: z.string(),
  description: z.string().nullable(),
  level: levelField,
  materialType: materialTypeField,
  /**
   * Where the file is fetched. A members-only material's, outside the admin area, is its gated
   * address (`/api/materials/{id}/file`: 401 or 403 unless a verified member or staff; decision 031).
   */
  fileUrl: z.string(),
  fileType: z.enum(FILE_TYPES),
  membersOnly: z.boolean(),
});
export type Material = z.infer<typeof material>;
/** A members-only material's file, under the API's base path: its gate (decision 031). */
export const materialFilePath = (id: string) => `/materials/${id}/file`;
export const materialList = z.array(material);

/** Public filter: absent or 'all' means no filter; anything else must be a known value. */
export const materialFilters = z.object({
  level: z
    .enum([FILTER_ALL, ...LEVELS], { error: `Level must be all or one of ${LEVELS.join(', ')}.` })
    .optional(),
  materialType: z
    .enum([FILTER_ALL, ...MATERIAL_TYPES], {
      error: `Type of Material must be all or one of ${MATERIAL_TYPES.join(', ')}.`,
    })
    .optional(),
});
export type MaterialFilters = z.infer<typeof materialFilters>;
/** GET /api/materials: the filters and the page. */
export const materialListQuery = pageQuery.extend(materialFilters.shape);
