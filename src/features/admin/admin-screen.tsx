import { Fragment } from 'react';
import type { AdminData } from '../../shared/actions.ts';
import { formatCount } from '../../shared/i18n/format-count.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { LinkList } from '../../components/link-list.tsx';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import '../../components/forms.css';

/** Organizers' start page (§3): the numbers so far, and the way to each section. */
export default function AdminScreen() {
  const { data } = usePageData<AdminData>();
  const messages = useScreenMessages();
  const { admin: text } = messages;
  const locale = useLocale();
  useAccountTitle(text.heading);
  const rows: readonly (readonly [string, number])[] = [
    [text.users, data.users],
    [text.organizers, data.organizers],
    [text.stars, data.stars],
    [text.feedback, data.feedback],
    [text.reports, data.reports],
  ];
  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      <h2>{text.sections}</h2>
      <LinkList
        items={[
          { href: '/admin/reports', label: messages.adminReports.heading, detail: formatCount(data.reports, locale) },
          { href: '/admin/feedback', label: messages.adminFeedback.heading, detail: formatCount(data.feedback, locale) },
          { href: '/admin/schedule', label: messages.adminSchedule.heading, detail: text.scheduleDetail },
        ]}
      />
      <p>{text.intro}</p>
      <dl className="fact-list">
        {rows.map(([label, count]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd className="count">{formatCount(count, locale)}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
