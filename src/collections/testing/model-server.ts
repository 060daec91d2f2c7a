import { CLIENT_ID_HEADER, CLIENT_SEQ_HEADER } from '../../contract/headers';
import { DIASPORA_REFERENCE_GONE, type DiasporaStatus } from '../../contract/diaspora-reference-edit';
import type { DiasporaReference } from '../../contract/diaspora-references';
import type { EmigrantReference } from '../../contract/emigrant-references';
import { EMIGRANT_REFERENCE_GONE, type EmigrantReferenceEdit } from '../../contract/emigrant-reference-edit';
import { contestedFields, namedFields, withFields, type AlsoBase } from '../../contract/field-edit';

/** One request as the model server sees it (no real HTTP). */
export interface ModelRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer: status, JSON body (null: none) and the watermark header's value. */
export interface ModelAnswer {
  status: number;
  body: unknown;
  watermark: number;
}

/** Who last changed a field, and in which of the server's changes (its watermark). */
export interface FieldWrite {
  writer: string;
  at: number;
}

export const EMIGRANT_FIELDS = ['city', 'city_albania', 'name', 'surname', 'phone', 'referues_name'] as const;
export const FLAGS = ['per_registered', 'envelope_received', 'voted'] as const;
export const COUNTRY = { id: 3, country_name: 'Itali' };
const CREATED = '2026-11-20T08:00:00.000Z';

function pick(v: EmigrantReferenceEdit): EmigrantReferenceEdit {
  return { city: v.city, city_albania: v.city_albania, name: v.name, surname: v.surname, phone: v.phone, referues_name: v.referues_name };
}


/**
 * The server's rules for emigrant references and diaspora reference flags, in memory:
 * - the change watermark: a list read takes `++counter` before it reads; a write applies (a
 *   change takes `++counter`) and answers with the counter's current value;
 * - the per-device sequence rule: a write whose x-terren-seq is not newer than the newest applied
 *   from that device (x-terren-client-id) for that entity is ignored and answered as a success;
 * - emigrant references: POST idempotent by client_ref, PUT field by field (the contract's
 *   contestedFields, `also_base` included): 409 when a changed field's base is stale (unless the
 *   stored values already are the body's), PUT / DELETE of a missing one 404 'gone';
 * - diaspora flags: PUT of the changed flags only, answered with the whole reference.
 * It also remembers who last wrote each field, for the property's "last writer wins" oracle.
 */
export class ModelServer {
  counter = 0;
  readonly emigrants = new Map<number, EmigrantReferenceEdit>();
  readonly flags = new Map<number, DiasporaStatus>();
  /** client_ref → the ids created for it (more than one would be a duplicate). */
  readonly createdFor = new Map<string, number[]>();
  readonly fieldWrites = new Map<string, FieldWrite>();
  /** Entity → the watermark of its delete. */
  readonly deletedAt = new Map<string, number>();
  /** Every field a device's write changed: its entity key ('e:40'), field and value. */
  readonly deviceWrites: { writer: string; entity: string; field: string; value: unknown }[] = [];
  private readonly lastSeq = new Map<string, number>();
  private nextId = 40;

  seedEmigrant(id: number, value: EmigrantReferenceEdit): void {
    this.emigrants.set(id, pick(value));
  }

  seedDiaspora(id: number, status: DiasporaStatus): void {
    this.flags.set(id, { ...status });
  }

  /** A list read: its watermark is taken before the rows are read. */
  emigrantList(): { items: EmigrantReference[]; watermark: number } {
    const watermark = ++this.counter;
    const refOf = new Map([...this.createdFor].flatMap(([ref, ids]) => ids.map((id): [number, string] => [id, ref])));
    const items = [...this.emigrants].map(([id, value]) => ({ id, country: COUNTRY, ...value, create_date: CREATED, client_ref: refOf.get(id) ?? null }));
    return { items, watermark };
  }

  diasporaList(): { items: DiasporaReference[]; watermark: number } {
    const watermark = ++this.counter;
    return { items: [...this.flags].map(([id, status]) => diasporaItem(id, status)), watermark };
  }

  /** Another member (or the office) changes an emigrant reference directly. */
  thirdPartyEdit(id: number, field: (typeof EMIGRANT_FIELDS)[number], value: string): void {
    const current = this.emigrants.get(id);
    if (!current) return;
    this.setEmigrant(id, { ...current, [field]: value }, 'third');
  }

  thirdPartyDelete(id: number): void {
    if (!this.emigrants.has(id)) return;
    this.emigrants.delete(id);
    this.deleted(id, 'third');
  }

  private deleted(id: number, writer: string): void {
    const at = ++this.counter;
    this.deletedAt.set(`e:${id}`, at);
    this.fieldWrites.set(`e:${id}:exists`, { writer, at });
    if (writer !== 'third') this.deviceWrites.push({ writer, entity: `e:${id}`, field: 'exists', value: false });
  }

  thirdPartyFlag(id: number, flag: (typeof FLAGS)[number], on: boolean): void {
    const current = this.flags.get(id);
    if (current) this.setFlags(id, { [flag]: on }, 'third');
  }

