import type { Problem } from './model.ts';

/** Enough to fix a file in one go without drowning the organizer in repeats. */
export const MAX_PROBLEMS = 50;

export interface ProblemList {
  add(where: string, message: string): void;
  readonly size: number;
  /** The problems in the order found, capped, with a closing note saying how many were left out. */
  toArray(): Problem[];
}

export function createProblemList(limit: number = MAX_PROBLEMS): ProblemList {
  const problems: Problem[] = [];
  let leftOut = 0;
  return {
    add(where, message) {
      if (problems.length < limit) problems.push({ where, message });
      else leftOut += 1;
    },
    get size() {
      return problems.length + leftOut;
    },
    toArray() {
      if (leftOut === 0) return [...problems];
      const more = `${leftOut} more ${leftOut === 1 ? 'problem' : 'problems'} not listed.`;
      return [...problems, { where: 'file', message: more }];
    },
  };
}
