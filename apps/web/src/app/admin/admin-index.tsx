import { Navigate } from 'react-router';
import { paths } from '#web/config/paths.ts';

/** /admin itself (and any unknown admin address) opens the dashboard. */
export function Component() {
  return <Navigate to={paths.admin.dashboard.to()} replace />;
}
