import { Fragment } from 'react';
import type { AdminData } from '../../shared/actions.ts';
import { formatCount } from '../../shared/i18n/format-count.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import '../../components/forms.css';

/**
 * Organizers' start page (§3): the numbers `/data/admin.json` has so far. Reading feedback and
 * error reports and importing a schedule come with their own screens (`/admin/…`).
 */
export default function AdminScreen() {
  const { data } = usePageData<AdminData>();
  const { admin: text } = useScreenMessages();
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
      <p>{text.intro}</p>
      <dl className="fact-list">
        {rows.map(([label, count]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd className="count">{formatCount(count, locale)}</dd>
          </Fragment>
        ))}
      </dl>
      <p>{text.comingLater}</p>
    </>
  );
}
