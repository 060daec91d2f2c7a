import Dexie, { type Table } from 'dexie';
import { isSealed } from '../../db/at-rest/sealed-fields';
import type { TerrenDb } from '../../db/database';
import { META_KEYS } from '../../db/meta-keys';
import type { OutboxRow } from '../outbox-row';
import {
  answersCurrentSend,
  planAcknowledge,
  planAttention,
  planBeginSend,
  planExpedite,
  planReschedule,
  planRetry,
  type RowPlan,
} from '../outbox-rules';
import type { Acknowledgement, DueQuery, OutboxStore, ServerCopy } from '../ports';

/**
 * What a kind of row does to its local record, inside the outbox's transaction (so the record's
 * known server state and the row can never disagree).
 */
export interface DexieRecordHooks {
  /** The tables the hooks touch. */
  tables(db: TerrenDb): Table[];
  /**
   * The server now holds `ack.desired` (or `ack.answered`): record it as the known server state.
   * `settled`: the row goes with this acknowledgement, no newer change of the member waits.
   */
  onAcknowledged(db: TerrenDb, ack: Acknowledgement, now: number, settled: boolean): Promise<void>;
  /** The user threw the row away: put the local record back to the known server state. */
  onDiscarded(db: TerrenDb, row: OutboxRow): Promise<void>;
  /** A refusal's answer said what the server holds (`row` as it stands after the refusal): record it as the known server state. */
  onServerCopy?(db: TerrenDb, row: OutboxRow, copy: ServerCopy): Promise<void>;
}

/** The OutboxStore over IndexedDB. Each method is one Dexie transaction applying outbox-rules.ts. */
export class DexieOutboxStore implements OutboxStore {
  constructor(
    private readonly db: TerrenDb,
    private readonly hooks: Readonly<Record<string, DexieRecordHooks>> = {},
  ) {}

  async claimDue({ userIds, now, exclude, limit }: DueQuery): Promise<OutboxRow[]> {
    if (limit <= 0) return [];
    return this.db.transaction('rw', this.db.outbox, async () => {
      const found: OutboxRow[] = [];
      for (const userId of userIds) {
        const rows = await this.db.outbox
          .where('[userId+state+nextAttemptAt]')
          .between([userId, 'pending', Dexie.minKey], [userId, 'pending', now], true, true)
          .filter((row) => !exclude.has(row.key) && !isSealed(row))
          .limit(limit)
          .toArray();
        found.push(...rows);
      }
      const users = new Set(userIds);
      const claimed: OutboxRow[] = [];
      for (const row of found.sort((a, b) => a.nextAttemptAt - b.nextAttemptAt).slice(0, limit)) {
        const plan = planBeginSend(row, users, now);
        if (plan.action === 'put') claimed.push(plan.row);
      }
      await this.db.outbox.bulkPut(claimed);
      return claimed;
    });
  }

  async nextDueAt({ userIds, exclude }: Omit<DueQuery, 'now' | 'limit'>): Promise<number | null> {
    let earliest: number | null = null;
    for (const userId of userIds) {
      const row = await this.db.outbox
        .where('[userId+state+nextAttemptAt]')
        .between([userId, 'pending', Dexie.minKey], [userId, 'pending', Dexie.maxKey], true, true)
        .filter((r) => !exclude.has(r.key) && !isSealed(r))
        .first();
      if (row && (earliest === null || row.nextAttemptAt < earliest)) earliest = row.nextAttemptAt;
    }
    return earliest;
  }

  async serverIdOf(localId: string): Promise<string | null> {
    return (await this.db.localIds.get(localId))?.serverId ?? null;
  }

