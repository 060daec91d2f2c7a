import { useTranslation } from 'react-i18next';
import type { MemberTask } from '../../../contract/member-tasks';
import { formatDateTime } from '../../../lib/datetime';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { FieldList } from './field-list';
import { PriorityMark } from './priority-mark';

/** The read-only fields of the consult view (spec 02 §2.4), with type, priority and points. */
export function TaskFields({ assignment }: { assignment: MemberTask }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const { task } = assignment;
  const items = [
    { key: 'name', value: task.name },
    { key: 'description', value: task.description },
    { key: 'start', value: formatDateTime(assignment.start_date) },
    { key: 'end', value: formatDateTime(assignment.end_date) },
    { key: 'creator', value: `${task.create_member.name} ${task.create_member.surname}` },
    { key: 'type', value: task.task_type?.name ?? '–' },
    { key: 'priority', value: <PriorityMark priority={task.task_priority.id} withText /> },
    { key: 'points', value: String(assignment.points) },
    { key: 'pointsTaken', value: String(assignment.points_taken) },
  ];
  return <FieldList items={items.map((item) => ({ ...item, label: t(`view.${item.key}`), testId: `field-${item.key}` }))} labelWidth="160px" testId="task-fields" />;
}
