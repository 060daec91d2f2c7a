import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { WATERMARK_HEADER } from '../contract/headers';
import type { DiasporaReference } from '../contract/diaspora-references';
import type { EmigrantReference } from '../contract/emigrant-references';
import type { EmigrantReferenceEdit } from '../contract/emigrant-reference-edit';
import { TerrenDb, type LocalEmigrantReference } from '../db/database';
import { DexieOutboxStore } from '../sync/adapters/dexie-store';
import { dexieTokens } from '../sync/adapters/dexie-tokens';
import { createFetchTransport } from '../sync/adapters/fetch-transport';
import { SyncEngine } from '../sync/engine';
import type { EmigrantDesired } from '../sync/kinds/emigrant-kinds';
import { isLocalId } from '../sync/local-id';
import { MemoryLock } from '../sync/memory-lock';
import { entityIdOf } from '../sync/outbox-row';
import { isConflict } from '../sync/outbox-rules';
import { systemClock } from '../sync/system-clock';
import { FakeNetwork } from '../sync/testing/fake-network';
import { urlOf } from '../sync/testing/url-of';
import { createRecord } from './collection-create';
import { storeDownload } from './collection-download';
import { registryHooks } from './collection-hooks';
import { setIntent } from './collection-write';
import { diasporaStatuses } from './diaspora-statuses';
import { NOT_CREATED } from './editable-records';
import { emigrantReferences, foldedEmigrant } from './emigrant-references';
import { collectionKinds } from './registry';
import { COUNTRY, FLAGS, ModelServer } from './testing/model-server';

/**
 * A model-based property test of the collection layer: two devices of ONE member (two TerrenDb
 * over fake-indexeddb, each with the real engine, DexieOutboxStore with the registry's hooks and
 * the real fetch transport, distinct client ids) and a third party writing straight into a model
 * server (testing/model-server.ts: the watermark, the per-device sequence rule, client_ref
 * creates, 409 on a stale base, flags answered whole).
 *
 * Random steps: creates, edits, deletes and flags on either device; third-party edits, deletes and
 * flags; list downloads read at one step and stored at a later one (so reads race the sends);
 * drains whose requests are lost (not applied) or whose answers are lost (applied, the device sees
 * a network failure); offline / online; a reload (a new engine over the same database).
 *
 * The oracle, once the network heals: every device drains until its outbox is empty or holds only
 * rows needing the member (a 409, or an edit of a record deleted elsewhere: resolved by "take the
 * server's" = discard), stores every list it still held (read earlier), downloads both lists: its
 * tables equal the server's lists (no ghost, none missing, no stale field, no pending mark left),
 * one record per client_ref, no field a device wrote that it never meant, and every local change
 * either reached the server or was overwritten later by another writer (or discarded by the
 * member).
 *
 * `PROPERTY_RUNS=10000 npx vitest run --project unit src/collections/collections.property.test.ts`
 */
const ENV = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const RUNS = Number(ENV.PROPERTY_RUNS ?? 60);
/** `PROPERTY_SEED=<seed> PROPERTY_PATH=<path>` replays a failure fast-check reported; `PROPERTY_TRACE=1` prints each step of device A. */
const REPLAY = ENV.PROPERTY_SEED === undefined ? {} : { seed: Number(ENV.PROPERTY_SEED), ...(ENV.PROPERTY_PATH ? { path: ENV.PROPERTY_PATH } : {}) };
const USER = 1;
const TEXTS = ['Roma', 'Bari', 'Fier'];
const EDIT_FIELDS = ['city', 'name', 'phone'] as const;
const HEAL_ROUNDS = 12;
/**
 * `PROPERTY_LATE_LISTS=after` stores the lists a device still held after the final list instead of
 * before it: it finds the ghost of download-order-lists.test.ts (an older list after a newer one).
 */
const LATE_AFTER = ENV.PROPERTY_LATE_LISTS === 'after';

