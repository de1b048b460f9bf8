/** Every elections query starts with ELECTIONS_KEY: a write invalidates it, and the list and the election reload. */
export const ELECTIONS_KEY = ['elections'] as const;
export const ELECTIONS_LIST_KEY = ['elections', 'list'] as const;
export const electionKey = (slug: string) => ['elections', 'item', slug] as const;
export const nominationsKey = (slug: string) => ['elections', 'nominations', slug] as const;
/** The staff accounts an administrator names officers from. */
export const STAFF_KEY = ['elections', 'staff'] as const;
