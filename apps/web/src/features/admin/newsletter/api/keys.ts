export const SUBSCRIBERS_KEY = ['newsletter', 'subscribers'] as const;
export const SENDS_KEY = ['newsletter', 'sends'] as const;
