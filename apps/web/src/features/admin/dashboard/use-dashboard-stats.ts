// The admin layout imports the hook from here; it lives in ./api/ with the dashboard's other queries.
export { useDashboardStats } from './api/use-dashboard-stats.ts';
