import { asc, inArray, max } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { insertInBatchesReturningIds } from '../db/batch-insert';
import type { Db } from '../db/client';
import { Prng } from './prng';
import { members, observers, observerStations, patronagerVoters, politicalPreferences, pollingStations, units, voters } from '../db/schema';
import { stationVoters } from './seed-voters';

export interface NewMember {
  username: string;
  /** Plain password, hashed here; omit for an account that cannot sign in. */
  password?: string;
  /** Precomputed hash (the demo seed hashes 'demo' once for all its accounts). */
  passwordHash?: string;
  name: string;
  surname: string;
  phone?: string | null;
  email?: string | null;
  livingPlace?: string | null;
  memberRoleId?: number | null;
  isPatronager?: boolean;
  isDiasporaCoordinator?: boolean;
  isFtvCoordinator?: boolean;
  highDivision?: boolean;
}

/** Inserts a member (username lowercased) and returns its id. */
export async function createMember(db: Db, m: NewMember): Promise<number> {
  const passwordHash = m.passwordHash ?? (m.password === undefined ? '!' : await hashPassword(m.password));
  const [row] = await db
    .insert(members)
    .values({
      username: m.username.trim().toLowerCase(),
      passwordHash,
      name: m.name,
      surname: m.surname,
      phone: m.phone ?? null,
      email: m.email ?? null,
      livingPlace: m.livingPlace ?? null,
      memberRoleId: m.memberRoleId ?? null,
      isPatronager: m.isPatronager ?? false,
      isDiasporaCoordinator: m.isDiasporaCoordinator ?? false,
      isFtvCoordinator: m.isFtvCoordinator ?? false,
      highDivision: m.highDivision ?? false,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member insert returned nothing');
  return row.id;
}

/** Makes a member an observer of `qvIds`; returns the observer_id. */
export async function createObserver(db: Db, memberId: number, qvIds: readonly number[]): Promise<number> {
  const [row] = await db.insert(observers).values({ memberId }).returning({ id: observers.id });
  if (!row) throw new Error('observer insert returned nothing');
  if (qvIds.length > 0) await db.insert(observerStations).values(qvIds.map((qvId) => ({ observerId: row.id, qvId })));
  return row.id;
}

/**
 * Creates new polling stations with exactly `sizes[i]` voters each, in the first unit.
 * Codes continue after the highest station id ("9xxx") so they never clash with the demo's.
 */
export async function createStations(db: Db, sizes: readonly number[], seed = 4242): Promise<number[]> {
  const prng = new Prng(seed);
  const [unit] = await db.select({ id: units.id }).from(units).orderBy(asc(units.id)).limit(1);
  if (!unit) throw new Error('no administrative unit: seed the demo data first');
  const [top] = await db.select({ maxId: max(pollingStations.id) }).from(pollingStations);
  const first = (top?.maxId ?? 0) + 1;
  const inserted = await db
    .insert(pollingStations)
    .values(sizes.map((_, i) => ({ code: String(9000 + first + i), unitId: unit.id })))
    .returning({ id: pollingStations.id });
  const qvIds = inserted.map((r) => r.id);
  const taken = new Set((await db.select({ nid: voters.nid }).from(voters)).map((r) => r.nid));
  for (const [i, qvId] of qvIds.entries()) {
    await insertInBatchesReturningIds(db, voters, stationVoters(prng, qvId, sizes[i] ?? 0, taken, new Date()));
  }
  return qvIds;
}

export interface BenchObserver {
  memberId: number;
  observerId: number;
  qvIds: number[];
}

/** For benchmarks: an observer on new stations of exactly `stationSizes` voters (e.g. [5000] or [10000]). */
export async function seedBenchObserver(
  db: Db,
  options: { username: string; password: string; stationSizes: readonly number[]; patronage?: boolean },
): Promise<BenchObserver> {
  const memberId = await createMember(db, {
    username: options.username,
    password: options.password,
    name: 'Vëzhgues',
    surname: 'Prove',
    isPatronager: options.patronage === true,
  });
  const qvIds = await createStations(db, options.stationSizes);
  const observerId = await createObserver(db, memberId, qvIds);
  if (options.patronage === true) await patronizeStations(db, memberId, qvIds);
  return { memberId, observerId, qvIds };
}

/** For benchmarks: every voter of `qvIds` in the member's patronage list, with varied preferences and ratings. */
async function patronizeStations(db: Db, memberId: number, qvIds: readonly number[]): Promise<void> {
  const preferenceIds = (await db.select({ id: politicalPreferences.id }).from(politicalPreferences).orderBy(asc(politicalPreferences.id))).map((r) => r.id);
  const listed = await db.select({ id: voters.id, phone: voters.phone, email: voters.email }).from(voters).where(inArray(voters.qvId, [...qvIds])).orderBy(asc(voters.id));
  const prng = new Prng(memberId);
  await insertInBatchesReturningIds(
    db,
    patronagerVoters,
    listed.map((voter) => {
      const preferenceId = prng.chance(0.8) ? prng.pick(preferenceIds) : null;
      return { memberId, voterId: voter.id, politicalPreferenceId: preferenceId, safetyRating: preferenceId === null ? 0 : prng.int(1, 3), phone: voter.phone, email: voter.email };
    }),
  );
}

/** For tests: another observer, on existing stations (or none). */
export async function seedExtraObserver(
  db: Db,
  options: { username: string; password: string; qvIds: readonly number[] },
): Promise<{ memberId: number; observerId: number }> {
  const memberId = await createMember(db, { username: options.username, password: options.password, name: 'Ilir', surname: 'Gjoka' });
  const observerId = await createObserver(db, memberId, options.qvIds);
  return { memberId, observerId };
}

/** For tests: another patronager caring for `voterIds`; returns the new patronager_voter ids in order. */
export async function seedExtraPatronager(
  db: Db,
  options: { username: string; password: string; voterIds: readonly number[] },
): Promise<{ memberId: number; patronagerVoterIds: number[] }> {
  const memberId = await createMember(db, {
    username: options.username,
    password: options.password,
    name: 'Mimozë',
    surname: 'Leka',
    isPatronager: true,
  });
  // The patronager's own contact copy starts as the voter list's, as in the demo seed.
  const contacts = new Map(
    options.voterIds.length === 0
      ? []
      : (await db.select({ id: voters.id, phone: voters.phone, email: voters.email }).from(voters).where(inArray(voters.id, [...options.voterIds]))).map(
          (v) => [v.id, v] as const,
        ),
  );
  const patronagerVoterIds = await insertInBatchesReturningIds(
    db,
    patronagerVoters,
    options.voterIds.map((voterId) => ({ memberId, voterId, phone: contacts.get(voterId)?.phone ?? null, email: contacts.get(voterId)?.email ?? null })),
  );
  return { memberId, patronagerVoterIds };
}
