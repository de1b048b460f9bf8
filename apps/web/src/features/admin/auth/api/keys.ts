/** Whether any account exists yet (the login page's first-run notice). */
export const SETUP_KEY = ['users', 'setup'] as const;

/** The invitation behind /register?invite=TOKEN. */
export const invitationKey = (token: string | null) => ['invitation', token] as const;
