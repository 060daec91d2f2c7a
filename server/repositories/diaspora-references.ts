import { and, asc, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import {
  BUSINESS_REFERENCE_CODE,
  DIASPORA_STATUS_FLAGS,
  DIASPORA_REFERENCE_EDIT_FIELDS,
  normalizeDiasporaReferenceEdit,
  type DiasporaReferenceEdit,
  type DiasporaStatus,
} from '../../src/contract/diaspora-reference-edit';
import { DIASPORA_SEARCH_LIMIT, type DiasporaReference, type DiasporaReferenceType, type DiasporaVoter, type MyDiasporaReferences } from '../../src/contract/diaspora-references';
import type { Db } from '../db/client';
import { countries, diasporaReferences, diasporaReferenceTypes, municipalities, patronagerVoters, pollingStations, regions, units, voters } from '../db/schema';
import { insertOnce, isStale, type EditCaller, type Tx } from './client-entity-seq';
import { foldedOrder, foldedPrefix } from './folded-prefix';
import { guardedEdit, type GuardedEditInput, type GuardedEditResult } from './guarded-edit';

export async function listDiasporaReferenceTypes(db: Db): Promise<DiasporaReferenceType[]> {
  return db
    .select({ id: diasporaReferenceTypes.id, code: diasporaReferenceTypes.code, label: diasporaReferenceTypes.label, name: diasporaReferenceTypes.name })
    .from(diasporaReferenceTypes)
    .orderBy(asc(diasporaReferenceTypes.id));
}

/**
 * 'evidenca' is not defined by the spec and no payload sets it: it is derived. A reference is "in
 * evidence" when a patronager's list already records the voter as an emigrant.
 */
const inEvidence = sql<boolean>`exists (select 1 from ${patronagerVoters} where ${patronagerVoters.voterId} = ${diasporaReferences.voterId} and ${patronagerVoters.isEmigrant})`;

const voterColumns = {
  id: voters.id,
  name: voters.name,
  surname: voters.surname,
  fatherName: voters.fatherName,
  dob: voters.dob,
  regionName: regions.name,
  municipalityName: sql<string>`coalesce(${municipalities.alias}, ${municipalities.name})`,
  unitName: units.name,
};

interface VoterRow {
  id: number;
  name: string;
  surname: string;
  fatherName: string;
  dob: string;
  regionName: string;
  municipalityName: string;
  unitName: string;
}

function toVoter(v: VoterRow): DiasporaVoter {
  return {
    id: v.id,
    name: v.name,
    surname: v.surname,
    father_name: v.fatherName,
    dob: v.dob,
    region: { name: v.regionName },
    municipality: { name: v.municipalityName },
    unit: { name: v.unitName },
  };
}

function selectReference(db: Db | Tx) {
  return db
    .select({
      row: diasporaReferences,
      voter: voterColumns,
      countryName: countries.countryName,
      type: { id: diasporaReferenceTypes.id, code: diasporaReferenceTypes.code, label: diasporaReferenceTypes.label, name: diasporaReferenceTypes.name },
      evidenca: inEvidence,
    })
    .from(diasporaReferences)
    .innerJoin(voters, eq(voters.id, diasporaReferences.voterId))
    .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
    .innerJoin(units, eq(units.id, pollingStations.unitId))
    .innerJoin(municipalities, eq(municipalities.id, units.municipalityId))
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .innerJoin(countries, eq(countries.id, diasporaReferences.countryId))
    .innerJoin(diasporaReferenceTypes, eq(diasporaReferenceTypes.id, diasporaReferences.referenceTypeId));
}

type ReferenceRow = Awaited<ReturnType<typeof selectReference>>[number];

function toReference(r: ReferenceRow): DiasporaReference {
  const { row } = r;
  return {
    id: row.id,
    voter: toVoter(r.voter),
    country: { id: row.countryId, country_name: r.countryName },
    reference_type: r.type,
    emigrant_phone: row.emigrantPhone,
    emigrant_city: row.emigrantCity,
    zip_code: row.zipCode,
    note: row.note,
    evidenca: r.evidenca,
    per_registered: row.perRegistered,
    envelope_received: row.envelopeReceived,
    voted: row.voted,
    has_referues: row.hasReferues,
    referues_name: row.referuesName,
    referues_surname: row.referuesSurname,
    referues_phone: row.referuesPhone,
    create_date: row.createdAt.toISOString(),
    client_ref: row.clientRef,
  };
}

export interface DiasporaListQuery {
  limit: number;
  offset: number;
  name?: string | undefined;
  surname?: string | undefined;
  father_name?: string | undefined;
  reference_type?: number | undefined;
  referues_name?: string | undefined;
  referues_surname?: string | undefined;
  country?: number | undefined;
  evidence: 'all' | 'yes' | 'no';
}

const evidenceFilter: Readonly<Record<DiasporaListQuery['evidence'], SQL | undefined>> = { all: undefined, yes: inEvidence, no: not(inEvidence) };

/** The coordinator's references, newest first. */
export async function listDiasporaReferences(db: Db, memberId: number, query: DiasporaListQuery): Promise<MyDiasporaReferences> {
  const where = and(
    eq(diasporaReferences.memberId, memberId),
    foldedPrefix(voters.name, query.name),
    foldedPrefix(voters.surname, query.surname),
    foldedPrefix(voters.fatherName, query.father_name),
    foldedPrefix(diasporaReferences.referuesName, query.referues_name),
    foldedPrefix(diasporaReferences.referuesSurname, query.referues_surname),
    query.reference_type === undefined ? undefined : eq(diasporaReferences.referenceTypeId, query.reference_type),
    query.country === undefined ? undefined : eq(diasporaReferences.countryId, query.country),
    evidenceFilter[query.evidence],
  );
  const [rows, total] = await Promise.all([
    selectReference(db)
      .where(where)
      .orderBy(desc(diasporaReferences.createdAt), desc(diasporaReferences.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(diasporaReferences).innerJoin(voters, eq(voters.id, diasporaReferences.voterId)).where(where),
  ]);
  return { data: rows.map(toReference), count: total[0]?.n ?? 0 };
}

/**
 * The voter picker: name, surname and (optionally) father's name start with the typed text, ignoring
 * case, ë and ç; in the folded-name index's order, as searchVotersByName (referred-voters.ts).
 */
export async function searchDiasporaVoters(db: Db, query: { name: string; surname: string; father_name?: string | undefined }): Promise<DiasporaVoter[]> {
  const rows = await db
    .select(voterColumns)
    .from(voters)
    .innerJoin(pollingStations, eq(pollingStations.id, voters.qvId))
    .innerJoin(units, eq(units.id, pollingStations.unitId))
    .innerJoin(municipalities, eq(municipalities.id, units.municipalityId))
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .where(and(foldedPrefix(voters.name, query.name), foldedPrefix(voters.surname, query.surname), foldedPrefix(voters.fatherName, query.father_name)))
    .orderBy(foldedOrder(voters.surname), foldedOrder(voters.name), asc(voters.id))
    .limit(DIASPORA_SEARCH_LIMIT);
  return rows.map(toVoter);
}

export type EditCheck = 'unknownCountry' | 'unknownType' | 'businessWithoutReferrer';

/** Whether the ids of an edit exist, and the 'biznesi' rule (spec 02 §4): such a reference always names a referrer. */
async function checkEdit(db: Db | Tx, edit: DiasporaReferenceEdit): Promise<EditCheck | null> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, edit.country_id)).limit(1);
  if (!country) return 'unknownCountry';
  const [type] = await db.select({ code: diasporaReferenceTypes.code }).from(diasporaReferenceTypes).where(eq(diasporaReferenceTypes.id, edit.reference_type)).limit(1);
  if (!type) return 'unknownType';
  if (type.code === BUSINESS_REFERENCE_CODE && !edit.has_referues) return 'businessWithoutReferrer';
  return null;
}

