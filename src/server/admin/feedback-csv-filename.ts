import type { ConferenceInfo } from '../../shared/page-data.ts';

/**
 * `feedback-fosdem26.csv`: the conference's acronym (its title when there is none) as a slug of
 * ASCII letters, digits, `.`, `_` and `-`, so the name is safe inside a quoted
 * `Content-Disposition` and on every file system.
 */
export function feedbackCsvFilename({ acronym, title }: Pick<ConferenceInfo, 'acronym' | 'title'>): string {
  const slugOf = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '');
  const slug = slugOf(acronym) || slugOf(title) || 'conference';
  return `feedback-${slug}.csv`;
}
