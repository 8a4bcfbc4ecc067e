import { ScriptedForm } from '../../components/needs-javascript.tsx';
import { useId, useState } from 'react';
import { normalizeReportId, reportPath } from '../../shared/admin-reports.ts';
import { localizePath } from '../../shared/locales.ts';
import { useRouter } from '../../runtime/router/router-context.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import '../../components/forms.css';

/**
 * Opens a report by the id a user quotes from the application-error screen (§9), typed or
 * pasted however: capitals, dashes and spaces are let go of. An unknown id lands on the 404.
 */
export function ReportIdSearch() {
  const { adminReports: text } = useScreenMessages();
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);

  return (
    <ScriptedForm
      className="account-form report-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const reportId = normalizeReportId(value);
        setEmpty(reportId === '');
        if (reportId !== '') router.navigate(localizePath(reportPath(reportId), router.locale));
      }}
    >
      <div className="form-field">
        <label htmlFor={`${id}-input`}>{text.searchLabel}</label>
        <input
          id={`${id}-input`}
          type="search"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setEmpty(false);
          }}
          aria-describedby={`${id}-hint${empty ? ` ${id}-error` : ''}`}
          aria-invalid={empty || undefined}
          autoCapitalize="off"
          autoCorrect="off"
          autoComplete="off"
          spellCheck={false}
        />
        <p id={`${id}-hint`} className="field-hint">
          {text.searchHint}
        </p>
        {empty && (
          <p id={`${id}-error`} className="field-error">
            {text.searchEmpty}
          </p>
        )}
      </div>
      <button type="submit">{text.searchButton}</button>
    </ScriptedForm>
  );
}
