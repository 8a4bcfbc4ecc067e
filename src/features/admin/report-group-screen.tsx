import { reportGroupPath, reportPath, reportsPath, type ReportGroupData } from '../../shared/admin-reports.ts';
import { formatCount } from '../../shared/i18n/format-count.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { forwardingText } from './forwarding-text.ts';
import { ReportGroupFacts } from './report-group-facts.tsx';
import { ReportPager } from './report-pager.tsx';
import { useReportTime } from './report-time.ts';
import { ResolveGroupButton } from './resolve-group-button.tsx';
import '../../components/forms.css';
import './reports.css';

/**
 * `/admin/reports/groups/:group` and its pages: one error's fingerprint, numbers and resolved
 * state, and its reports, newest first, each opening the report.
 */
export default function ReportGroupScreen() {
  const { data } = usePageData<ReportGroupData>();
  const { adminReports: text } = useScreenMessages();
  const time = useReportTime();
  const locale = useLocale();
  const { group, paging } = data;
  useAccountTitle(text.groupHeading);

  return (
    <>
      <p className="report-back">
        <Link href={reportsPath()}>{text.allGroups}</Link>
      </p>
      <h1 tabIndex={-1} className="report-heading">
        {group.message ?? group.fingerprint}
      </h1>
      <p className="report-heading-kind">
        {text.groupHeading}
        {group.resolved && <span className="report-badge">{text.resolvedBadge}</span>}
      </p>
      <h2 className="report-subheading">{text.fingerprint}</h2>
      <p className="report-frame">{group.fingerprint}</p>
      <ReportGroupFacts group={group} />
      <ResolveGroupButton group={group} />

      <section className="report-section" aria-labelledby="report-group-reports">
        <h2 id="report-group-reports">
          {text.reports} <span className="report-count">({formatCount(paging.total, locale)})</span>
        </h2>
        <ol className="report-rows">
          {data.reports.map((report, index) => (
            <li key={report.id ?? `row-${index}`} className="report-row">
              <p className="report-row-title">{report.id ? <Link href={reportPath(report.id)}>{time(report.received)}</Link> : `${time(report.received)} · ${text.noId}`}</p>
              <dl className="report-row-facts">
                {report.id && (
                  <div>
                    <dt>{text.searchLabel}</dt>
                    <dd className="report-mono">{report.id}</dd>
                  </div>
                )}
                {report.release && (
                  <div>
                    <dt>{text.release}</dt>
                    <dd>{report.release}</dd>
                  </div>
                )}
                {report.url && (
                  <div>
                    <dt>{text.url}</dt>
                    <dd>{report.url}</dd>
                  </div>
                )}
                {report.browser && (
                  <div>
                    <dt>{text.browser}</dt>
                    <dd>{report.browser}</dd>
                  </div>
                )}
                {(data.forwarding || report.forwarding.state === 'forwarded') && (
                  <div>
                    <dt>{text.forwarding}</dt>
                    <dd>{forwardingText(report.forwarding, text, time)}</dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ol>
        <ReportPager paging={paging} pathOf={(page) => reportGroupPath(group.key, page)} />
      </section>
    </>
  );
}
