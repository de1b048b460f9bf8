/** Your own account. */
export const ME_KEY = ['me'] as const;
/** Every account (administrators only). */
export const ACCOUNTS_KEY = ['accounts'] as const;
/** Pending invitations (administrators only). */
export const INVITATIONS_KEY = ['invitations'] as const;
