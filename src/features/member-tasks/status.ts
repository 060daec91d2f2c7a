import type { MemberTask, TaskStatusCode } from '../../contract/member-tasks';
import type { Completion } from '../../sync/kinds/member-task-kinds';

/** The assignment's status once the member's own decision (possibly not sent yet) is applied (spec 02 §4). */
export function effectiveStatus(assignment: MemberTask, completion: Completion, now: number): { status: TaskStatusCode; refused: boolean } {
  if (completion === 'completed') return { status: 'completed', refused: false };
  if (completion === 'refused') return { status: 'unfinished', refused: true };
  if (!assignment.completed && !assignment.refused) return { status: assignment.status, refused: false };
  // The server's done or refusal was undone here (a refused change discarded): by the end date again.
  return { status: Date.parse(assignment.end_date) < now ? 'unfinished' : 'ongoing', refused: false };
}
