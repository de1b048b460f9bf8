/** The audit log's list (its page and search are in the address). */
export const ACTIVITY_KEY = ['activity', 'list'] as const;
