import { useEffect, useState } from 'react';
import type { ReportGroupSummary } from '../../shared/admin-reports.ts';
import { useAction } from '../../runtime/actions/use-action.ts';
import { useOnline } from '../../runtime/pwa/network-status.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { useReportTime } from './report-time.ts';
import '../../components/forms.css';

type Resolved = ReportGroupSummary['resolved'];

/**
 * Marks a group resolved, or reopens it (`report-group-resolve`). It needs the network and says
 * so; on a failure the state shown stays what the server has. The answer is shown at once, even
 * should the page data's refetch lag behind.
 */
export function ResolveGroupButton({ group }: { readonly group: ReportGroupSummary }) {
  const { adminReports: text } = useScreenMessages();
  const time = useReportTime();
  const online = useOnline();
  const { run, pending, error } = useAction('report-group-resolve');
  const [answered, setAnswered] = useState<{ readonly key: string; readonly resolved: Resolved } | null>(null);
  // Newer page data (a report that reopened the group, a change on another device) wins.
  useEffect(() => setAnswered(null), [group.key, group.resolved?.at]);
  const resolved = answered?.key === group.key ? answered.resolved : group.resolved;

  const toggle = async () => {
    const result = await run({ group: group.key, resolved: resolved === null });
    if (result) setAnswered({ key: group.key, resolved: (result.data as { resolved: Resolved }).resolved });
  };

  return (
    <div className="report-resolve">
      <p role="status">{resolved ? text.resolvedOn(time(resolved.at), resolved.by) : null}</p>
      {!online && error?.code !== 'network' && <p className="form-note">{text.needsNetwork}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error.code === 'network' ? text.needsNetwork : text.actionFailed}
        </p>
      )}
      <button type="button" disabled={pending} onClick={() => void toggle()}>
        {pending ? text.saving : resolved ? text.reopen : text.resolve}
      </button>
      <p className="field-hint">{text.reopensNote}</p>
    </div>
  );
}
