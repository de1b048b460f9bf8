/** The site settings in the admin's data cache (the settings page reads and writes the same). */
export const SETTINGS_KEY = ['settings'] as const;
