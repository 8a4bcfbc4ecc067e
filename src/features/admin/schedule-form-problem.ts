/** What is wrong with the check form before it is posted, as a key of the screen's catalogue; null when it can go. */
export type ScheduleFormProblem = 'chooseFileOrUrl' | 'notBoth' | 'urlInvalid';

export interface ScheduleFormInput {
  /** A file was chosen in the file input. */
  readonly hasFile: boolean;
  /** The URL field as typed. */
  readonly url: string;
}

/**
 * Either a file or a URL, and a URL the server will read (http or https): the same rules the
 * server applies, checked first so the answer comes without the network.
 */
export function scheduleFormProblem({ hasFile, url }: ScheduleFormInput): ScheduleFormProblem | null {
  const typed = url.trim();
  if (hasFile && typed) return 'notBoth';
  if (hasFile) return null;
  if (!typed) return 'chooseFileOrUrl';
  try {
    const { protocol } = new URL(typed);
    return protocol === 'http:' || protocol === 'https:' ? null : 'urlInvalid';
  } catch {
    return 'urlInvalid';
  }
}
