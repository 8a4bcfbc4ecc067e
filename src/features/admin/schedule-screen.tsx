import { useEffect, useRef, useState } from 'react';
import type { AdminScheduleData, ScheduleCheckResult, SchedulePublishResult } from '../../shared/admin-schedule.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useDisplayZone } from '../../components/use-display-zone.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { ScheduleCheckForm } from './schedule-check-form.tsx';
import { SchedulePreview } from './schedule-preview.tsx';
import { ScheduleProblems } from './schedule-problems.tsx';
import { ScheduleVersions } from './schedule-versions.tsx';
import { formatWhen, publishedByText } from './schedule-when.ts';
import '../../components/forms.css';
import './schedule-screen.css';

/**
 * `/admin/schedule` (§3, §10): the version being served, a form to check a new one, the preview
 * of what publishing it changes (or the problems that refuse it), Publish, and the versions
 * stored with Roll back. Publishing and rolling back refetch this screen's page data.
 */
export default function ScheduleScreen() {
  const { data } = usePageData<AdminScheduleData>();
  const { adminSchedule: text } = useScreenMessages();
  const locale = useLocale();
  const zone = useDisplayZone(data.served.timeZone);
  const [checked, setChecked] = useState<ScheduleCheckResult | null>(null);
  const [published, setPublished] = useState<SchedulePublishResult | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  useAccountTitle(text.heading);

  // A new answer takes focus, so a screen reader reads it and a phone scrolls to it.
  useEffect(() => {
    if (checked) resultHeading.current?.focus();
  }, [checked]);
  useEffect(() => {
    if (published) confirmation.current?.focus();
  }, [published]);

  const { served } = data;
  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      <p>{text.intro}</p>

      <section className="screen-section" aria-labelledby="schedule-served-heading">
        <h2 id="schedule-served-heading">{text.servedHeading}</h2>
        <dl className="fact-list">
          <dt>{text.version}</dt>
          <dd>
            <code>{served.version}</code>
          </dd>
          {served.source && (
            <>
              <dt>{text.source}</dt>
              <dd>{served.source}</dd>
            </>
          )}
          {served.publishedAt && (
            <>
              <dt>{text.published}</dt>
              <dd>{text.publishedWhenBy(formatWhen(served.publishedAt, zone, locale), publishedByText(served.publishedBy, text))}</dd>
            </>
          )}
          <dt>{text.contents}</dt>
          <dd>
            {text.counts(served.events, served.days, served.rooms)}
            {served.warnings > 0 && ` · ${text.warnings(served.warnings)}`}
          </dd>
        </dl>
        {published && (
          <p ref={confirmation} tabIndex={-1} className="form-note schedule-published" role="status">
            {text.publishedNow}
          </p>
        )}
      </section>

      <section className="screen-section" aria-labelledby="schedule-check-heading">
        <h2 id="schedule-check-heading">{text.checkHeading}</h2>
        <ScheduleCheckForm
          onChecked={(result) => {
            setPublished(null);
            setChecked(result);
          }}
        />
      </section>

      {checked && !checked.ok && <ScheduleProblems ref={resultHeading} problems={checked.problems} />}
      {checked?.ok && (
        <SchedulePreview
          ref={resultHeading}
          checked={checked}
          onPublished={(result) => {
            setChecked(null);
            setPublished(result);
          }}
        />
      )}

      <ScheduleVersions versions={data.versions} zone={zone} />
    </>
  );
}
