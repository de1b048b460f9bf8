/** Every members query starts with MEMBERS_KEY: a write invalidates it, and the roster, its sessions and the renewal count reload. */
export const MEMBERS_KEY = ['members'] as const;
export const MEMBERS_LIST_KEY = ['members', 'list'] as const;
export const MEMBERS_SESSIONS_KEY = ['members', 'joined-sessions'] as const;
export const MEMBERS_RENEWAL_KEY = ['members', 'renewal'] as const;
