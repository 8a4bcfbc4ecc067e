import type { DistinctValues, ReportGroupSummary } from '../../shared/admin-reports.ts';
import { formatCount } from '../../shared/i18n/format-count.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { useReportTime } from './report-time.ts';

function Values({ values }: { readonly values: DistinctValues }) {
  const { adminReports: text } = useScreenMessages();
  const locale = useLocale();
  if (values.top.length === 0) return <>{text.none}</>;
  const rest = values.distinct - values.top.length;
  return (
    <ul className="report-values">
      {values.top.map(({ value, count }) => (
        <li key={value}>
          {value} <span className="report-count">({formatCount(count, locale)})</span>
        </li>
      ))}
      {rest > 0 && <li>{text.more(rest)}</li>}
    </ul>
  );
}

/** A group's numbers: how often, since and until when, and where (releases, pages, browsers). */
export function ReportGroupFacts({ group }: { readonly group: ReportGroupSummary }) {
  const { adminReports: text } = useScreenMessages();
  const time = useReportTime();
  return (
    <dl className="fact-list report-facts">
      <dt>{text.reports}</dt>
      <dd>{text.reportCount(group.count)}</dd>
      <dt>{text.firstSeen}</dt>
      <dd>{time(group.firstSeen)}</dd>
      <dt>{text.lastSeen}</dt>
      <dd>{time(group.lastSeen)}</dd>
      <dt>{text.releases}</dt>
      <dd>
        <Values values={group.releases} />
      </dd>
      <dt>{text.urls}</dt>
      <dd>
        <Values values={group.urls} />
      </dd>
      <dt>{text.browsers}</dt>
      <dd>
        <Values values={group.browsers} />
      </dd>
    </dl>
  );
}
