import { describe, expect, it } from 'vitest';
import { userNotifications } from '../../../src/contract/tasks';
import { itRefusesWithoutToken } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

describe('the session member’s tasks', () => {
  const t = useTestApp({ logins: ['anetar'] });

  itRefusesWithoutToken(['/api/hr/usernotifications/'], () => t.app);

  it('usernotifications counts unseen tasks and lists the newest first', async () => {
    const body = userNotifications.parse((await t.get('/api/hr/usernotifications/', t.tokens.anetar)).json());
    expect(body.task_nr).toBeGreaterThan(0);
    expect(body.member_tasks.length).toBeGreaterThan(0);
    const dates = body.member_tasks.map((m) => m.start_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.member_tasks[0]?.task.create_member).toEqual({ name: 'Arbër', surname: 'Hoxha', photo: null });
  });
});
