import { stamped } from '../../sync/testing/test-watermark';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { myObserverVoters, type ObserverVoter, type PatronageVoter } from '../../contract/voting-day';
import { db, type LocalObserverVoter, type OutboxRow } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import { recordSignIn } from '../../db/session';
import { urlOf } from '../../sync/testing/url-of';
import { JustStored } from './just-stored';
import { downloadObserverList, downloadPatronageList, listFetchOptions, setObserverVote, setPatronageVote } from './store';

const USER = 1;
const OBSERVER = 7;

function observerVoter(id: number, overrides: Partial<ObserverVoter> = {}): ObserverVoter {
  return { voter_id: id, qv_id: 10 + (id % 2), name: 'Ërmal', father_name: 'Gëzim', surname: 'Çela', list_number: id, voted: false, ...overrides };
}

function patronageVoter(id: number, overrides: Partial<PatronageVoter> = {}): PatronageVoter {
  return { patronager_voter_id: id, name: 'Ana', father_name: 'Besnik', surname: 'Hoxha', list_number: id, voted: false, phone: null, qv_code: '1234', ...overrides };
}

/** Serves the given bodies by path, as the network would (a unit-test stand-in, not our server). */
function serve(bodies: Record<string, unknown>): string[] {
  const seen: string[] = [];
  listFetchOptions.baseUrl = '';
  listFetchOptions.fetch = (url: RequestInfo | URL, init?: RequestInit) => {
    seen.push(`${urlOf(url)} ${new Headers(init?.headers).get('Authorization')}`);
    const body = bodies[urlOf(url)];
    return Promise.resolve(body === undefined ? new Response('{"Error":"no"}', { status: 404 }) : stamped(new Response(JSON.stringify(body), { status: 200 })));
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

describe('downloadObserverList', () => {
  it('stores stations and voters in chunks with folded names, reporting progress', async () => {
    const voters = Array.from({ length: 4_500 }, (_, i) => observerVoter(i + 1));
    const seen = serve({
      '/api/patronage/my-observer-voters-new/': {
        qvs: [
          { id: 10, code: '0010' },
          { id: 11, code: '0011' },
        ],
        voters,
      },
    });
    const progress: [number, number][] = [];
    await downloadObserverList(USER, (done, total) => progress.push([done, total]));

    expect(seen).toEqual(['/api/patronage/my-observer-voters-new/ Token tok-1']);
    expect(progress).toEqual([
      [0, 4_500],
      [2_000, 4_500],
      [4_000, 4_500],
      [4_500, 4_500],
    ]);
    expect(await db.observerVoters.count()).toBe(4_500);
    expect(await db.observerVoters.get([USER, 3])).toMatchObject({ folded: 'ermal cela', voted: false, serverVoted: false, userId: USER });
    expect((await db.observerStations.toArray()).map((s) => s.code)).toEqual(['0010', '0011']);
    expect(typeof (await db.meta.get(downloadedAtKey('observer', USER)))?.value).toBe('number');
  });

  it('a refresh keeps pending intents and takes the server state for everything else', async () => {
    serve({ '/api/patronage/my-observer-voters-new/': { qvs: [{ id: 10, code: '1' }], voters: [1, 2, 3, 4].map((id) => observerVoter(id)) } });
    await downloadObserverList(USER);
    await setObserverVote(USER, OBSERVER, 1, true); // pending: voted on the device only
    await setObserverVote(USER, OBSERVER, 2, true);

    // Meanwhile the server says: 1 not voted (our mark has not arrived), 2 voted, 3 voted (someone
    // else marked it), 4 left the list.
    serve({
      '/api/patronage/my-observer-voters-new/': {
        qvs: [{ id: 10, code: '1' }],
        voters: [observerVoter(1), observerVoter(2, { voted: true }), observerVoter(3, { voted: true })],
      },
    });
    await downloadObserverList(USER);

    expect(await db.observerVoters.get([USER, 1])).toMatchObject({ voted: true, serverVoted: false });
    expect(await db.observerVoters.get([USER, 2])).toMatchObject({ voted: true, serverVoted: true });
    expect(await db.observerVoters.get([USER, 3])).toMatchObject({ voted: true, serverVoted: true });
    expect(await db.observerVoters.get([USER, 4])).toBeUndefined();
    // Voter 2's row stays although the list agrees with it: the list may have been read before
    // the tap (another observer's mark, which may since be undone). Sent, it changes nothing.
    expect((await db.outbox.toArray()).map((r) => r.key)).toEqual(['vote:observer:1', 'vote:observer:2']);
  });

  it('a refresh keeps a row that may already have been sent, even when the server agrees', async () => {
    serve({ '/api/patronage/my-observer-voters-new/': { qvs: [], voters: [observerVoter(1)] } });
    await downloadObserverList(USER);
    await setObserverVote(USER, OBSERVER, 1, true);
    await db.outbox.update('vote:observer:1', { sentVersion: 1 }); // handed to the transport, no answer yet
    serve({ '/api/patronage/my-observer-voters-new/': { qvs: [], voters: [observerVoter(1, { voted: true })] } });
    await downloadObserverList(USER);
    expect(await db.outbox.get('vote:observer:1')).toMatchObject({ desired: { voted: true } });
  });

  it("keeps a voter who left the list while it still has this member's unsent mark", async () => {
    serve({ '/api/patronage/my-observer-voters-new/': { qvs: [], voters: [observerVoter(1)] } });
    await downloadObserverList(USER);
    await setObserverVote(USER, OBSERVER, 1, true);
    serve({ '/api/patronage/my-observer-voters-new/': { qvs: [], voters: [] } });
    await downloadObserverList(USER);
    expect(await db.observerVoters.get([USER, 1])).toMatchObject({ voted: true });
  });

  it('an acknowledgement newer than the download start wins over the downloaded copy', async () => {
    serve({ '/api/patronage/my-observer-voters-new/': { qvs: [], voters: [observerVoter(1)] } });
    await downloadObserverList(USER);
    await db.observerVoters.update([USER, 1], { voted: true, serverVoted: true, serverAt: Date.now() + 60_000 });
    await downloadObserverList(USER); // the server copy still says "not voted"
    expect(await db.observerVoters.get([USER, 1])).toMatchObject({ voted: true, serverVoted: true });
  });

  it('fails loudly (ApiError) when the server refuses, storing nothing', async () => {
    serve({});
    await expect(downloadObserverList(USER)).rejects.toMatchObject({ name: 'ApiError', status: 404 });
    expect(await db.observerVoters.count()).toBe(0);
  });
});

describe('setObserverVote', () => {
  beforeEach(async () => {
    serve({ '/api/patronage/my-observer-voters-new/': { qvs: [], voters: [observerVoter(1), observerVoter(2, { voted: true })] } });
    await downloadObserverList(USER);
  });

  it('writes the record and its outbox row together', async () => {
    await setObserverVote(USER, OBSERVER, 1, true);
    expect(await db.observerVoters.get([USER, 1])).toMatchObject({ voted: true, serverVoted: false });
    expect(await db.outbox.get('vote:observer:1')).toMatchObject<Partial<OutboxRow>>({
      kind: 'vote:observer',
      userId: USER,
      desired: { voted: true, observer_id: OBSERVER },
      version: 1,
      state: 'pending',
    });
  });

  it('confirm then undo before sending leaves no row', async () => {
    await setObserverVote(USER, OBSERVER, 1, true);
    await setObserverVote(USER, OBSERVER, 1, false);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.observerVoters.get([USER, 1])).toMatchObject({ voted: false });
  });

  it('a failing outbox write leaves neither the record nor the row', async () => {
    const fail = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    db.outbox.hook('creating', fail);
    try {
      await expect(setObserverVote(USER, OBSERVER, 1, true)).rejects.toThrow();
    } finally {
      db.outbox.hook('creating').unsubscribe(fail);
    }
    expect(await db.observerVoters.get([USER, 1])).toMatchObject({ voted: false });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a voter that is not on the device', async () => {
    await expect(setObserverVote(USER, OBSERVER, 999, true)).rejects.toThrow(/not on this device/);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('patronage list', () => {
  it('downloads, merges and writes votes the same way', async () => {
    const path = '/api/patronage/my-patronager-voters-election-day/';
    serve({ [path]: [patronageVoter(1), patronageVoter(2)] });
    await downloadPatronageList(USER);
    await setPatronageVote(USER, 1, true);
    expect(await db.outbox.get('vote:patronage:1')).toMatchObject({ desired: { voted: true }, kind: 'vote:patronage' });

    serve({ [path]: [patronageVoter(1), patronageVoter(2, { voted: true })] });
    await downloadPatronageList(USER);
    expect(await db.patronageVoters.get([USER, 1])).toMatchObject({ voted: true, serverVoted: false, folded: 'ana hoxha' });
    expect(await db.patronageVoters.get([USER, 2])).toMatchObject({ voted: true, serverVoted: true });
  });
});

describe('a downloaded list is checked in place, then stored', () => {
  const observerPath = '/api/patronage/my-observer-voters-new/';

  it('stores every voter as the same record as before: its fields, the member, both states and the fold', async () => {
    serve({ [observerPath]: { qvs: [{ id: 11, code: '1' }], voters: [observerVoter(1), observerVoter(2, { voted: true })] } });
    await downloadObserverList(USER);
    const stored = await db.observerVoters.toArray();
    expect(stored.map(({ serverAt: _at, ...fields }) => fields)).toEqual([
      { ...observerVoter(1), userId: USER, voted: false, serverVoted: false, folded: 'ermal cela' },
      { ...observerVoter(2), userId: USER, voted: true, serverVoted: true, folded: 'ermal cela' },
    ]);
    // Each record knows the server as of the list's watermark, so an older list arriving late cannot undo it.
    const listAt = stored[0]?.serverAt;
    expect(listAt).toBeGreaterThan(0);
    expect(stored.every((record) => record.serverAt === listAt)).toBe(true);

    serve({ '/api/patronage/my-patronager-voters-election-day/': [patronageVoter(4, { phone: '0691234567' })] });
    await downloadPatronageList(USER);
    const patronage = await db.patronageVoters.toArray();
    expect(patronage.map(({ serverAt: _at, ...fields }) => fields)).toEqual([
      { ...patronageVoter(4, { phone: '0691234567' }), userId: USER, voted: false, serverVoted: false, folded: 'ana hoxha' },
    ]);
    expect(patronage[0]?.serverAt).toBeGreaterThan(listAt ?? Infinity);
  });

  it('drops a field the contract does not name, as before', async () => {
    serve({ [observerPath]: { qvs: [], voters: [{ ...observerVoter(1), nid: 'J1' }] } });
    await downloadObserverList(USER);
    expect(await db.observerVoters.get([USER, 1])).not.toHaveProperty('nid');
  });

  it('fails on a malformed voter with the contract error, storing nothing', async () => {
    const body = { qvs: [{ id: 10, code: '1' }], voters: [observerVoter(1), { ...observerVoter(2), list_number: '2' }] };
    serve({ [observerPath]: body });
    const zod = myObserverVoters.safeParse(body);
    await expect(downloadObserverList(USER)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'invalid-response',
      message: `${observerPath}: ${zod.error?.message ?? ''}`,
    });
    expect(await db.observerVoters.count()).toBe(0);
    expect(await db.observerStations.count()).toBe(0);
  });

  it('a refresh over a stored list still reads what each chunk holds (pending marks, newer acknowledgements)', async () => {
    const voters = Array.from({ length: 4_500 }, (_, i) => observerVoter(i + 1));
    serve({ [observerPath]: { qvs: [{ id: 10, code: '1' }], voters } });
    await downloadObserverList(USER);
    await setObserverVote(USER, OBSERVER, 3_000, true); // second chunk, pending
    await db.observerVoters.update([USER, 4_400], { voted: true, serverVoted: true, serverAt: Date.now() + 60_000 }); // third chunk
    serve({ [observerPath]: { qvs: [{ id: 10, code: '1' }], voters: [...voters].reverse() } });
    await downloadObserverList(USER);
    expect(await db.observerVoters.get([USER, 3_000])).toMatchObject({ voted: true, serverVoted: false });
    expect(await db.observerVoters.get([USER, 4_400])).toMatchObject({ voted: true, serverVoted: true });
    expect(await db.observerVoters.get([USER, 4_401])).toMatchObject({ voted: false, serverVoted: false });
    expect(await db.observerVoters.count()).toBe(4_500);
  });
});

describe('the first download hands what it stored to the station opened next', () => {
  const path = '/api/patronage/my-observer-voters-new/';
  const list = (ids: number[]) => ({ qvs: [{ id: 10, code: '1' }, { id: 11, code: '2' }], voters: ids.map((id) => observerVoter(id)) });

  it('offers the stored records, equal to the table, once', async () => {
    serve({ [path]: list([1, 2, 3, 4]) });
    const justStored = new JustStored<LocalObserverVoter>();
    await downloadObserverList(USER, undefined, justStored);
    const offered = justStored.take();
    expect(offered).toEqual(await db.observerVoters.toArray());
    expect(offered?.map((v) => v.folded)).toEqual(['ermal cela', 'ermal cela', 'ermal cela', 'ermal cela']);
    expect(justStored.take()).toBeUndefined();
  });

  it('offers nothing on a refresh: an open station reloads from the table', async () => {
    serve({ [path]: list([1, 2]) });
    await downloadObserverList(USER);
    const justStored = new JustStored<LocalObserverVoter>();
    await downloadObserverList(USER, undefined, justStored);
    expect(justStored.take()).toBeUndefined();
  });

  it('a vote stored while the download stores, or any write once offered, makes the copy stale', async () => {
    serve({ [path]: list([1, 2]) });
    const duringStore = new JustStored<LocalObserverVoter>();
    let vote: Promise<unknown> | undefined;
    // Another tab's vote, committed after the download's last chunk and before the offer.
    await downloadObserverList(
      USER,
      (done, total) => {
        if (total > 0 && done === total) vote = setObserverVote(USER, OBSERVER, 1, true);
      },
      duringStore,
    );
    await vote;
    expect(await db.observerVoters.get([USER, 1])).toMatchObject({ voted: true });
    expect(duringStore.take()).toBeUndefined();

    await Promise.all([db.observerVoters.clear(), db.outbox.clear()]);
    const afterOffer = new JustStored<LocalObserverVoter>();
    await downloadObserverList(USER, undefined, afterOffer);
    await db.observerVoters.update([USER, 2], { serverVoted: true });
    expect(afterOffer.take()).toBeUndefined();
  });
});