  async acknowledge(acks: readonly Acknowledgement[], now: number): Promise<void> {
    if (acks.length === 0) return;
    const kinds = new Set(acks.map((ack) => ack.kind));
    const hookTables = [...kinds].flatMap((kind) => this.hooks[kind]?.tables(this.db) ?? []);
    const tables = [this.db.outbox, this.db.outboxFiles, this.db.localIds, this.db.meta, ...hookTables];
    await this.db.transaction('rw', tables, async () => {
      // The rows in two bulk requests instead of a read and a write per row; folded in order, so
      // even two acknowledgements of one key in a group would end as if applied one by one.
      const keys = [...new Set(acks.map((ack) => ack.key))];
      const rows = await this.db.outbox.bulkGet(keys);
      const state = new Map(keys.map((key, i) => [key, rows[i]]));
      const changed = new Set<string>();
      for (const ack of acks) {
        // A created id is the server's fact whichever page asked: always worth keeping.
        if (ack.localId !== null && ack.createdId !== null) {
          await this.db.localIds.put({ localId: ack.localId, kind: ack.kind, serverId: ack.createdId });
        }
        const plan = planAcknowledge(state.get(ack.key), ack, now);
        if (answersCurrentSend(state.get(ack.key), ack)) await this.hooks[ack.kind]?.onAcknowledged(this.db, ack, now, plan.action === 'delete');
        if (plan.action === 'none') continue;
        state.set(ack.key, plan.action === 'put' ? plan.row : undefined);
        changed.add(ack.key);
      }
      const gone = [...changed].filter((key) => state.get(key) === undefined);
      const kept = [...changed].flatMap((key) => state.get(key) ?? []);
      await this.db.outbox.bulkDelete(gone);
      await this.db.outbox.bulkPut(kept);
      // An upload's file stays on the device until the server has it, and not a moment longer.
      await this.db.outboxFiles.bulkDelete(gone);
      await this.db.meta.put({ key: META_KEYS.lastSyncAt, value: now });
    });
  }

  async reschedule(key: string, attempts: number, nextAttemptAt: number): Promise<void> {
    await this.update(key, (row) => planReschedule(row, attempts, nextAttemptAt));
  }

  async markAttention(key: string, version: number, message: string, now: number, status: number | null = null, serverCopy?: ServerCopy): Promise<void> {
    const hooks = serverCopy === undefined ? undefined : await this.hooksOf(key);
    const tables = hooks?.onServerCopy ? hooks.tables(this.db) : [];
    await this.db.transaction('rw', [this.db.outbox, ...tables], async () => {
      const row = await this.db.outbox.get(key);
      const plan = planAttention(row, version, message, now, status);
      await this.apply(key, plan);
      if (row && serverCopy) await hooks?.onServerCopy?.(this.db, plan.action === 'put' ? plan.row : row, serverCopy);
    });
  }

  async expedite(userIds: readonly number[], now: number): Promise<void> {
    await this.db.transaction('rw', this.db.outbox, async () => {
      for (const userId of userIds) {
        const waiting = await this.db.outbox
          .where('[userId+state+nextAttemptAt]')
          .between([userId, 'pending', now], [userId, 'pending', Dexie.maxKey], false, true)
          .toArray();
        for (const row of waiting) await this.apply(row.key, planExpedite(row, now));
      }
    });
  }

  async retry(key: string, now: number): Promise<void> {
    await this.update(key, (row) => planRetry(row, now));
  }

  async discard(key: string): Promise<void> {
    const hooks = await this.hooksOf(key);
    await this.db.transaction('rw', [this.db.outbox, this.db.outboxFiles, ...(hooks?.tables(this.db) ?? [])], async () => {
      const row = await this.db.outbox.get(key);
      if (!row) return;
      await this.db.outbox.delete(key);
      await this.db.outboxFiles.delete(key);
      await hooks?.onDiscarded(this.db, row);
    });
  }

  private async hooksOf(key: string): Promise<DexieRecordHooks | undefined> {
    const kind = (await this.db.outbox.get(key))?.kind;
    return kind === undefined ? undefined : this.hooks[kind];
  }

  private async update(key: string, plan: (row: OutboxRow | undefined) => RowPlan): Promise<void> {
    await this.db.transaction('rw', this.db.outbox, async () => {
      await this.apply(key, plan(await this.db.outbox.get(key)));
    });
  }

  private async apply(key: string, plan: RowPlan): Promise<void> {
    if (plan.action === 'delete') await this.db.outbox.delete(key);
    else if (plan.action === 'put') await this.db.outbox.put(plan.row);
  }
}
