import type { z } from 'zod';
import { jsonPath } from './json-path.ts';
import type { Problem } from './model.ts';

/** Zod's findings as problems at JSON paths, in words an organizer understands. */
export function zodProblems(issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.map((issue) => ({ where: jsonPath(issue.path), message: describeIssue(issue) }));
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.at(-1);
  const name = typeof field === 'string' ? `"${field}"` : 'This entry';
  if (issue.path.length === 1 && issue.path[0] === 'schedule' && issue.input === undefined) {
    return 'There is no "schedule" object at the top: this is not a frab / C3VOC schedule.json.';
  }
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return `${name} is missing (expected ${article(issue.expected)}).`;
    return `${name} should be ${article(issue.expected)}, not ${describeValue(issue.input)}.`;
  }
  if (issue.code === 'invalid_union') {
    if (issue.input === undefined) return `${name} is missing.`;
    return `${name} has an unexpected shape (${describeValue(issue.input)}).`;
  }
  return `${name}: ${issue.message}`;
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return article(typeof value);
}
