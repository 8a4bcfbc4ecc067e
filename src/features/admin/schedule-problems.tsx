import { forwardRef } from 'react';
import type { ScheduleProblem } from '../../shared/admin-schedule.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

export interface ScheduleProblemsProps {
  readonly problems: readonly ScheduleProblem[];
}

/** A refused file: each problem with where and why, as the command line prints them, and that nothing changed. */
export const ScheduleProblems = forwardRef<HTMLHeadingElement, ScheduleProblemsProps>(function ScheduleProblems({ problems }, heading) {
  const { adminSchedule: text } = useScreenMessages();
  return (
    <section className="screen-section schedule-refused" aria-labelledby="schedule-refused-heading">
      <h2 id="schedule-refused-heading" ref={heading} tabIndex={-1}>
        {text.refusedHeading}
      </h2>
      <p className="form-error">{text.servedUnchanged}</p>
      <p>{text.problems(problems.length)}</p>
      <ol className="schedule-problems">
        {problems.map((problem, index) => (
          <li key={index}>
            <code className="schedule-problem-where">{problem.where}</code> — {problem.message}
          </li>
        ))}
      </ol>
    </section>
  );
});
