import { describe, expect, it } from 'vitest';
import { myNewNotifications } from '../../../src/contract/notifications';
import { itRefusesWithoutToken } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

describe('notifications', () => {
  const t = useTestApp({ logins: ['anetar'] });

  itRefusesWithoutToken(['/api/sns/my-new-notifications/'], () => t.app);

  it('my-new-notifications lists only unread ones, newest first', async () => {
    const body = myNewNotifications.parse((await t.get('/api/sns/my-new-notifications/', t.tokens.anetar)).json());
    expect(body.map((n) => n.title)).toEqual(['Mirë se vini në Terren', 'Trajnimi i vëzhguesve']);
    expect(Date.parse(body[0]?.create_date ?? '')).toBeGreaterThan(Date.parse(body[1]?.create_date ?? ''));
  });
});
