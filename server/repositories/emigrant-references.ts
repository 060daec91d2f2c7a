import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { EMIGRANT_REFERENCE_EDIT_FIELDS, normalizeEmigrantReferenceEdit, type EmigrantReferenceEdit } from '../../src/contract/emigrant-reference-edit';
import type { EmigrantReference, MyEmigrantReferences } from '../../src/contract/emigrant-references';
import type { Db } from '../db/client';
import { countries, emigrantReferences } from '../db/schema';
import { insertOnce, type EditCaller, type Tx } from './client-entity-seq';
import { foldedPrefix } from './folded-prefix';
import { guardedEdit, type GuardedEditInput, type GuardedEditResult } from './guarded-edit';

export interface EmigrantListQuery {
  limit: number;
  offset: number;
  name?: string | undefined;
  surname?: string | undefined;
  phone?: string | undefined;
  country?: number | undefined;
  city?: string | undefined;
  city_albania?: string | undefined;
  referues_name?: string | undefined;
  from_date?: string | undefined;
  to_date?: string | undefined;
}

function selectEmigrant(db: Db | Tx) {
  return db
    .select({ row: emigrantReferences, countryName: countries.countryName })
    .from(emigrantReferences)
    .innerJoin(countries, eq(countries.id, emigrantReferences.countryId));
}

type EmigrantRow = Awaited<ReturnType<typeof selectEmigrant>>[number];

function toEmigrant({ row, countryName }: EmigrantRow): EmigrantReference {
  return {
    id: row.id,
    country: { id: row.countryId, country_name: countryName },
    city: row.city,
    city_albania: row.cityAlbania,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    referues_name: row.referuesName,
    create_date: row.createdAt.toISOString(),
    client_ref: row.clientRef,
  };
}

/**
 * The member's emigrant references, newest first. The day bounds are UTC days (the days of
 * `create_date` as sent), whatever the database's time zone.
 */
