import type { Executive, ExecutiveInput } from '@lss/shared/executives';
import { type Resource, recordKeys } from '../../api/records.ts';

const segment = encodeURIComponent;

/** Where executives live in the API (spec §7): the admin list, one record, and writes. */
export const executivesResource: Resource<Executive, ExecutiveInput> = {
  key: 'executives',
  listPath: '/executives',
  itemPath: (id) => `/executives/${segment(id)}`,
  writePath: '/executives',
};

export const executiveKeys = recordKeys(executivesResource);

/** The sessions that have a council (2024-2025, ...), under the executives' key: a write reloads them. */
export const SESSIONS_KEY = [...executiveKeys.all, 'sessions'] as const;
