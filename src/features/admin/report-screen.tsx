import type { ReportData } from '../../shared/admin-reports.ts';
import { reportGroupPath, reportsPath } from '../../shared/admin-reports.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { forwardingText } from './forwarding-text.ts';
import { useReportTime } from './report-time.ts';
import '../../components/forms.css';
import './reports.css';

/** `formatTitle  /assets/event-screen-B4x9Qz1a.js:1:2345`, one line per frame, innermost first. */
function stackText(stack: ReportData['stack'], inApp: string): string {
  return stack
    .map((frame) => {
      const place = [frame.filename ?? '?', frame.line, frame.column].filter((part) => part !== null).join(':');
      return `${frame.inApp ? `[${inApp}] ` : ''}${frame.function ?? '?'}  ${place}`;
    })
    .join('\n');
}

/**
 * `/admin/reports/:id`: one report — its message, stack, tags, where it happened, whether it was
 * forwarded, and the breadcrumb timeline that led to it. Everything in it came from a browser,
 * so it is shown as text only.
 */
export default function ReportScreen() {
  const { data } = usePageData<ReportData>();
  const { adminReports: text } = useScreenMessages();
  const time = useReportTime();
  useAccountTitle(text.reportHeading(data.id));
  const facts: readonly (readonly [string, string | null])[] = [
    [text.received, time(data.received)],
    [text.release, data.release],
    [text.environment, data.environment],
    [text.url, data.url],
    [text.browser, data.browser],
    [text.os, data.os],
    [text.forwarding, forwardingText(data.forwarding, text, time)],
  ];

  return (
    <>
      <p className="report-back">
        <Link href={reportsPath()}>{text.allGroups}</Link>
      </p>
      <h1 tabIndex={-1} className="report-heading">
        {text.reportHeading(data.id)}
      </h1>
      <section aria-labelledby="report-message">
        <h2 id="report-message" className="report-subheading">
          {text.message}
        </h2>
        <p className="report-message">{data.message ?? '—'}</p>
        <p>
          <Link href={reportGroupPath(data.groupKey)}>{text.viewGroup}</Link>
        </p>
      </section>

      <dl className="fact-list report-facts">
        {facts.map(([label, value]) =>
          value === null ? null : (
            <div key={label} className="report-fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>

      <section className="report-section" aria-labelledby="report-stack">
        <h2 id="report-stack">{text.stack}</h2>
        {data.stack.length === 0 ? (
          <p>{text.noStack}</p>
        ) : (
          // Focusable, so a keyboard can scroll a long line inside its own box (axe: scrollable-region-focusable).
          <pre className="report-stack" tabIndex={0}>
            {stackText(data.stack, text.inApp)}
          </pre>
        )}
      </section>

      <section className="report-section" aria-labelledby="report-tags">
        <h2 id="report-tags">{text.tags}</h2>
        {data.tags.length === 0 ? (
          <p>{text.noTags}</p>
        ) : (
          <dl className="fact-list report-facts">
            {data.tags.map((tag) => (
              <div key={tag.key} className="report-fact">
                <dt>{tag.key}</dt>
                <dd>{tag.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className="report-section" aria-labelledby="report-breadcrumbs">
        <h2 id="report-breadcrumbs">{text.breadcrumbs}</h2>
        {data.breadcrumbs.length === 0 ? (
          <p>{text.noBreadcrumbs}</p>
        ) : (
          <>
            <p className="field-hint">{text.breadcrumbsShown(data.breadcrumbs.length, data.breadcrumbsTotal)}</p>
            <ol className="report-breadcrumbs">
              {data.breadcrumbs.map((crumb, index) => (
                <li key={index} data-level={crumb.level ?? undefined}>
                  <span className="report-crumb-head">
                    {crumb.timestamp && <time dateTime={crumb.timestamp}>{time(crumb.timestamp, true)}</time>}
                    {crumb.category && <span className="report-crumb-category">{crumb.category}</span>}
                    {crumb.level && <span className="report-crumb-level">{crumb.level}</span>}
                  </span>
                  {crumb.message && <span className="report-crumb-text">{crumb.message}</span>}
                  {crumb.data && <span className="report-crumb-text report-mono">{crumb.data}</span>}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </>
  );
}
