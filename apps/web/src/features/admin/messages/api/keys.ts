/** The contact form's messages (the inbox). */
export const INBOX_KEY = ['messages', 'list'] as const;
