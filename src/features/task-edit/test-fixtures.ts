import type { CreatedTask, TaskInfo } from '../../contract/task-creator';

const person = { id: 1, name: 'Admin', surname: 'Kryesor', photo: null };

export function subtask(id: number): CreatedTask {
  return {
    id,
    name: `Nën-detyra ${id}`,
    description: 'Përshkrim',
    points: 5,
    start_date: '2026-12-01T08:00:00Z',
    end_date: '2026-12-02T16:00:00Z',
    task_type: { id: 3, name: 'Aktivitet në terren', points: 5 },
    task_priority: { id: 1, name: 'E lartë' },
    progress: 50,
    completed: false,
    is_qrcode: false,
    hash_code: null,
    address: null,
    location: null,
    parent: 10,
    create_member: person,
    members: [],
  };
}

/** A task as GET /api/hr/taskinfo/ answers it: seven sub-tasks, one member's report with unsafe HTML. */
export function taskFixture(overrides: Partial<TaskInfo> = {}): TaskInfo {
  return {
    ...subtask(10),
    name: 'Fushata në Kombinat',
    description: 'Vizita derë më derë.',
    points: 5,
    start_date: '2026-12-05T08:00:00Z',
    end_date: '2026-12-12T17:00:00Z',
    task_priority: { id: 2, name: 'Mesatare' },
    progress: 20,
    hash_code: 'kombinat',
    parent: null,
    members: [{ id: 70, member_id: 7, name: 'Ana', surname: 'Hoxha', nid: 'J00000001A', photo: null, comments_nr: 3, completed: true, refused: false }],
    qrcode_file: null,
    subtasks: [11, 12, 13, 14, 15, 16, 17].map(subtask),
    docs: [{ id: 5, task_id: 10, description: 'Harta', doc_file: '/media/task_docs/harta.pdf', file_name: 'harta.pdf', type: 'doc', create_date: '2026-11-20T10:00:00Z' }],
    completed_tasks: [
      {
        member: { id: 7, name: 'Ana', surname: 'Hoxha', photo: null },
        comment: '<p>Vizituam <b>40</b> shtëpi.</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
        completed: true,
        completed_at: '2026-11-21T10:00:00Z',
        docs: [],
      },
    ],
    version: 4,
    ...overrides,
  };
}
