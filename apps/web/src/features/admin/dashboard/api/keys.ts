/** The dashboard counts change with every write, so each write refreshes them too. */
export const DASHBOARD_KEY = ['dashboard', 'stats'] as const;

/** Under the dashboard key: every write refreshes the recent activity along with the counts. */
export const RECENT_ACTIVITY_KEY = [...DASHBOARD_KEY, 'activity'] as const;