type DeviceName = 'A' | 'B';
type FaultKind = 'ok' | 'lost-request' | 'lost-answer';
type ListKind = 'emigrant' | 'diaspora';

type Action =
  | { t: 'create'; d: DeviceName; text: string }
  | { t: 'edit'; d: DeviceName; pick: number; field: (typeof EDIT_FIELDS)[number]; text: string }
  | { t: 'delete'; d: DeviceName; pick: number }
  | { t: 'flag'; d: DeviceName; pick: number; flag: (typeof FLAGS)[number] }
  | { t: 'third-edit'; pick: number; field: (typeof EDIT_FIELDS)[number]; text: string }
  | { t: 'third-delete'; pick: number }
  | { t: 'third-flag'; pick: number; flag: (typeof FLAGS)[number]; on: boolean }
  | { t: 'read'; d: DeviceName; list: ListKind }
  | { t: 'store'; d: DeviceName; pick: number }
  | { t: 'drain'; d: DeviceName; faults: FaultKind[] }
  | { t: 'offline'; d: DeviceName }
  | { t: 'online'; d: DeviceName }
  | { t: 'reload'; d: DeviceName };

const device = fc.constantFrom<DeviceName>('A', 'B');
const text = fc.constantFrom(...TEXTS);
const pick = fc.nat(7);
const field = fc.constantFrom(...EDIT_FIELDS);
const flag = fc.constantFrom(...FLAGS);
const fault = fc.oneof({ weight: 3, arbitrary: fc.constant<FaultKind>('ok') }, { weight: 2, arbitrary: fc.constantFrom<FaultKind>('lost-request', 'lost-answer') });

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('create' as const), d: device, text }) },
  { weight: 5, arbitrary: fc.record({ t: fc.constant('edit' as const), d: device, pick, field, text }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('delete' as const), d: device, pick }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('flag' as const), d: device, pick, flag }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('third-edit' as const), pick, field, text }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('third-delete' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('third-flag' as const), pick, flag, on: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('read' as const), d: device, list: fc.constantFrom<ListKind>('emigrant', 'diaspora') }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('store' as const), d: device, pick }) },
  { weight: 5, arbitrary: fc.record({ t: fc.constant('drain' as const), d: device, faults: fc.array(fault, { maxLength: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('offline' as const), d: device }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('online' as const), d: device }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reload' as const), d: device }) },
);

interface Held {
  list: ListKind;
  items: EmigrantReference[] | DiasporaReference[];
  watermark: number;
}

/** A local change: of which entity ('e:<id or local id>' / 'd:<id>'), which field, to what, and the server's counter when it was made. */
interface Intent {
  entity: string;
  field: string;
  value: unknown;
  at: number;
  /**
   * Back to the value the device knew the server held: no change to send (the row is dropped, as
   * planWrite does), so a change made elsewhere that the device had not seen yet stands.
   */
  revert?: boolean;
}

interface Device {
  name: DeviceName;
  db: TerrenDb;
  store: DexieOutboxStore;
  engine: SyncEngine;
  offline: boolean;
  faults: FaultKind[];
  held: Held[];
  /** Every intent, in order: the last per entity field must hold, and no field is written that the device never meant. */
  ever: Intent[];
  /** Entities whose change the member discarded (take the server's). */
  discarded: Set<string>;
}

interface Counts {
  operations: number;
  faults: Record<FaultKind | 'offline', number>;
  ghosts: number;
  missing: number;
  lostFields: number;
  unintended: number;
  staleFields: number;
  staleMarks: number;
  duplicates: number;
  conflictsResolved: number;
  worstHealDrains: number;
}

const total: Counts & { runs: number; ms: number } = {
  runs: 0,
  ms: 0,
  operations: 0,
  faults: { ok: 0, 'lost-request': 0, 'lost-answer': 0, offline: 0 },
  ghosts: 0,
  missing: 0,
  lostFields: 0,
  unintended: 0,
  staleFields: 0,
  staleMarks: 0,
  duplicates: 0,
  conflictsResolved: 0,
  worstHealDrains: 0,
};

let dbSeq = 0;

function engineFor(dev: Omit<Device, 'engine'>, server: ModelServer, counts: Counts): SyncEngine {
  return new SyncEngine({
    store: dev.store,
    transport: createFetchTransport({
      kinds: collectionKinds,
      clientId: () => Promise.resolve(dev.name),
      files: (key) => dev.db.outboxFiles.get(key),
      fetch: (url: RequestInfo | URL, init?: RequestInit) => {
        const kind: FaultKind | 'offline' = dev.offline ? 'offline' : (dev.faults.shift() ?? 'ok');
        counts.faults[kind] += 1;
        if (kind === 'offline' || kind === 'lost-request') return Promise.reject(new TypeError('Failed to fetch'));
        const body = init?.body;
        const answer = server.handle({
          method: init?.method ?? 'GET',
          path: urlOf(url),
          body: typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined,
          headers: (init?.headers ?? {}) as Record<string, string>,
        });
        if (ENV.PROPERTY_TRACE) console.log('  →', dev.name, kind, init?.method, urlOf(url), typeof body === 'string' ? body : '', answer.status, JSON.stringify(answer.body));
        if (kind === 'lost-answer') return Promise.reject(new TypeError('Failed to fetch'));
        const text = answer.body === null || answer.status === 204 ? null : JSON.stringify(answer.body);
        return Promise.resolve(new Response(text, { status: answer.status, headers: { 'content-type': 'application/json', [WATERMARK_HEADER]: String(answer.watermark) } }));
      },
    }),
    tokens: dexieTokens(dev.db),
    clock: systemClock,
    network: new FakeNetwork(),
    lock: new MemoryLock(),
    scheduleRetries: false,
  });
}

async function openDevice(name: DeviceName, server: ModelServer, counts: Counts): Promise<Device> {
  const db = new TerrenDb(`collections-property-${name}-${++dbSeq}`);
  await db.open();
  await db.session.put({ userId: USER, token: 'tok', signedInAt: 0 });
  const dev: Omit<Device, 'engine'> & { engine?: SyncEngine } = { name, db, store: new DexieOutboxStore(db, registryHooks), offline: false, faults: [], held: [], ever: [], discarded: new Set<string>() };
  // The transport reads the device's faults and offline flag from this very object.
  dev.engine = engineFor(dev, server, counts);
  return dev as Device;
}

function intend(dev: Device, intent: Intent): void {
  dev.ever.push(intent);
}

const emigrantDesired = (value: EmigrantReferenceEdit, exists = true): EmigrantDesired => ({ exists, value, base: null, fixed: { country_id: COUNTRY.id } });

function read(server: ModelServer, list: ListKind): Held {
  return list === 'emigrant' ? { list, ...server.emigrantList() } : { list, ...server.diasporaList() };
}

async function storeHeld(dev: Device, held: Held): Promise<void> {
  if (held.list === 'emigrant') await storeDownload(dev.db, emigrantReferences, USER, held.items as EmigrantReference[], held.watermark);
  else await storeDownload(dev.db, diasporaStatuses, USER, held.items as DiasporaReference[], held.watermark);
}

function nth<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

async function existingEmigrants(dev: Device): Promise<LocalEmigrantReference[]> {
  const all = await dev.db.emigrantReferences.where('userId').equals(USER).toArray();
  return all.filter((record) => record.state.exists && record.state.value !== null).sort((a, b) => String(a.key).localeCompare(String(b.key)));
}

async function step(action: Action, devices: Record<DeviceName, Device>, server: ModelServer, counts: Counts): Promise<void> {
  counts.operations += 1;
  switch (action.t) {
    case 'create': {
      const dev = devices[action.d];
      const value: EmigrantReferenceEdit = { city: action.text, city_albania: 'Fier', name: 'Ana', surname: 'Hoxha', phone: '+39 1', referues_name: null };
      const localId = await createRecord(
        dev.db,
        emigrantReferences,
        USER,
        (key) => ({ userId: USER, key, country: COUNTRY, create_date: '2026-11-23T10:00:00.000Z', state: { exists: true as const, value }, serverState: NOT_CREATED, folded: foldedEmigrant(value) }),
        emigrantDesired(value),
      );
      const at = server.counter;
      intend(dev, { entity: `e:${localId}`, field: 'exists', value: true, at });
      for (const [name, v] of Object.entries(value)) intend(dev, { entity: `e:${localId}`, field: name, value: v, at });
      return;
    }
    case 'edit': {
      const dev = devices[action.d];
      const record = nth(await existingEmigrants(dev), action.pick);
      // The form saves only a change of what it shows.
      if (!record?.state.value || record.state.value[action.field] === action.text) return;
      const value = { ...record.state.value, [action.field]: action.text };
      await setIntent(dev.db, emigrantReferences, USER, record.key, emigrantDesired(value));
      intend(dev, { entity: `e:${record.key}`, field: action.field, value: action.text, at: server.counter, revert: record.serverState.value?.[action.field] === action.text });
      return;
    }
    case 'delete': {
      const dev = devices[action.d];
      const record = nth(await existingEmigrants(dev), action.pick);
      if (!record?.state.value) return;
      await setIntent(dev.db, emigrantReferences, USER, record.key, emigrantDesired(record.state.value, false));
      intend(dev, { entity: `e:${record.key}`, field: 'exists', value: false, at: server.counter });
      return;
    }
    case 'flag': {
      const dev = devices[action.d];
      const all = await dev.db.diasporaStatuses.where('userId').equals(USER).sortBy('key');
      const record = nth(all, action.pick);
      if (!record) return;
      // The screen's checkbox: a tap turns the flag it shows the other way.
      const on = !record.status[action.flag];
      await setIntent(dev.db, diasporaStatuses, USER, record.key, { value: { ...record.status, [action.flag]: on }, base: null });
      intend(dev, { entity: `d:${record.key}`, field: action.flag, value: on, at: server.counter, revert: record.serverStatus[action.flag] === on });
      return;
    }
    case 'third-edit': {
      const id = nth([...server.emigrants.keys()].sort(), action.pick);
      if (id !== undefined) server.thirdPartyEdit(id, action.field, action.text);
      return;
    }
    case 'third-delete': {
      const id = nth([...server.emigrants.keys()].sort(), action.pick);
      if (id !== undefined) server.thirdPartyDelete(id);
      return;
    }
    case 'third-flag': {
      const id = nth([...server.flags.keys()].sort(), action.pick);
      if (id !== undefined) server.thirdPartyFlag(id, action.flag, action.on);
      return;
    }
    case 'read':
      devices[action.d].held.push(read(server, action.list));
      return;
    case 'store': {
      const dev = devices[action.d];
      if (dev.held.length === 0) return;
      const [held] = dev.held.splice(action.pick % dev.held.length, 1);
      if (held) await storeHeld(dev, held);
      return;
    }
    case 'drain': {
      const dev = devices[action.d];
      dev.faults = [...action.faults];
      await dev.engine.expedite();
      dev.faults = [];
      return;
    }
    case 'offline':
      devices[action.d].offline = true;
      return;
    case 'online':
      devices[action.d].offline = false;
      return;
    case 'reload': {
      const dev = devices[action.d];
      await dev.engine.stop();
      dev.engine = engineFor(dev, server, counts);
      return;
    }
  }
}

/** The healed network: drain until only the member's decisions are left, take the server's, drain again. Returns the drains it took. */
async function heal(dev: Device, counts: Counts): Promise<number> {
  dev.offline = false;
  dev.faults = [];
  for (let round = 1; round <= HEAL_ROUNDS; round++) {
    await dev.engine.expedite();
    const rows = await dev.db.outbox.toArray();
    if (rows.length === 0) return round;
    if (rows.some((row) => row.state === 'pending')) continue;
    for (const row of rows) {
      // A 409, or an edit of a record deleted elsewhere (404 'gone'): the member takes the server's.
      if (isConflict(row) || row.attentionStatus === 404) {
        counts.conflictsResolved += 1;
        dev.discarded.add(`${row.kind === 'diaspora-status' ? 'd' : 'e'}:${entityIdOf(row)}`);
        await dev.store.discard(row.key);
      }
    }
  }
  return HEAL_ROUNDS + 1;
}

/** The server's id of an entity key ('e:local-…' → the id its create made), undefined when it never was created. */
function serverEntity(server: ModelServer, entity: string): string | undefined {
  const [prefix, id] = [entity.slice(0, 1), entity.slice(2)];
  if (!isLocalId(id)) return entity;
  const created = server.createdFor.get(id)?.[0];
  return created === undefined ? undefined : `${prefix}:${created}`;
}

function serverValue(server: ModelServer, entity: string, field: string): unknown {
  const id = Number(entity.slice(2));
  if (entity.startsWith('d:')) return server.flags.get(id)?.[field as (typeof FLAGS)[number]];
  if (field === 'exists') return server.emigrants.has(id);
  return server.emigrants.get(id)?.[field as keyof EmigrantReferenceEdit];
}

async function check(dev: Device, server: ModelServer, counts: Counts, failures: string[]): Promise<void> {
  const say = (what: string) => failures.push(`${dev.name}: ${what}`);
  // Tables against the server's lists.
  const emigrants = await dev.db.emigrantReferences.where('userId').equals(USER).toArray();
  for (const record of emigrants) {
    const onServer = server.emigrants.get(Number(record.key));
    if (!onServer) {
      counts.ghosts += 1;
      say(`ghost emigrant ${record.key} ${JSON.stringify(record.state)}`);
    } else if (JSON.stringify(record.state) !== JSON.stringify({ exists: true, value: onServer }) || JSON.stringify(record.serverState) !== JSON.stringify(record.state)) {
      counts.staleFields += 1;
      say(`stale emigrant ${record.key}: ${JSON.stringify(record.state)} / ${JSON.stringify(record.serverState)} vs ${JSON.stringify(onServer)}`);
    }
  }
  for (const id of server.emigrants.keys()) {
    if (!emigrants.some((record) => record.key === String(id))) {
      counts.missing += 1;
      say(`missing emigrant ${id}`);
    }
  }
  const statuses = await dev.db.diasporaStatuses.where('userId').equals(USER).toArray();
  for (const record of statuses) {
    const onServer = server.flags.get(Number(record.key));
    if (!onServer) {
      counts.ghosts += 1;
      say(`ghost diaspora status ${record.key}`);
    } else if (JSON.stringify(record.status) !== JSON.stringify(onServer) || JSON.stringify(record.serverStatus) !== JSON.stringify(onServer)) {
      counts.staleFields += 1;
      say(`stale flags ${record.key}: ${JSON.stringify(record.status)} / ${JSON.stringify(record.serverStatus)} vs ${JSON.stringify(onServer)}`);
    }
  }
  if (statuses.length !== server.flags.size) {
    counts.missing += server.flags.size - statuses.length;
    say(`flags: ${statuses.length} records for ${server.flags.size}`);
  }
  const rows = await dev.db.outbox.toArray();
  if (rows.length > 0) {
    counts.staleMarks += rows.length;
    say(`rows left: ${JSON.stringify(rows.map((row) => [row.key, row.state, row.attentionStatus, row.lastError]))}`);
  }
  // Every last local change reached the server, or a later writer (or the member) replaced it.
  const discarded = new Set([...dev.discarded].map((entity) => serverEntity(server, entity) ?? entity));
  // A record created here is edited under its local id, then under its server id once the create
  // is known: both name one entity, whose last change is the one that counts.
  const resolved = (entity: string) => serverEntity(server, entity) ?? entity;
  const last = new Map<string, Intent>();
  for (const intent of dev.ever) last.set(`${resolved(intent.entity)}|${intent.field}`, intent);
  for (const intent of last.values()) {
    const entity = serverEntity(server, intent.entity);
    if (entity === undefined) {
      // Never created: fine only if the member deleted it before it went out.
      if (last.get(`${resolved(intent.entity)}|exists`)?.value === false) continue;
      counts.lostFields += 1;
      say(`create ${intent.entity} never reached the server`);
      continue;
    }
    if (intent.revert === true || discarded.has(entity) || dev.discarded.has(intent.entity)) continue;
    // The device deleted it after: its edits are superseded (no edit can follow a delete, the record leaves the device).
    if (intent.field !== 'exists' && last.get(`${entity}|exists`)?.value === false) continue;
    if (serverValue(server, entity, intent.field) === intent.value) continue;
    const later = (key: string) => {
      const write = server.fieldWrites.get(key);
      return write !== undefined && write.at > intent.at && (write.writer !== dev.name || key.endsWith(':exists'));
    };
    if (later(`${entity}:${intent.field}`) || later(`${entity}:exists`)) continue;
    counts.lostFields += 1;
    say(`lost ${intent.entity} (${entity}) ${intent.field}=${JSON.stringify(intent.value)} made at ${intent.at}; server has ${JSON.stringify(serverValue(server, entity, intent.field))}, last write ${JSON.stringify(server.fieldWrites.get(`${entity}:${intent.field}`))}`);
  }
  // No field this device wrote that it never meant (a whole-record PUT or a flag set writing over another's change).
  const meant = new Set(dev.ever.map((intent) => `${serverEntity(server, intent.entity) ?? intent.entity}|${intent.field}|${JSON.stringify(intent.value)}`));
  for (const write of server.deviceWrites) {
    if (write.writer !== dev.name || meant.has(`${write.entity}|${write.field}|${JSON.stringify(write.value)}`)) continue;
    counts.unintended += 1;
    say(`wrote ${write.entity} ${write.field}=${JSON.stringify(write.value)} it never meant`);
  }
}

async function run(actions: readonly Action[], storeOrder: readonly number[]): Promise<Counts> {
  const counts: Counts = {
    operations: 0,
    faults: { ok: 0, 'lost-request': 0, 'lost-answer': 0, offline: 0 },
    ghosts: 0,
    missing: 0,
    lostFields: 0,
    unintended: 0,
    staleFields: 0,
    staleMarks: 0,
    duplicates: 0,
    conflictsResolved: 0,
    worstHealDrains: 0,
  };
  const server = new ModelServer();
  server.seedEmigrant(9, { city: 'Milano', city_albania: 'Fier', name: 'Ana', surname: 'Hoxha', phone: '+39 333 1', referues_name: null });
  server.seedEmigrant(10, { city: 'Torino', city_albania: 'Vlorë', name: 'Besa', surname: 'Kola', phone: '+39 333 2', referues_name: null });
  server.seedDiaspora(20, { per_registered: false, envelope_received: false, voted: false });
  server.seedDiaspora(21, { per_registered: true, envelope_received: false, voted: false });
  const devices = { A: await openDevice('A', server, counts), B: await openDevice('B', server, counts) };
  const failures: string[] = [];
  try {
    for (const dev of Object.values(devices)) {
      await storeHeld(dev, read(server, 'emigrant'));
      await storeHeld(dev, read(server, 'diaspora'));
    }
    for (const action of actions) {
      await step(action, devices, server, counts);
      if (ENV.PROPERTY_TRACE) {
        const a = devices.A.db;
        console.log(JSON.stringify(action), '\n  server', JSON.stringify([...server.emigrants]), '\n  records', JSON.stringify((await a.emigrantReferences.toArray()).map((r) => [r.key, r.state.value?.city, r.serverState.value?.city])), '\n  outbox', JSON.stringify((await a.outbox.toArray()).map((r) => [r.key, r.state, r.sentVersion, r.desired])));
      }
    }
    for (const dev of Object.values(devices)) counts.worstHealDrains = Math.max(counts.worstHealDrains, await heal(dev, counts));
    if (ENV.PROPERTY_TRACE) {
      const a = devices.A.db;
      console.log('HEALED', '\n  server', JSON.stringify([...server.emigrants]), '\n  records', JSON.stringify((await a.emigrantReferences.toArray()).map((r) => [r.key, r.state.value?.city, r.serverState.value?.city, r.serverAt])), '\n  outbox', JSON.stringify((await a.outbox.toArray()).map((r) => [r.key, r.state, r.sentVersion, r.desired])), JSON.stringify(await a.tombstones.toArray()));
    }
    for (const dev of Object.values(devices)) {
      // The lists it still held, read before the heal's sends and arriving after them, in a random
      // order. (Before the final list, not after it: an older list stored after a newer one can
      // bring back a record deleted between them, see download-order-lists.test.ts.)
      if (LATE_AFTER) {
        await storeHeld(dev, read(server, 'emigrant'));
        await storeHeld(dev, read(server, 'diaspora'));
      }
      const late = [...dev.held];
      dev.held = [];
      for (const index of storeOrder) {
        if (late.length === 0) break;
        const [held] = late.splice(index % late.length, 1);
        if (held) await storeHeld(dev, held);
      }
      for (const held of late) await storeHeld(dev, held);
      if (!LATE_AFTER) {
        await storeHeld(dev, read(server, 'emigrant'));
        await storeHeld(dev, read(server, 'diaspora'));
      }
    }
    for (const ids of server.createdFor.values()) counts.duplicates += ids.length - 1;
    for (const dev of Object.values(devices)) await check(dev, server, counts, failures);
  } finally {
    for (const dev of Object.values(devices)) {
      await dev.engine.stop();
      await dev.db.delete();
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
  return counts;
}

function add(counts: Counts): void {
  total.runs += 1;
  total.operations += counts.operations;
  for (const kind of Object.keys(counts.faults) as (keyof Counts['faults'])[]) total.faults[kind] += counts.faults[kind];
  total.ghosts += counts.ghosts;
  total.missing += counts.missing;
  total.lostFields += counts.lostFields;
  total.unintended += counts.unintended;
  total.staleFields += counts.staleFields;
  total.staleMarks += counts.staleMarks;
  total.duplicates += counts.duplicates;
  total.conflictsResolved += counts.conflictsResolved;
  total.worstHealDrains = Math.max(total.worstHealDrains, counts.worstHealDrains);
}

afterAll(() => {
  console.log(
    `collections property: ${total.runs} runs in ${Math.round(total.ms)} ms, ${total.operations} operations, faults ${JSON.stringify(total.faults)}, ` +
      `ghosts ${total.ghosts}, missing ${total.missing}, lost fields ${total.lostFields}, unintended writes ${total.unintended}, stale fields ${total.staleFields}, ` +
      `stale marks ${total.staleMarks}, duplicates ${total.duplicates}, conflicts taken from the server ${total.conflictsResolved}, worst drains to converge ${total.worstHealDrains}`,
  );
});

describe('the collection layer on two devices of one member, against a model server', () => {
  it(`converges with no ghost, no lost or stale field and no duplicate (${RUNS} runs)`, { timeout: Math.max(600_000, RUNS * 500) }, async () => {
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 60, size: 'medium' }), fc.array(fc.nat(5), { maxLength: 6 }), async (actions, storeOrder) => {
        add(await run(actions, storeOrder));
      }),
      { numRuns: RUNS, ...REPLAY },
    );
    total.ms = performance.now() - started;
    expect(total.ghosts + total.missing + total.lostFields + total.unintended + total.staleFields + total.staleMarks + total.duplicates).toBe(0);
  });
});
