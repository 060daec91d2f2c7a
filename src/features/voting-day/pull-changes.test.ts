import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIST_CURSOR_HEADER } from '../../contract/headers';
import type { PatronageVoter } from '../../contract/voting-day';
import { db } from '../../db/database';
import { recordSignIn } from '../../db/session';
import { stamped } from '../../sync/testing/test-watermark';
import { urlOf } from '../../sync/testing/url-of';
import { downloadPatronageList, listFetchOptions, pullPatronageChanges } from './store';

const USER = 1;
const LIST = '/api/patronage/my-patronager-voters-election-day/';

function patronageVoter(id: number, voted = false): PatronageVoter {
  return { patronager_voter_id: id, name: 'Ana', father_name: 'Besnik', surname: 'Hoxha', list_number: id, voted, phone: null, qv_code: '1234' };
}

/** Answers by path and query, each with a watermark and the cursor given (a unit-test stand-in, not our server). */
function serve(answers: Record<string, { body: unknown; cursor: string }>): string[] {
  const seen: string[] = [];
  listFetchOptions.baseUrl = '';
  listFetchOptions.fetch = (url: RequestInfo | URL) => {
    const path = urlOf(url);
    seen.push(path);
    const answer = answers[path];
    if (answer === undefined) return Promise.resolve(new Response('{"Error":"no"}', { status: 404 }));
    return Promise.resolve(stamped(new Response(JSON.stringify(answer.body), { status: 200, headers: { [LIST_CURSOR_HEADER]: answer.cursor } })));
  };
  return seen;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await recordSignIn({ userId: USER, token: 'tok-1' });
});
afterEach(() => {
  delete listFetchOptions.fetch;
  delete listFetchOptions.baseUrl;
});

describe('pullPatronageChanges (the live loop’s pull)', () => {
  it('asks nothing while the list was never downloaded: the screen’s first download does', async () => {
    const seen = serve({});
    await pullPatronageChanges(USER);
    expect(seen).toEqual([]);
  });

  it('after a whole download, asks only since its cursor and stores the change', async () => {
    const seen = serve({
      [LIST]: { body: [patronageVoter(1), patronageVoter(2)], cursor: '500' },
      [`${LIST}?since=500`]: { body: { cursor: '510', refetch: false, changes: [{ patronager_voter_id: 2, voted: true }] }, cursor: '510' },
      [`${LIST}?since=510`]: { body: { cursor: '511', refetch: false, changes: [] }, cursor: '511' },
    });
    await downloadPatronageList(USER);
    await pullPatronageChanges(USER);
    expect(await db.patronageVoters.get([USER, 2])).toMatchObject({ voted: true, serverVoted: true });
    await pullPatronageChanges(USER);
    expect(seen).toEqual([LIST, `${LIST}?since=500`, `${LIST}?since=510`]);
  });

  it('downloads the whole list when the server asks for a refetch', async () => {
    const seen = serve({
      [LIST]: { body: [patronageVoter(1), patronageVoter(2)], cursor: '500' },
      [`${LIST}?since=500`]: { body: { cursor: '520', refetch: true, changes: [] }, cursor: '520' },
    });
    await downloadPatronageList(USER);
    await pullPatronageChanges(USER);
    expect(seen).toEqual([LIST, `${LIST}?since=500`, LIST]);
  });

  it('downloads the whole list once when a stored list has no cursor (stored before deltas)', async () => {
    const seen = serve({ [LIST]: { body: [patronageVoter(1)], cursor: '600' } });
    await downloadPatronageList(USER);
    await db.meta.filter((row) => row.key.startsWith('downloadedAt:cursor:')).delete();
    await pullPatronageChanges(USER);
    expect(seen).toEqual([LIST, LIST]);
  });

  it('downloads the whole list when a change names a voter the device does not hold', async () => {
    const seen = serve({
      [LIST]: { body: [patronageVoter(1)], cursor: '500' },
      [`${LIST}?since=500`]: { body: { cursor: '510', refetch: false, changes: [{ patronager_voter_id: 9, voted: true }] }, cursor: '510' },
    });
    await downloadPatronageList(USER);
    await pullPatronageChanges(USER);
    expect(seen).toEqual([LIST, `${LIST}?since=500`, LIST]);
  });

  it('asks once while a pull is in flight', async () => {
    const seen = serve({
      [LIST]: { body: [patronageVoter(1)], cursor: '500' },
      [`${LIST}?since=500`]: { body: { cursor: '510', refetch: false, changes: [] }, cursor: '510' },
    });
    await downloadPatronageList(USER);
    await Promise.all([pullPatronageChanges(USER), pullPatronageChanges(USER)]);
    expect(seen).toEqual([LIST, `${LIST}?since=500`]);
  });
});