type EditColumns<E extends Partial<DiasporaReferenceEdit>> = {
  countryId: E['country_id'];
  referenceTypeId: E['reference_type'];
  emigrantCity: E['emigrant_city'];
  emigrantPhone: E['emigrant_phone'];
  zipCode: E['zip_code'];
  note: E['note'];
  hasReferues: E['has_referues'];
  referuesName: E['referues_name'];
  referuesSurname: E['referues_surname'];
  referuesPhone: E['referues_phone'];
};

/** The columns of the values in `edit`; drizzle leaves out the undefined ones of a partial edit. */
function editColumns<E extends Partial<DiasporaReferenceEdit>>(edit: E): EditColumns<E> {
  return {
    countryId: edit.country_id,
    referenceTypeId: edit.reference_type,
    emigrantCity: edit.emigrant_city,
    emigrantPhone: edit.emigrant_phone,
    zipCode: edit.zip_code,
    note: edit.note,
    hasReferues: edit.has_referues,
    referuesName: edit.referues_name,
    referuesSurname: edit.referues_surname,
    referuesPhone: edit.referues_phone,
  };
}

async function readOne(db: Db | Tx, where: SQL | undefined): Promise<DiasporaReference> {
  const [row] = await selectReference(db).where(where).limit(1);
  if (!row) throw new Error('diaspora reference vanished after its write');
  return toReference(row);
}

export type DiasporaCreateResult = { kind: 'unknownVoter' | 'gone' | EditCheck } | { kind: 'created' | 'existing'; reference: DiasporaReference };

/**
 * Registers a voter abroad (`edit` normalised and validated). With a `clientRef` the member already
 * used, nothing is added: the answer is the record of the first call, unchanged, or 'gone' when
 * this device's create was applied before and the record deleted since (a retry, or a copy of the
 * request that crossed the network late, never brings it back).
 */