export async function listEmigrantReferences(db: Db, memberId: number, query: EmigrantListQuery): Promise<MyEmigrantReferences> {
  const where = and(
    eq(emigrantReferences.memberId, memberId),
    foldedPrefix(emigrantReferences.name, query.name),
    foldedPrefix(emigrantReferences.surname, query.surname),
    foldedPrefix(emigrantReferences.phone, query.phone),
    foldedPrefix(emigrantReferences.city, query.city),
    foldedPrefix(emigrantReferences.cityAlbania, query.city_albania),
    foldedPrefix(emigrantReferences.referuesName, query.referues_name),
    query.country === undefined ? undefined : eq(emigrantReferences.countryId, query.country),
    query.from_date === undefined ? undefined : sql`${emigrantReferences.createdAt} >= (${query.from_date}::date)::timestamp at time zone 'UTC'`,
    query.to_date === undefined ? undefined : sql`${emigrantReferences.createdAt} < (${query.to_date}::date + 1)::timestamp at time zone 'UTC'`,
  );
  const [rows, total] = await Promise.all([
    selectEmigrant(db)
      .where(where)
      .orderBy(desc(emigrantReferences.createdAt), desc(emigrantReferences.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(emigrantReferences).where(where),
  ]);
  return { data: rows.map(toEmigrant), count: total[0]?.n ?? 0 };
}

async function countryExists(db: Db | Tx, id: number): Promise<boolean> {
  return (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1)).length > 0;
}

export type EmigrantCreateResult = { kind: 'unknownCountry' } | { kind: 'gone' } | { kind: 'created' | 'existing'; reference: EmigrantReference };

/**
 * Stores a new reference (`edit` normalised and validated). With a `clientRef` the member already
 * used, nothing is added: the answer is the record of the first call, unchanged, or 'gone' when
 * this device's create was applied before and the record deleted since (a retry, or a copy of the
 * request that crossed the network late, never brings it back).
 */
export async function createEmigrantReference(
  db: Db,
  caller: EditCaller,
  input: { countryId: number; edit: EmigrantReferenceEdit; clientRef: string | null },
): Promise<EmigrantCreateResult> {
  if (!(await countryExists(db, input.countryId))) return { kind: 'unknownCountry' };
  const { edit } = input;
  const { memberId } = caller;
  return db.transaction(async (tx) => {
    const createdId = await insertOnce(tx, caller, input.clientRef === null ? null : `emigrant-create:${input.clientRef}`, () =>
      tx
        .insert(emigrantReferences)
        .values({
          memberId,
          countryId: input.countryId,
          city: edit.city,
          cityAlbania: edit.city_albania,
          name: edit.name,
          surname: edit.surname,
          phone: edit.phone,
          referuesName: edit.referues_name,
          clientRef: input.clientRef,
        })
        .onConflictDoNothing({ target: [emigrantReferences.memberId, emigrantReferences.clientRef], where: sql`${emigrantReferences.clientRef} is not null` })
        .returning({ id: emigrantReferences.id }),
    );
    const where =
      createdId !== undefined
        ? eq(emigrantReferences.id, createdId)
        : and(eq(emigrantReferences.memberId, memberId), eq(emigrantReferences.clientRef, input.clientRef ?? ''));
    const [row] = await selectEmigrant(tx).where(where).orderBy(asc(emigrantReferences.id)).limit(1);
    if (!row && createdId === undefined) return { kind: 'gone' as const };
    if (!row) throw new Error(`emigrant reference of member ${memberId} vanished after its insert`);
    return { kind: createdId !== undefined ? ('created' as const) : ('existing' as const), reference: toEmigrant(row) };
  });
}

export type EmigrantUpdateResult<Problem> = GuardedEditResult<EmigrantReferenceEdit, EmigrantReference, 'countryChanged', Problem>;

function storedEdit(row: typeof emigrantReferences.$inferSelect): EmigrantReferenceEdit {
  return normalizeEmigrantReferenceEdit({
    city: row.city,
    city_albania: row.cityAlbania,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    referues_name: row.referuesName,
  });
}

async function readBack(tx: Tx, id: number): Promise<EmigrantReference> {
  const [row] = await selectEmigrant(tx).where(eq(emigrantReferences.id, id)).limit(1);
  if (!row) throw new Error(`emigrant reference ${id} vanished inside its update`);
  return toEmigrant(row);
}

/**
 * Saves one of the member's own references field by field (see guardedEdit): the form's `rules`
 * on the merged record, the country must stay, the device's order rule, the two-device rule on
 * each changed field.
 */
export async function updateEmigrantReference<Problem>(
  db: Db,
  id: number,
  input: GuardedEditInput<EmigrantReferenceEdit, Problem> & { countryId: number },
  caller: EditCaller,
): Promise<EmigrantUpdateResult<Problem>> {
  const own = eq(emigrantReferences.id, id);
  return guardedEdit(
    db,
    {
      fields: EMIGRANT_REFERENCE_EDIT_FIELDS,
      normalize: normalizeEmigrantReferenceEdit,
      lock: async (tx) => (await tx.select().from(emigrantReferences).where(and(own, eq(emigrantReferences.memberId, caller.memberId))).for('update'))[0],
      stored: storedEdit,
      entity: `emigrant-reference:${id}`,
      check: (_tx, _merged, row) => Promise.resolve(row.countryId === input.countryId ? null : 'countryChanged'),
      write: async (tx, changes) => {
        await tx
          .update(emigrantReferences)
          .set({ city: changes.city, cityAlbania: changes.city_albania, name: changes.name, surname: changes.surname, phone: changes.phone, referuesName: changes.referues_name })
          .where(own);
      },
      readBack: (tx) => readBack(tx, id),
    },
    input,
    caller,
  );
}

/** Deletes one of the member's own references; false when there is none with that id (unknown, another member's, or already deleted). */
export async function deleteEmigrantReference(db: Db, memberId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(emigrantReferences)
    .where(and(eq(emigrantReferences.id, id), eq(emigrantReferences.memberId, memberId)))
    .returning({ id: emigrantReferences.id });
  return deleted.length > 0;
}