  private setEmigrant(id: number, next: EmigrantReferenceEdit, writer: string): void {
    const current = this.emigrants.get(id);
    const at = ++this.counter;
    for (const field of EMIGRANT_FIELDS) {
      if (current && current[field] === next[field]) continue;
      this.fieldWrites.set(`e:${id}:${field}`, { writer, at });
      if (writer !== 'third') this.deviceWrites.push({ writer, entity: `e:${id}`, field, value: next[field] });
    }
    if (!current) {
      this.fieldWrites.set(`e:${id}:exists`, { writer, at });
      if (writer !== 'third') this.deviceWrites.push({ writer, entity: `e:${id}`, field: 'exists', value: true });
    }
    this.emigrants.set(id, pick(next));
  }

  private setFlags(id: number, changed: Partial<DiasporaStatus>, writer: string): void {
    const current = this.flags.get(id);
    if (!current) return;
    const at = ++this.counter;
    for (const flag of FLAGS) {
      const on = changed[flag];
      if (on === undefined || on === current[flag]) continue;
      this.fieldWrites.set(`d:${id}:${flag}`, { writer, at });
      if (writer !== 'third') this.deviceWrites.push({ writer, entity: `d:${id}`, field: flag, value: on });
    }
    this.flags.set(id, { ...current, ...changed });
  }

  /** A write from a device's outbox. */
  handle(request: ModelRequest): ModelAnswer {
    const client = request.headers[CLIENT_ID_HEADER] ?? '?';
    const seq = Number(request.headers[CLIENT_SEQ_HEADER] ?? NaN);
    const answer = (status: number, body: unknown): ModelAnswer => ({ status, body, watermark: this.counter });
    const flagsMatch = /update-diaspora-reference-status\/(\d+)\/$/.exec(request.path);
    if (flagsMatch) {
      const id = Number(flagsMatch[1]);
      if (!this.flags.has(id)) return answer(404, { Error: DIASPORA_REFERENCE_GONE });
      if (!this.newer(`${client}|d:${id}`, seq)) return answer(200, diasporaItem(id, this.flags.get(id) as DiasporaStatus));
      this.applied(`${client}|d:${id}`, seq);
      this.setFlags(id, request.body as Partial<DiasporaStatus>, client);
      return answer(200, diasporaItem(id, this.flags.get(id) as DiasporaStatus));
    }
    const body = request.body as (EmigrantReferenceEdit & { client_ref?: string; base?: Partial<EmigrantReferenceEdit>; also_base?: AlsoBase<EmigrantReferenceEdit> }) | undefined;
    if (request.method === 'POST' && body) {
      const ref = body.client_ref ?? `none-${this.nextId}`;
      const again = this.createdFor.get(ref);
      if (again?.[0] !== undefined) return answer(200, { id: again[0] });
      this.applied(`${client}|c:${ref}`, seq);
      const id = this.nextId++;
      this.createdFor.set(ref, [id]);
      this.setEmigrant(id, pick(body), client);
      return answer(201, { id });
    }
    const id = Number(/(\d+)\/$/.exec(request.path)?.[1]);
    const current = this.emigrants.get(id);
    if (!current) return answer(404, { Error: EMIGRANT_REFERENCE_GONE });
    const fresh = this.newer(`${client}|e:${id}`, seq);
    if (request.method === 'DELETE') {
      if (!fresh) return answer(204, null);
      this.applied(`${client}|e:${id}`, seq);
      this.emigrants.delete(id);
      this.deleted(id, client);
      return answer(204, null);
    }
    if (!body) return answer(400, { Error: 'no body' });
    if (!fresh) return answer(200, { id });
    const edit = pick(body);
    const changed = body.base === undefined ? EMIGRANT_FIELDS : namedFields(body.base, EMIGRANT_FIELDS);
    const contested = body.base === undefined ? [] : contestedFields(current, body.base, edit, EMIGRANT_FIELDS, body.also_base);
    if (contested.length > 0) return answer(409, { Error: 'Të dhënat janë ndryshuar nga një pajisje tjetër.', current, fields: contested });
    this.applied(`${client}|e:${id}`, seq);
    this.setEmigrant(id, withFields(current, edit, changed), client);
    return answer(200, { id });
  }

  /** Whether `seq` is newer than the last applied from this device for this entity. */
  private newer(key: string, seq: number): boolean {
    const last = this.lastSeq.get(key);
    return !Number.isFinite(seq) || last === undefined || seq > last;
  }

  private applied(key: string, seq: number): void {
    if (Number.isFinite(seq)) this.lastSeq.set(key, seq);
  }
}

export function diasporaItem(id: number, status: DiasporaStatus): DiasporaReference {
  return {
    id,
    voter: { id: 700 + id, name: 'Ana', surname: 'Hoxha', father_name: 'Petrit', dob: '1990-01-01', region: { name: 'Tiranë' }, municipality: { name: 'Tiranë' }, unit: { name: 'Njësia 5' } },
    country: COUNTRY,
    reference_type: { id: 1, code: 'familja', label: 'Familja', name: 'Familja' },
    emigrant_phone: '+39 333',
    emigrant_city: 'Milano',
    zip_code: null,
    note: null,
    evidenca: false,
    ...status,
    has_referues: false,
    referues_name: null,
    referues_surname: null,
    referues_phone: null,
    create_date: CREATED,
  };
}
