/** Every import query starts with IMPORT_KEY: starting one reloads them. */
export const IMPORT_KEY = ['import'] as const;
export const IMPORT_LATEST_KEY = ['import', 'latest'] as const;
export const importJobKey = (id: string) => ['import', 'job', id] as const;
