import { REPORTS_PAGE_SIZE, type Paging } from '../../shared/admin-reports.ts';

/** `/page/<n>` must be a plain positive integer (`2`, never `02`, `+2` or `2.0`): one URL per page. */
const PAGE_PARAM = /^[1-9]\d{0,5}$/;

/**
 * The paging of a list of `total` items at the given `:page` (page 1 when there is none); null
 * for a page that is not a positive integer or lies beyond the last. Page 1 always exists, even
 * for an empty list.
 */
export function reportPaging(total: number, pageParam: string | undefined): Paging | null {
  if (pageParam !== undefined && !PAGE_PARAM.test(pageParam)) return null;
  const page = pageParam === undefined ? 1 : Number(pageParam);
  const pages = Math.max(1, Math.ceil(total / REPORTS_PAGE_SIZE));
  if (page > pages) return null;
  return { page, pages, pageSize: REPORTS_PAGE_SIZE, total };
}

/** Where a page's items start in the whole list. */
export function pageOffset(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize;
}
