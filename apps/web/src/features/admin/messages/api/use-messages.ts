import type { ContactMessage } from '@lss/shared/contact';
import { useEffect } from 'react';
import { useAdminList } from '../../api/records.ts';
import { INBOX_KEY } from './keys.ts';

/** The page of the inbox the address asks for; new messages arrive while it is open (read every minute). */
export function useMessages() {
  const list = useAdminList<ContactMessage>(INBOX_KEY, '/contact');
  const { refetch } = list;
  useEffect(() => {
    const timer = setInterval(() => void refetch(), 60_000);
    return () => clearInterval(timer);
  }, [refetch]);
  return list;
}
