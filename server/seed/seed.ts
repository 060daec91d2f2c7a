import { getTableName, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { insertInBatches } from '../db/batch-insert';
import type { Db } from '../db/client';
import { Prng } from './prng';
import { SeedCalendar } from './seed-dates';
import * as schema from '../db/schema';
import { createMember, createObserver, type NewMember } from './seed-accounts';
import { seedCoordinators } from './seed-coordinators';
import { seedElectionDay } from './seed-election-day';
import { seedMemberArea } from './seed-member-area';
import { seedMemberTasks } from './seed-member-tasks';
import { seedTaskCreator } from './seed-task-creator';
import { seedCountries, seedMemberRoles, seedPoliticalPreferences, seedRegions } from './seed-geography';
import { femaleNames, maleNames, surnames } from './seed-names';
import { seedOutreach } from './seed-outreach';
import { seedPermissionTree, type SeedPermission } from './seed-permissions';
import { stationSizes, stationVoters } from './seed-voters';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo';
export const DEFAULT_SEED_VOTERS = 13_000;
export const PATRONAGE_LIST_SIZE = 150;
const DEFAULT_SEED = 20_250_511;

export type DemoAccount = 'admin' | 'vezhgues' | 'patronazhist' | 'diaspora' | 'vhp' | 'anetar';

export interface SeedOptions {
  /** Total voters (default 13,000 → 20 stations of 400–900). */
  voters?: number;
  /** PRNG seed; the same seed gives the same data. */
  seed?: number;
  /** The demo's present, every seeded date relative to it (default: the moment the seed runs). */
  now?: Date;
}

export interface SeedSummary {
  voters: number;
  stations: number;
  members: number;
  accounts: Record<DemoAccount, number>;
  observerId: number;
  /** Stations of the `vezhgues` observer. */
  observerQvIds: number[];
  patronageVoters: number;
}

const {
  authTokens,
  contributeTypes,
  educationLevels,
  educations,
  employers,
  employerTypes,
  employmentStatuses,
  organisations,
  mediaFiles,
  memberPoints,
  memberSocialAccounts,
  news,
  partyRoles,
  socialMedias,
  clientEntitySeqs,
  countries,
  diasporaReferences,
  diasporaReferenceTypes,
  divisions,
  emigrantReferences,
  ftvVoters,
  memberPermissions,
  memberRoles,
  members,
  memberTasks,
  municipalities,
  taskAttendanceTakers,
  taskComments,
  taskDocuments,
  taskTypes,
  notifications,
  observerStations,
  observers,
  patronagerVoters,
  permissions,
  politicalPreferences,
  pollingStations,
  regions,
  stationCounts,
  stationMemberCounts,
  tasks,
  units,
  voteEvents,
  voterReferences,
  voters,
} = schema;

const allTables = [
  taskDocuments, taskComments, taskAttendanceTakers, mediaFiles, news, memberPoints, memberSocialAccounts, socialMedias,
  ftvVoters, diasporaReferences, diasporaReferenceTypes, emigrantReferences,
  clientEntitySeqs, voteEvents, authTokens, notifications, memberTasks, tasks, taskTypes, voterReferences, patronagerVoters, observerStations, observers,
  stationMemberCounts, stationCounts, voters, pollingStations, units, municipalities, regions, divisions, memberPermissions, members, memberRoles, partyRoles,
  permissions, politicalPreferences, countries,
  educationLevels, educations, employmentStatuses, employerTypes, employers, contributeTypes, organisations,
];

/** Empties every table and restarts the ids (the migrations' bookkeeping is kept). */
export async function wipeDatabase(db: Db): Promise<void> {
  const names = allTables.map((t) => `"${getTableName(t)}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}

export async function hasMembers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).limit(1);
  return rows.length > 0;
}

async function insertPermissions(db: Db, nodes: readonly SeedPermission[], parentId: number | null): Promise<number[]> {
  const ids: number[] = [];
  for (const node of nodes) {
    const [row] = await db.insert(permissions).values({ code: node.code, name: node.name, parentId }).returning({ id: permissions.id });
    if (!row) throw new Error('permission insert returned nothing');
    ids.push(row.id, ...(await insertPermissions(db, node.children ?? [], row.id)));
  }
  return ids;
}

async function insertGeography(db: Db): Promise<number[]> {
  const divisionIds = new Map<string, number>();
  const unitIds: number[] = [];
  for (const region of seedRegions) {
    let divisionId = divisionIds.get(region.division);
    if (divisionId === undefined) {
      const [d] = await db.insert(divisions).values({ name: region.division }).returning({ id: divisions.id });
      divisionId = d?.id ?? 0;
      divisionIds.set(region.division, divisionId);
    }
    const [r] = await db.insert(regions).values({ name: region.name, divisionId }).returning({ id: regions.id });
    for (const m of region.municipalities) {
      const [mun] = await db
        .insert(municipalities)
        .values({ name: m.name, alias: m.alias, regionId: r?.id ?? 0 })
        .returning({ id: municipalities.id });
      const inserted = await db
        .insert(units)
        .values(m.units.map((name) => ({ name, municipalityId: mun?.id ?? 0 })))
        .returning({ id: units.id });
      unitIds.push(...inserted.map((u) => u.id));
    }
  }
  return unitIds;
}

/** "1100", "1107", … with every fifth station a sub-station code such as "0024/1". */
function stationCode(i: number): string {
  return i % 5 === 4 ? `${String(12 + i * 3).padStart(4, '0')}/1` : String(1100 + i * 7);
}

const taskSeeds = [
  { name: 'Takim me banorët e lagjes', description: 'Takim në qendër të lagjes për të dëgjuar shqetësimet e banorëve.', points: 10, daysAgo: 2 },
  { name: 'Shpërndarja e fletëpalosjeve', description: 'Shpërndani fletëpalosjet në zonën tuaj para fundjavës.', points: 5, daysAgo: 5 },
  { name: 'Trajnim për vëzhguesit', description: 'Trajnim për procedurat e ditës së votimit dhe përdorimin e aplikacionit.', points: 15, daysAgo: 9 },
  { name: 'Mbledhja e nënshkrimeve', description: 'Mblidhni nënshkrimet për peticionin e ujësjellësit.', points: 8, daysAgo: 14 },
];

// Today and yesterday unread, last week's read: the bell and the list both have something to show.
const notificationSeeds = [
  { title: 'Mirë se vini në Terren', description: 'Aplikacioni punon edhe pa internet: ndryshimet dërgohen kur të ketë lidhje.', daysAgo: 0 },
  { title: 'Trajnimi i vëzhguesve', description: 'Trajnimi do të mbahet të shtunën në orën 10:00 në zyrën e degës.', daysAgo: 1 },
  { title: 'Ndryshim orari', description: 'Mbledhja e javës u shty për të enjten në orën 18:00.', daysAgo: 4 },
  { title: 'Dita e votimit', description: 'Kontrolloni listën tuaj të votuesve një ditë përpara zgjedhjeve.', daysAgo: 8 },
];

/**
 * Fills an EMPTY database (migrated, or wiped with wipeDatabase) with deterministic demo data:
 * geography, ≥ 20 stations at the default size, voters, the six demo accounts (password 'demo'),
 * a few plain members, tasks and notifications, and the patronage outreach data (seed-outreach.ts):
 * the patronazhist's patronaged list in every row colour and referrals by it and a few others;
 * the coordinators' lists (seed-coordinators.ts); and the member area (seed-member-area.ts): party
 * members placed on the voter list, a year of tasks and points, news with photos, notifications;
 * and received tasks (seed-member-tasks.ts): types, priorities, comments, a report, documents, a
 * refusal and a QR attendance task.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const totalVoters = options.voters ?? DEFAULT_SEED_VOTERS;
  if (!Number.isInteger(totalVoters) || totalVoters < 1) throw new Error(`voters must be a positive integer, got ${totalVoters}`);
  const prng = new Prng(options.seed ?? DEFAULT_SEED);
  const calendar = new SeedCalendar(options.now ?? new Date());

  const roleIds = (await db.insert(memberRoles).values(seedMemberRoles.map((name) => ({ name }))).returning({ id: memberRoles.id })).map((r) => r.id);
  const preferences = await db
    .insert(politicalPreferences)
    .values(seedPoliticalPreferences.map((p) => ({ name: p.name, stance: p.stance })))
    .returning({ id: politicalPreferences.id });
  const countryIds = (await db.insert(countries).values(seedCountries.map((countryName) => ({ countryName }))).returning({ id: countries.id })).map((r) => r.id);
  const permissionIds = await insertPermissions(db, seedPermissionTree, null);
  const unitIds = await insertGeography(db);

  const sizes = stationSizes(prng, totalVoters);
  const qvIds = (
    await db
      .insert(pollingStations)
      .values(sizes.map((_, i) => ({ code: stationCode(i), unitId: unitIds[i % unitIds.length] ?? 0 })))
      .returning({ id: pollingStations.id })
  ).map((r) => r.id);
  const takenNids = new Set<string>();
  await insertInBatches(
    db,
    voters,
    qvIds.flatMap((qvId, i) => stationVoters(prng, qvId, sizes[i] ?? 0, takenNids, calendar.now)),
  );

  // One hash for all demo accounts: they share the password anyway, and argon2id is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [memberRole, coordinatorRole, adminRole] = roleIds;
  const account = (m: Omit<NewMember, 'passwordHash'>) => createMember(db, { ...m, passwordHash });
  const accounts: Record<DemoAccount, number> = {
    admin: await account({ username: 'admin', name: 'Arbër', surname: 'Hoxha', highDivision: true, memberRoleId: adminRole, livingPlace: 'Tiranë', phone: '0692000001', email: 'admin@example.com' }),
    vezhgues: await account({ username: 'vezhgues', name: 'Gëzim', surname: 'Çela', memberRoleId: memberRole, livingPlace: 'Tiranë', phone: '0682000002' }),
    patronazhist: await account({ username: 'patronazhist', name: 'Dritë', surname: 'Dervishi', isPatronager: true, memberRoleId: memberRole, livingPlace: 'Durrës', phone: '0672000003' }),
    diaspora: await account({ username: 'diaspora', name: 'Shpëtim', surname: 'Mërkuri', isDiasporaCoordinator: true, memberRoleId: coordinatorRole, livingPlace: 'Shkodër' }),
    vhp: await account({ username: 'vhp', name: 'Lulëzim', surname: 'Kërçova', isFtvCoordinator: true, memberRoleId: coordinatorRole, livingPlace: 'Krujë' }),
    anetar: await account({ username: 'anetar', name: 'Ëngjëll', surname: 'Shehu', memberRoleId: memberRole, livingPlace: 'Kamëz', email: 'anetar@example.com' }),
  };

  // admin holds every permission; every other account only 'DetyratMarra' (tasks received).
  const receivedTasks = (await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.code, ['DetyratMarra'])))[0]?.id;
  await db.insert(memberPermissions).values([
    ...permissionIds.map((permissionId) => ({ memberId: accounts.admin, permissionId })),
    ...(receivedTasks === undefined
      ? []
      : (Object.keys(accounts) as DemoAccount[]).filter((a) => a !== 'admin').map((a) => ({ memberId: accounts[a], permissionId: receivedTasks }))),
  ]);

  const observerQvIds = qvIds.slice(0, 2);
  const observerId = await createObserver(db, accounts.vezhgues, observerQvIds);

  // The patronage list spans several stations, overlapping the observer's second one on purpose:
  // a vote marked by either role then shows in both lists.
  const poolStations = qvIds.length > 1 ? qvIds.slice(1, 6) : qvIds;
  const pool = await db
    .select({ id: voters.id, phone: voters.phone, email: voters.email })
    .from(voters)
    .where(inArray(voters.qvId, poolStations))
    .orderBy(voters.id);
  const chosen = prng.sample(pool, PATRONAGE_LIST_SIZE).sort((a, b) => a.id - b.id);
  const onList = new Set(chosen.map((v) => v.id));
  await seedOutreach(db, prng, {
    patronagerId: accounts.patronazhist,
    listVoters: chosen,
    otherVoterIds: pool.filter((v) => !onList.has(v.id)).map((v) => v.id),
    preferences: preferences.map((p, i) => ({ id: p.id, stance: seedPoliticalPreferences[i]?.stance ?? 'undecided' })),
    countryIds,
    otherReferrers: [accounts.anetar, accounts.admin],
    calendar,
  });
  // Its own generator, so the coordinators' data never shifts what is drawn after it.
  await seedCoordinators(db, new Prng((options.seed ?? DEFAULT_SEED) + 1), {
    diasporaId: accounts.diaspora,
    vhpId: accounts.vhp,
    emigrantMembers: [accounts.diaspora, accounts.anetar],
    countryIds,
    preferenceIds: preferences.map((p) => p.id),
    calendar,
  });

  const extraMembers: number[] = [];
  for (let i = 1; i <= 10; i++) {
    const female = prng.chance(0.5);
    extraMembers.push(
      await createMember(db, {
        username: `anetar${String(i).padStart(2, '0')}`,
        name: prng.pick(female ? femaleNames : maleNames),
        surname: prng.pick(surnames),
        memberRoleId: memberRole ?? null,
        livingPlace: prng.pick(['Tiranë', 'Durrës', 'Shkodër', 'Kamëz', 'Krujë']),
      }),
    );
  }

  const assignees = [...Object.values(accounts), ...extraMembers];
  for (const t of taskSeeds) {
    const start = calendar.daysBefore(t.daysAgo);
    const end = calendar.daysBefore(t.daysAgo - 7, 18);
    const [task] = await db
      .insert(tasks)
      .values({ name: t.name, description: t.description, points: t.points, startDate: start, endDate: end, createMemberId: accounts.admin })
      .returning({ id: tasks.id });
    if (!task) throw new Error('task insert returned nothing');
    await db.insert(memberTasks).values(
      assignees.map((memberId) => ({ taskId: task.id, memberId, startDate: start, seen: t.daysAgo > 6 || prng.chance(0.3) })),
    );
  }

  await db.insert(notifications).values(
    assignees.flatMap((memberId) =>
      notificationSeeds.map((n, i) => ({ memberId, title: n.title, description: n.description, createDate: calendar.daysBefore(n.daysAgo, 8 + i), read: i >= 2 })),
    ),
  );

  // Its own generator too, so the member area never shifts the data drawn before it.
  await seedMemberArea(db, new Prng((options.seed ?? DEFAULT_SEED) + 2), { accounts, untouchedQvIds: qvIds.slice(0, 6), calendar });
  await seedMemberTasks(db, calendar, accounts);
  await seedTaskCreator(db, calendar, accounts);
  await seedElectionDay(db, { calendar, observerMemberId: accounts.vezhgues, observerQvId: qvIds[0] ?? 0, patronagerId: accounts.patronazhist });

  return {
    voters: totalVoters,
    stations: qvIds.length,
    members: assignees.length,
    accounts,
    observerId,
    observerQvIds,
    patronageVoters: chosen.length,
  };
}
