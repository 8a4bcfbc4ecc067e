import { reportGroupPath, reportsPath, type ReportsData } from '../../shared/admin-reports.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { ReportIdSearch } from './report-id-search.tsx';
import { ReportPager } from './report-pager.tsx';
import { useReportTime } from './report-time.ts';
import '../../components/forms.css';
import './reports.css';

/**
 * `/admin/reports` and its pages (§3, §8): the error reports grouped by fingerprint, open groups
 * first, each a card that opens its group; and a search by the report id a user quotes.
 */
export default function ReportsScreen() {
  const { data } = usePageData<ReportsData>();
  const { adminReports: text } = useScreenMessages();
  const time = useReportTime();
  useAccountTitle(data.paging.page === 1 ? text.heading : `${text.heading} (${text.pageOf(data.paging.page, data.paging.pages)})`);

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      <p>{text.intro}</p>
      <ReportIdSearch />
      <p>{text.summary(data.paging.total, data.openGroups, data.reports)}</p>
      {data.groups.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ol className="report-cards">
          {data.groups.map((group) => (
            <li key={group.key} className="report-card" data-resolved={group.resolved !== null || undefined}>
              <h2 className="report-card-title">
                <Link href={reportGroupPath(group.key)}>{group.message ?? group.fingerprint}</Link>
              </h2>
              {group.frame && <p className="report-frame">{group.frame}</p>}
              <p className="report-card-facts">
                {group.resolved && <span className="report-badge">{text.resolvedBadge}</span>}
                <span>{text.reportCount(group.count)}</span>
                <span>
                  {text.lastSeen}: {time(group.lastSeen)}
                </span>
                <span>
                  {text.firstSeen}: {time(group.firstSeen)}
                </span>
              </p>
              <dl className="report-card-where">
                {(
                  [
                    [text.releases, group.releases],
                    [text.urls, group.urls],
                    [text.browsers, group.browsers],
                  ] as const
                ).map(([label, values]) =>
                  values.top.length === 0 ? null : (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>
                        {values.top.map((value) => value.value).join(', ')}
                        {values.distinct > values.top.length && ` ${text.more(values.distinct - values.top.length)}`}
                      </dd>
                    </div>
                  ),
                )}
              </dl>
            </li>
          ))}
        </ol>
      )}
      <ReportPager paging={data.paging} pathOf={reportsPath} />
    </>
  );
}
