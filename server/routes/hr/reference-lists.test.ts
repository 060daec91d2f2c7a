import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERENCE_LISTS, referenceListNames, referenceRow, referenceRows } from '../../../src/contract/reference-lists';
import { members, taskTypes } from '../../db/schema';
import { messages } from '../../http/messages';
import { PARTY_ROLES } from '../../seed/seed-member-area';
import { itRefusesWithoutToken, tokenHeader } from '../../test/session';
import { useTestApp } from '../../test/use-test-app';

const urlOf = (name: keyof typeof REFERENCE_LISTS, id?: number) => `${REFERENCE_LISTS[name]}/${name}/${id === undefined ? '' : `${id}/`}`;

describe('reference lists', () => {
  const t = useTestApp({ logins: ['admin', 'anetar'] });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => t.app.inject({ method, url, payload, headers: tokenHeader(token) });

  itRefusesWithoutToken([urlOf('educationlevel'), urlOf('socialmedia')], () => t.app);

  it.each(referenceListNames)('%s: create, list, rename, delete', async (name) => {
    const created = await send('POST', urlOf(name), t.tokens.admin, { name: `  Provë ${name} `, description: 'Përshkrim' });
    expect(created.statusCode).toBe(201);
    const row = referenceRow.parse(created.json());
    expect(row).toMatchObject({ name: `Provë ${name}`, description: 'Përshkrim' });
    expect(row.points).toBe(name === 'tasktype' ? 0 : undefined);
    const listed = referenceRows.parse((await t.get(urlOf(name), t.tokens.anetar)).json());
    expect(listed).toContainEqual(row);

    const renamed = await send('PUT', urlOf(name, row.id), t.tokens.admin, { name: 'Emër i ri', points: 7 });
    expect(renamed.statusCode).toBe(200);
    expect(referenceRow.parse(renamed.json())).toEqual({ ...row, name: 'Emër i ri', ...(name === 'tasktype' ? { points: 7 } : {}) });

    expect((await send('DELETE', urlOf(name, row.id), t.tokens.admin)).statusCode).toBe(204);
    const again = await send('DELETE', urlOf(name, row.id), t.tokens.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ Error: messages.referenceRowNotFound });
    expect((await send('PUT', urlOf(name, row.id), t.tokens.admin, { name: 'x' })).statusCode).toBe(404);
  });

  it('a member without the task permission reads the lists but changes nothing (404, never 403)', async () => {
    const [type] = referenceRows.parse((await t.get(urlOf('tasktype'), t.tokens.anetar)).json());
    for (const response of [
      await send('POST', urlOf('tasktype'), t.tokens.anetar, { name: 'X' }),
      await send('PUT', urlOf('tasktype', type?.id ?? 0), t.tokens.anetar, { name: 'X' }),
      await send('DELETE', urlOf('tasktype', type?.id ?? 0), t.tokens.anetar),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: messages.noModuleAccess });
    }
    expect(referenceRows.parse((await t.get(urlOf('tasktype'), t.tokens.anetar)).json())).toContainEqual(type);
  });

  it('a row still in use is not deleted: 409 with the text', async () => {
    const roles = referenceRows.parse((await t.get(urlOf('partyrole'), t.tokens.admin)).json());
    expect(roles.map((r) => r.name).sort()).toEqual([...PARTY_ROLES].sort());
    const [member] = await t.db.select({ roleId: members.partyRoleId }).from(members).where(eq(members.id, t.seed.accounts.anetar));
    const inUse = await send('DELETE', urlOf('partyrole', member?.roleId ?? 0), t.tokens.admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ Error: messages.referenceRowInUse });
    const [type] = await t.db.select({ id: taskTypes.id }).from(taskTypes).where(eq(taskTypes.name, 'Takim'));
    expect((await send('DELETE', urlOf('tasktype', type?.id ?? 0), t.tokens.admin)).statusCode).toBe(409);
    const media = referenceRows.parse((await t.get(urlOf('socialmedia'), t.tokens.admin)).json());
    expect(media.map((m) => m.name)).toContain('Facebook');
  });

  it('a missing name is the spec’s text; bad points or ids are 400', async () => {
    expect((await send('POST', urlOf('employer'), t.tokens.admin, { name: '  ' })).json()).toEqual({ Error: messages.referenceNameRequired });
    expect((await send('POST', urlOf('employer'), t.tokens.admin, { description: 'x' })).json()).toEqual({ Error: messages.referenceNameRequired });
    const negative = await send('POST', urlOf('tasktype'), t.tokens.admin, { name: 'X', points: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ Error: messages.fieldInvalid('points') });
    expect((await send('DELETE', `${urlOf('employer')}2147483648/`, t.tokens.admin)).statusCode).toBe(400);
    expect((await send('POST', urlOf('employer'), t.tokens.admin, { name: 'a\u0000b' })).statusCode).toBe(400);
  });
});