export async function createDiasporaReference(
  db: Db,
  caller: EditCaller,
  input: { voterId: number; edit: DiasporaReferenceEdit; status: DiasporaStatus; clientRef: string | null },
): Promise<DiasporaCreateResult> {
  const [voter] = await db.select({ id: voters.id }).from(voters).where(eq(voters.id, input.voterId)).limit(1);
  if (!voter) return { kind: 'unknownVoter' };
  const problem = await checkEdit(db, input.edit);
  if (problem !== null) return { kind: problem };
  const { memberId } = caller;
  return db.transaction(async (tx) => {
    const createdId = await insertOnce(tx, caller, input.clientRef === null ? null : `diaspora-create:${input.clientRef}`, () =>
      tx
        .insert(diasporaReferences)
        .values({
          memberId,
          voterId: input.voterId,
          ...editColumns(input.edit),
          perRegistered: input.status.per_registered,
          envelopeReceived: input.status.envelope_received,
          voted: input.status.voted,
          clientRef: input.clientRef,
        })
        .onConflictDoNothing({ target: [diasporaReferences.memberId, diasporaReferences.clientRef], where: sql`${diasporaReferences.clientRef} is not null` })
        .returning({ id: diasporaReferences.id }),
    );
    const where =
      createdId !== undefined
        ? eq(diasporaReferences.id, createdId)
        : and(eq(diasporaReferences.memberId, memberId), eq(diasporaReferences.clientRef, input.clientRef ?? ''));
    // Read once: no row without an insert is a create applied before and deleted since.
    const [row] = await selectReference(tx).where(where).limit(1);
    if (!row && createdId === undefined) return { kind: 'gone' as const };
    if (!row) throw new Error('diaspora reference vanished after its write');
    return { kind: createdId !== undefined ? ('created' as const) : ('existing' as const), reference: toReference(row) };
  });
}

export type DiasporaUpdateResult<Problem> = GuardedEditResult<DiasporaReferenceEdit, DiasporaReference, EditCheck, Problem>;

function storedEdit(row: typeof diasporaReferences.$inferSelect): DiasporaReferenceEdit {
  return normalizeDiasporaReferenceEdit({
    country_id: row.countryId,
    reference_type: row.referenceTypeId,
    emigrant_city: row.emigrantCity,
    emigrant_phone: row.emigrantPhone,
    zip_code: row.zipCode,
    note: row.note,
    has_referues: row.hasReferues,
    referues_name: row.referuesName,
    referues_surname: row.referuesSurname,
    referues_phone: row.referuesPhone,
  });
}

async function lockOwn(tx: Tx, id: number, memberId: number) {
  const [row] = await tx
    .select()
    .from(diasporaReferences)
    .where(and(eq(diasporaReferences.id, id), eq(diasporaReferences.memberId, memberId)))
    .for('update');
  return row;
}

/**
 * Saves the edit payload of one of the member's own references field by field (see guardedEdit):
 * the form's `rules`, the ids and the 'biznesi' rule on the merged record, the device's order
 * rule, the two-device rule on each changed field.
 */
export async function updateDiasporaReference<Problem>(
  db: Db,
  id: number,
  input: GuardedEditInput<DiasporaReferenceEdit, Problem>,
  caller: EditCaller,
): Promise<DiasporaUpdateResult<Problem>> {
  const own = eq(diasporaReferences.id, id);
  return guardedEdit(
    db,
    {
      fields: DIASPORA_REFERENCE_EDIT_FIELDS,
      normalize: normalizeDiasporaReferenceEdit,
      lock: (tx) => lockOwn(tx, id, caller.memberId),
      stored: storedEdit,
      entity: `diaspora-reference:${id}`,
      check: (tx, merged) => checkEdit(tx, merged),
      write: async (tx, changes) => {
        await tx.update(diasporaReferences).set(editColumns(changes)).where(own);
      },
      readBack: (tx) => readOne(tx, own),
    },
    input,
    caller,
  );
}

const flagColumn = { per_registered: 'perRegistered', envelope_received: 'envelopeReceived', voted: 'voted' } as const;

/**
 * Sets the flags present in `status`, leaving the others as stored: two coordinators changing
 * different flags both win. The device's order rule runs per flag, so a late change of one flag
 * never undoes a newer change of another; a flag whose change is stale is left alone.
 */
export async function updateDiasporaStatus(
  db: Db,
  id: number,
  status: Partial<DiasporaStatus>,
  caller: EditCaller,
): Promise<{ kind: 'notFound' } | { kind: 'saved'; reference: DiasporaReference }> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, id, caller.memberId);
    if (!row) return { kind: 'notFound' as const };
    const set: Partial<Record<(typeof flagColumn)[keyof DiasporaStatus], boolean>> = {};
    for (const flag of DIASPORA_STATUS_FLAGS) {
      const value = status[flag];
      if (value === undefined) continue;
      if (await isStale(tx, caller, `diaspora-status:${id}:${flag}`)) continue;
      set[flagColumn[flag]] = value;
    }
    const own = eq(diasporaReferences.id, id);
    if (Object.keys(set).length > 0) await tx.update(diasporaReferences).set(set).where(own);
    return { kind: 'saved' as const, reference: await readOne(tx, own) };
  });
}

/** Deletes one of the member's own references; false when there is none with that id (unknown, another member's, or already deleted). */
export async function deleteDiasporaReference(db: Db, memberId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(diasporaReferences)
    .where(and(eq(diasporaReferences.id, id), eq(diasporaReferences.memberId, memberId)))
    .returning({ id: diasporaReferences.id });
  return deleted.length > 0;
}
