import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { createAdminQueryClient } from '#web/features/admin/api/query-client.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * The admin area's root (lazy: public pages never load it). Holds the admin data cache, and drops it
 * the moment the session ends so the next administrator never sees the last one's data.
 */
export function Component() {
  const [client] = useState(createAdminQueryClient);
  const session = useSession();
  useEffect(() => {
    if (!session) client.clear();
  }, [session, client]);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
