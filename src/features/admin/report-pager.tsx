import type { Paging } from '../../shared/admin-reports.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

export interface ReportPagerProps {
  readonly paging: Paging;
  /** The path of a page of this list. */
  readonly pathOf: (page: number) => string;
}

/** Newer / `Page 2 of 3` / Older under a long list; nothing when it fits one page. */
export function ReportPager({ paging, pathOf }: ReportPagerProps) {
  const { adminReports: text } = useScreenMessages();
  if (paging.pages <= 1) return null;
  return (
    <nav className="report-pager" aria-label={text.pager}>
      {paging.page > 1 && (
        <Link href={pathOf(paging.page - 1)} rel="prev">
          {text.newer}
        </Link>
      )}
      <span aria-current="page">{text.pageOf(paging.page, paging.pages)}</span>
      {paging.page < paging.pages && (
        <Link href={pathOf(paging.page + 1)} rel="next">
          {text.older}
        </Link>
      )}
    </nav>
  );
}
