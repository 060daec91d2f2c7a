import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SyncEngine } from './engine';
import type { KindSpec } from './kinds/kind-spec';
import { isLocalId, newLocalId } from './local-id';
import { MemoryLock } from './memory-lock';
import { MemoryOutboxStore } from './memory-store';
import type { SendOutcome } from './ports';
import { systemClock } from './system-clock';
import { FakeNetwork } from './testing/fake-network';
import { FakeTransport } from './testing/fake-transport';
import { MemoryTokens } from './testing/memory-tokens';

/**
 * A generic record created offline ("thing"), standing in for referred voters, diaspora
 * references, … The desired state is the whole record plus a `deleted` flag.
 */
const thingDesired = z.object({ deleted: z.boolean(), name: z.string() });

const thingKind: KindSpec = {
  kind: 'thing',
  request(row, target) {
    const desired = thingDesired.parse(row.desired);
    if (target.serverId === null) {
      // Not created yet (or created but its answer was lost): create first, idempotent by local id.
      return {
        method: 'POST',
        path: '/api/things/',
        body: { name: desired.name },
        headers: { 'x-terren-local-id': target.entityId },
        complete: !desired.deleted,
      };
    }
    return desired.deleted
      ? { method: 'DELETE', path: `/api/things/${target.serverId}/`, complete: true }
      : { method: 'PUT', path: `/api/things/${target.serverId}/`, body: { name: desired.name }, complete: true };
  },
  createdId: (body) => String((body as { id: number }).id),
};

/** The server side: records by id, and creates deduplicated by the client's local id. */
class ThingServer {
  readonly things = new Map<number, string>();
  readonly byLocalId = new Map<string, number>();
  readonly log: string[] = [];
  private nextId = 100;

  handle(method: string, path: string, body: unknown, headers: Readonly<Record<string, string>>): { status: number; body: unknown } {
    this.log.push(`${method} ${path}`);
    const name = (body as { name?: string } | undefined)?.name ?? '';
    if (method === 'POST') {
      const localId = headers['x-terren-local-id'] ?? '';
      let id = this.byLocalId.get(localId);
      if (id === undefined) {
        id = this.nextId++;
        this.byLocalId.set(localId, id);
        this.things.set(id, name);
      }
      return { status: 201, body: { id } };
    }
    const id = Number(path.split('/')[3]);
    if (method === 'PUT') this.things.set(id, name);
    if (method === 'DELETE') this.things.delete(id);
    return { status: 200, body: {} };
  }
}

function setup() {
  const server = new ThingServer();
  let loseNextAnswer = false;
  /** key → whether the server is known to hold the entity (record hooks would keep this on the record). */
  const exists = new Map<string, boolean>();
  const store = new MemoryOutboxStore({
    onAcknowledged: (ack) => exists.set(ack.key, !(ack.desired as { deleted: boolean }).deleted || !ack.complete),
  });
  const transport = new FakeTransport((call, row) => {
    const plan = thingKind.request(row, call.target);
    if (plan === null) throw new Error('thing rows never wait');
    const answer = server.handle(plan.method, plan.path, plan.body, plan.headers ?? {});
    if (loseNextAnswer) {
      loseNextAnswer = false;
      return { type: 'retry', retryAfterMs: null, reason: 'network' } satisfies SendOutcome;
    }
    return { type: 'done', complete: plan.complete, createdId: thingKind.createdId?.(answer.body) ?? null } satisfies SendOutcome;
  });
  const tokens = new MemoryTokens();
  tokens.signIn(1, 't');
  const network = new FakeNetwork();
  const engine = new SyncEngine({ store, transport, tokens, clock: systemClock, network, lock: new MemoryLock(), random: () => 1 });

  async function save(localId: string, desired: z.infer<typeof thingDesired>) {
    const key = `thing:${localId}`;
    // A record the server has never seen "holds" only the deleted state.
    const serverHolds = desired.deleted && !(exists.get(key) ?? false);
    await store.write({ key, kind: 'thing', userId: 1, desired }, serverHolds, Date.now());
  }

  return {
    server,
    store,
    engine,
    network,
    save,
    loseNextAnswer: () => {
      loseNextAnswer = true;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('local ids', () => {
  it('look like local-<uuid> and are told apart from server ids', () => {
    const id = newLocalId();
    expect(id).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(isLocalId(id)).toBe(true);
    expect(isLocalId('123')).toBe(false);
    expect(newLocalId()).not.toBe(id);
  });

  it('create + edit offline goes out as one create with the final data', async () => {
    const h = setup();
    const id = newLocalId();
    h.network.online = false;
    await h.save(id, { deleted: false, name: 'Ana' });
    await h.save(id, { deleted: false, name: 'Ana Hoxha' });
    h.network.online = true;
    await h.engine.sync();
    expect(h.server.log).toEqual(['POST /api/things/']);
    expect([...h.server.things.values()]).toEqual(['Ana Hoxha']);
    expect(h.store.all()).toEqual([]);
  });

  it('create + delete before sending sends nothing', async () => {
    const h = setup();
    const id = newLocalId();
    h.network.online = false;
    await h.save(id, { deleted: false, name: 'Ana' });
    await h.save(id, { deleted: true, name: 'Ana' });
    h.network.online = true;
    await h.engine.sync();
    expect(h.server.log).toEqual([]);
    expect(h.store.all()).toEqual([]);
  });

  it('stores the server id before a later edit, which then goes out as PUT /{id}/', async () => {
    const h = setup();
    const id = newLocalId();
    await h.save(id, { deleted: false, name: 'Ana' });
    await h.engine.sync();
    expect(await h.store.serverIdOf(id)).toBe('100');

    await h.save(id, { deleted: false, name: 'Ana Hoxha' });
    await h.save(id, { deleted: true, name: 'Ana Hoxha' });
    await h.engine.sync();
    expect(h.server.log).toEqual(['POST /api/things/', 'DELETE /api/things/100/']);
    expect(h.server.things.size).toBe(0);
  });

  it("a create whose answer was lost, then deleted: re-creates idempotently to learn the id, then deletes", async () => {
    const h = setup();
    const id = newLocalId();
    await h.save(id, { deleted: false, name: 'Ana' });
    h.loseNextAnswer();
    await h.engine.sync();
    expect(h.server.things.size).toBe(1); // it landed, but the device does not know the id
    expect(await h.store.serverIdOf(id)).toBeNull();

    await h.save(id, { deleted: true, name: 'Ana' });
    expect(h.store.all()).toHaveLength(1); // not dropped: the create may have landed
    await vi.advanceTimersByTimeAsync(2_000);
    expect(h.server.log).toEqual(['POST /api/things/', 'POST /api/things/', 'DELETE /api/things/100/']);
    expect(h.server.things.size).toBe(0);
    expect(h.store.all()).toEqual([]);
  });
});
