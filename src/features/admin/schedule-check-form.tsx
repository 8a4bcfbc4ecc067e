import { ScriptedForm } from '../../components/needs-javascript.tsx';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SCHEDULE_FILE_FIELD, SCHEDULE_URL_FIELD, type ScheduleCheckResult } from '../../shared/admin-schedule.ts';
import { useAction } from '../../runtime/actions/use-action.ts';
import { useOnline } from '../../runtime/pwa/network-status.ts';
import { useMessages } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { scheduleErrorText } from './schedule-error-text.ts';
import { scheduleFormProblem, type ScheduleFormProblem } from './schedule-form-problem.ts';

/** A refusal (422) and a file over the limit (413) carry the problems to list: they are results, not errors. */
const CHECK_RESULT_STATUSES: readonly number[] = [413, 422];

export interface ScheduleCheckFormProps {
  /** The server's answer: the preview, or the problems. */
  readonly onChecked: (result: ScheduleCheckResult) => void;
}

type FieldErrors = Partial<Record<typeof SCHEDULE_FILE_FIELD | typeof SCHEDULE_URL_FIELD, string>>;

/** Where a problem found before posting is shown: beside the URL when it is about the URL. */
const fieldOf = (problem: ScheduleFormProblem) => (problem === 'chooseFileOrUrl' ? SCHEDULE_FILE_FIELD : SCHEDULE_URL_FIELD);

/**
 * The check form: a schedule file or its URL, posted as multipart/form-data. Nothing typed or
 * chosen is cleared by an error, offline or not (§7); the file input keeps its file.
 */
export function ScheduleCheckForm({ onChecked }: ScheduleCheckFormProps) {
  const { adminSchedule: text, forms } = useScreenMessages();
  const { appError } = useMessages();
  const online = useOnline();
  const { run, pending, error, reset } = useAction('schedule-check', { resultStatuses: CHECK_RESULT_STATUSES });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const file = fileInput.current?.files?.[0];
    const url = urlInput.current?.value ?? '';
    const problem = scheduleFormProblem({ hasFile: file !== undefined, url });
    if (problem) {
      const field = fieldOf(problem);
      setFieldErrors({ [field]: text[problem] });
      (field === SCHEDULE_FILE_FIELD ? fileInput : urlInput).current?.focus();
      return;
    }
    setFieldErrors({});
    reset();
    const body = new FormData();
    if (file) body.set(SCHEDULE_FILE_FIELD, file, file.name);
    else body.set(SCHEDULE_URL_FIELD, url.trim());
    const result = await run(body);
    if (!result) return;
    const data = result.data as ScheduleCheckResult | { readonly errors?: FieldErrors };
    // A 422 about the form itself (no file, a URL it will not read): beside the field, as the server said it.
    if (!('ok' in data)) setFieldErrors(data.errors ?? {});
    else onChecked(data);
  };

  const describedBy = (field: keyof FieldErrors, hint: string) => [hint, fieldErrors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ');

  return (
    <ScriptedForm className="account-form schedule-check-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-field">
        <label htmlFor={`${id}-file`}>{text.fileLabel}</label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          name={SCHEDULE_FILE_FIELD}
          type="file"
          accept=".xml,.json,application/xml,text/xml,application/json"
          aria-describedby={describedBy(SCHEDULE_FILE_FIELD, `${id}-file-hint`)}
          aria-invalid={fieldErrors.file ? true : undefined}
          onChange={() => setFieldErrors({})}
        />
        <p id={`${id}-file-hint`} className="field-hint">
          {text.fileHint}
        </p>
        {fieldErrors.file && (
          <p id={`${id}-file-error`} className="field-error">
            {fieldErrors.file}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-url`}>{text.urlLabel}</label>
        <input
          ref={urlInput}
          id={`${id}-url`}
          name={SCHEDULE_URL_FIELD}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          autoCapitalize="off"
          placeholder="https://"
          aria-describedby={describedBy(SCHEDULE_URL_FIELD, `${id}-url-hint`)}
          aria-invalid={fieldErrors.url ? true : undefined}
          onChange={() => setFieldErrors({})}
        />
        <p id={`${id}-url-hint`} className="field-hint">
          {text.urlHint}
        </p>
        {fieldErrors.url && (
          <p id={`${id}-url-error`} className="field-error">
            {fieldErrors.url}
          </p>
        )}
      </div>
      {!online && error?.code !== 'network' && <p className="form-note">{text.needsNetwork}</p>}
      {error && (
        <p className="form-error" role="alert">
          {scheduleErrorText(error, text, forms, appError)}
        </p>
      )}
      <button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? text.checking : text.check}
      </button>
    </ScriptedForm>
  );
}
