import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmigrantReference } from '../../contract/emigrant-references';
import { db } from '../../db/database';
import { downloadedAtKey } from '../../db/meta-keys';
import { recordSignIn } from '../../db/session';
import { emigrantKind, type EmigrantDesired } from '../../sync/kinds/emigrant-kinds';
import { urlOf } from '../../sync/testing/url-of';
import {
  createEmigrantReference,
  deleteEmigrantReference,
  downloadCountries,
  downloadEmigrantReferences,
  emigrantRowKey,
  resolveEmigrantConflict,
  listFetchOptions,
  saveEmigrantReference,
  takeServerEmigrantEdit,
} from './store';
import { EDIT, GERMANY, ITALY, USER } from './test-fixtures';

function listed(id: number, overrides: Partial<EmigrantReference> = {}): EmigrantReference {
  return { id, country: ITALY, ...EDIT, create_date: '2025-03-10T09:00:00.000Z', ...overrides };
}

/** Serves the given bodies by path, as the network would (a unit-test stand-in, not our server). */
function serve(bodies: Record<string, unknown>): string[] {
  const seen: string[] = [];
  listFetchOptions.baseUrl = '';
  listFetchOptions.fetch = (url: RequestInfo | URL) => {
    seen.push(urlOf(url));
    const body = bodies[urlOf(url)];
    return Promise.resolve(body === undefined ? new Response('{"Error":"no"}', { status: 404 }) : new Response(JSON.stringify(body), { status: 200 }));
  };
  return seen;
}

const LIST = '/api/patronage/my-emigrant-references/?offset=0&limit=500';

async function record(key: string) {
  const found = await db.emigrantReferences.get([USER, key]);
  if (!found) throw new Error(`reference ${key} is not on the device`);
  return found;
}

async function desiredOf(key: string): Promise<EmigrantDesired | undefined> {
  return (await db.outbox.get(emigrantRowKey(await record(key))))?.desired as EmigrantDesired | undefined;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await recordSignIn({ userId: USER, token: 'tok' });
});
afterEach(() => {
  delete listFetchOptions.fetch;
  delete listFetchOptions.baseUrl;
});

describe('emigrant-references store', () => {
  it('downloads the list and the countries, and notes when', async () => {
    serve({ [LIST]: { data: [listed(41), listed(42, { country: GERMANY, name: 'Ana' })], count: 2 }, '/api/patronage/country-emigrant/': [ITALY, GERMANY] });
    await Promise.all([downloadEmigrantReferences(USER), downloadCountries(USER)]);
    expect((await record('42')).state).toEqual({ exists: true, value: { ...EDIT, name: 'Ana' } });
    expect((await record('42')).folded.name).toBe('ana');
    expect(await db.countries.toArray()).toEqual([ITALY, GERMANY]);
    expect((await db.meta.get(downloadedAtKey('emigrant', USER)))?.value).toEqual(expect.any(Number));
  });

  it('creates under a local id with its create in the outbox; an edit before it is sent travels with it', async () => {
    const key = await createEmigrantReference(USER, GERMANY, { ...EDIT, name: ' Ana ' });
    expect(key).toMatch(/^local-/);
    expect(await record(key)).toMatchObject({ country: GERMANY, state: { exists: true, value: { name: 'Ana' } }, serverState: { exists: false } });
    await saveEmigrantReference(USER, await record(key), { ...EDIT, name: 'Besa', referues_name: '' });
    expect(await desiredOf(key)).toEqual({ exists: true, value: { ...EDIT, name: 'Besa', referues_name: null }, base: null, fixed: { country_id: GERMANY.id } });
    expect((await record(key)).folded.name).toBe('besa');
    expect(await db.outbox.count()).toBe(1);
  });

  it('a delete before the create was sent leaves nothing on the device or in the outbox', async () => {
    const key = await createEmigrantReference(USER, ITALY, EDIT);
    await deleteEmigrantReference(USER, await record(key));
    expect(await db.emigrantReferences.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("edits a downloaded reference against the server's values, keeping the country", async () => {
    serve({ [LIST]: { data: [listed(41)], count: 1 } });
    await downloadEmigrantReferences(USER);
    await saveEmigrantReference(USER, await record('41'), { ...EDIT, phone: '+39 999' });
    expect(await desiredOf('41')).toEqual({ exists: true, value: { ...EDIT, phone: '+39 999' }, base: EDIT, fixed: { country_id: ITALY.id }, touched: ['phone'] });
    expect((await record('41')).state.value?.phone).toBe('+39 999');
  });

  describe('a conflict, field by field', () => {
    // The member changed the phone (Y); another device changed the city (X) and the phone.
    beforeEach(async () => {
      serve({ [LIST]: { data: [listed(41)], count: 1 } });
      await downloadEmigrantReferences(USER);
      await saveEmigrantReference(USER, await record('41'), { ...EDIT, phone: '+39 999' });
      await db.outbox.update(emigrantRowKey(await record('41')), { state: 'attention', attentionStatus: 409, lastError: '409' });
      serve({ [LIST]: { data: [listed(41, { city: 'Torino', phone: '+39 222' })], count: 1 } });
      await downloadEmigrantReferences(USER);
    });

    it("mine for the phone: a change based on the server's phone alone, keeping the server's city", async () => {
      await resolveEmigrantConflict(USER, await record('41'), { phone: 'mine' });
      const row = await db.outbox.get(emigrantRowKey(await record('41')));
      expect(row?.state).toBe('pending');
      const plan = row && emigrantKind.request(row, { entityId: '41', serverId: '41' });
      expect(plan?.body).toEqual({ country_id: ITALY.id, ...EDIT, city: 'Torino', phone: '+39 999', base: { phone: '+39 222' } });
    });

    it("the server's phone: nothing of the member's is left, so no row", async () => {
      await resolveEmigrantConflict(USER, await record('41'), { phone: 'theirs' });
      expect(await db.outbox.count()).toBe(0);
      expect((await record('41')).state).toEqual({ exists: true, value: { ...EDIT, city: 'Torino', phone: '+39 222' } });
    });
  });

  it("taking the server's values drops the member's change", async () => {
    serve({ [LIST]: { data: [listed(41)], count: 1 } });
    await downloadEmigrantReferences(USER);
    await saveEmigrantReference(USER, await record('41'), { ...EDIT, phone: '+39 999' });
    await takeServerEmigrantEdit(USER, await record('41'));
    expect(await db.outbox.count()).toBe(0);
    expect((await record('41')).state).toEqual({ exists: true, value: EDIT });
  });

  it('a delete of a downloaded reference hides it at once and waits in the outbox', async () => {
    serve({ [LIST]: { data: [listed(41)], count: 1 } });
    await downloadEmigrantReferences(USER);
    await deleteEmigrantReference(USER, await record('41'));
    expect((await record('41')).state).toEqual({ exists: false, value: null });
    expect(await desiredOf('41')).toMatchObject({ exists: false });
  });
});
