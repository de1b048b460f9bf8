import { useLocation } from 'react-router';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { ADMIN_PAGE_SIZE } from '../api/records.ts';

/** The page links under an admin list: ?page=N of the list's own address. */
export function ListPages({ page, total, label }: { page: number; total: number; label: string }) {
  const { pathname } = useLocation();
  return (
    <Pagination
      page={page}
      total={total}
      limit={ADMIN_PAGE_SIZE}
      href={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
      label={label}
    />
  );
}
