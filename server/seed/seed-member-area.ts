/**
 * Demo data of the member area: party roles and placement of members (statistics), members
 * suggested by the demo accounts, older tasks and a year of points (dashboard), news with photos,
 * the notification history of `anetar`, social networks and accounts (profile).
 */
import { readFileSync } from 'node:fs';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, memberPoints, memberSocialAccounts, memberTasks, news, notifications, partyRoles, socialMedias, tasks, voters } from '../db/schema';
import { NEWS_PHOTO, storeMedia } from '../repositories/media';
import type { Prng } from './prng';
import type { SeedCalendar } from './seed-dates';
import { newsSeeds, notificationHistory } from './seed-news';

export const PARTY_ROLES = ['Kryetar dege', 'Sekretar organizativ', 'Anëtar i kryesisë', 'Koordinator zone', 'Anëtar'] as const;
export const SOCIAL_MEDIAS = ['Facebook', 'Twitter', 'Instagram'] as const;
/** Party members placed on the voter list, besides the accounts. */
export const PARTY_MEMBERS = 80;
/** How many of them each demo account suggested. */
export const BROUGHT_BY = { anetar: 12, patronazhist: 8, admin: 6, vezhgues: 4 } as const;

export interface MemberAreaPlan {
  accounts: { admin: number; vezhgues: number; patronazhist: number; diaspora: number; vhp: number; anetar: number };
  /** Stations whose votes are the observer's and the patronager's alone (seed-election-day.ts): party members there stay unmarked. */
  untouchedQvIds: readonly number[];
  calendar: SeedCalendar;
}

const activities = [
  { type: 'Aktivitet', name: 'Pjesëmarrje në tubim', points: 5 },
  { type: 'Aktivitet', name: 'Fushatë informimi derë më derë', points: 8 },
  { type: 'Referim', name: 'Referim votuesi', points: 2 },
  { type: 'Aktivitet', name: 'Trajnim i përfunduar', points: 10 },
];

const olderTasks = [
  { name: 'Organizimi i tubimit të lagjes', points: 12, monthsAgo: 11 },
  { name: 'Regjistrimi i vullnetarëve', points: 6, monthsAgo: 10 },
  { name: 'Fushatë informimi për zgjedhjet', points: 10, monthsAgo: 9 },
  { name: 'Pastrimi i parkut të lagjes', points: 4, monthsAgo: 8 },
  { name: 'Takim me të rinjtë', points: 7, monthsAgo: 7 },
  { name: 'Verifikimi i listave të votuesve', points: 15, monthsAgo: 6 },
  { name: 'Shpërndarja e gazetës së degës', points: 3, monthsAgo: 5 },
  { name: 'Anketa e shërbimeve publike', points: 9, monthsAgo: 4 },
  { name: 'Takim me pensionistët', points: 5, monthsAgo: 3 },
  { name: 'Përgatitja e materialeve të fushatës', points: 8, monthsAgo: 2 },
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function seedPartyMembers(db: Db, prng: Prng, plan: MemberAreaPlan, roleIds: readonly number[]): Promise<{ id: number; by: number | null; date: string; name: string }[]> {
  const candidates = await db.select({ id: voters.id, name: voters.name, surname: voters.surname, qvId: voters.qvId }).from(voters).orderBy(asc(voters.id));
  const chosen = prng.sample(candidates, PARTY_MEMBERS);
  const { calendar } = plan;
  const today = calendar.isoDay();
  const bringers: number[] = Object.entries(BROUGHT_BY).flatMap(([account, n]) => Array<number>(n).fill(plan.accounts[account as keyof typeof BROUGHT_BY]));
  const rows = chosen.map((voter, i) => {
    const by = bringers[i] ?? null;
    // Suggested members joined within the demo year (the dashboard's table); the others over three years.
    const date = isoDay(by === null ? calendar.monthsBefore(prng.int(0, 36), prng.int(1, 28)) : calendar.monthsBefore(prng.int(0, 11), prng.int(1, 28)));
    return {
      username: `partiak${String(i + 1).padStart(3, '0')}`,
      passwordHash: '!',
      name: voter.name,
      surname: voter.surname,
      voterId: voter.id,
      // One in seven holds an office (the roles before the last); the rest are plain members.
      partyRoleId: (i % 7 === 0 ? roleIds[(i / 7) % (roleIds.length - 1)] : roleIds.at(-1)) ?? null,
      broughtById: by,
      membershipDate: date > today ? today : date,
    };
  });
  const inserted = await db.insert(members).values(rows).returning({ id: members.id, by: members.broughtById, date: members.membershipDate, name: members.name });
  // Election-day turnout for the mobility figures, away from the stations the voting-day tests use.
  const votedIds = chosen.filter((v, i) => !plan.untouchedQvIds.includes(v.qvId) && i % 3 !== 0).map((v) => v.id);
  if (votedIds.length > 0) await db.update(voters).set({ voted: true, votedAt: calendar.now }).where(inArray(voters.id, votedIds));
  return inserted.map((m) => ({ id: m.id, by: m.by, date: m.date ?? today, name: m.name }));
}

async function seedOlderTasks(db: Db, prng: Prng, plan: MemberAreaPlan): Promise<void> {
  const assignees = Object.values(plan.accounts);
  for (const t of olderTasks) {
    const start = plan.calendar.monthsBefore(t.monthsAgo, 3 + prng.int(0, 10));
    const end = new Date(start.getTime() + 10 * 86_400_000);
    const creator = t.monthsAgo % 3 === 0 ? plan.accounts.patronazhist : plan.accounts.admin;
    const [task] = await db
      .insert(tasks)
      .values({ name: t.name, description: `${t.name}: shihni udhëzimet e degës.`, points: t.points, startDate: start, endDate: end, createMemberId: creator })
      .returning({ id: tasks.id });
    if (!task) throw new Error('task insert returned nothing');
    await db.insert(memberTasks).values(assignees.map((memberId) => ({ taskId: task.id, memberId, startDate: start, seen: true, completed: prng.chance(0.7) })));
  }
  // Of the newest demo tasks, the two already past their end: one done, one left unfinished.
  const [, , training, signatures] = await db.select({ id: tasks.id }).from(tasks).where(notInArray(tasks.name, olderTasks.map((t) => t.name))).orderBy(asc(tasks.id));
  if (signatures) await db.update(memberTasks).set({ completed: true }).where(eq(memberTasks.taskId, signatures.id));
  if (training) await db.update(memberTasks).set({ completed: true }).where(and(eq(memberTasks.taskId, training.id), eq(memberTasks.memberId, plan.accounts.admin)));
}

/** A year of points for every demo account: finished tasks, suggested members, activities (one early on the demo's today). */
async function seedPoints(db: Db, prng: Prng, plan: MemberAreaPlan, brought: readonly { by: number | null; date: string; name: string }[]): Promise<void> {
  const { calendar } = plan;
  const accountIds = Object.values(plan.accounts);
  const finished = await db
    .select({ id: memberTasks.id, memberId: memberTasks.memberId, name: tasks.name, points: tasks.points, end: tasks.endDate })
    .from(memberTasks)
    .innerJoin(tasks, eq(tasks.id, memberTasks.taskId))
    .where(and(eq(memberTasks.completed, true), inArray(memberTasks.memberId, accountIds)));
  const rows: (typeof memberPoints.$inferInsert)[] = finished.map((f) => ({
    memberId: f.memberId,
    activityType: 'Detyrë',
    activityName: f.name,
    points: f.points,
    earnedAt: new Date(Math.min(f.end.getTime(), calendar.hoursBefore(1).getTime())),
    memberTaskId: f.id,
  }));
  for (const m of brought) {
    if (m.by !== null) rows.push({ memberId: m.by, activityType: 'Anëtar i ri', activityName: `Anëtar i sugjeruar: ${m.name}`, points: 5, earnedAt: new Date(`${m.date}T12:00:00Z`) });
  }
  for (const memberId of accountIds) {
    for (let month = 0; month < 12; month++) {
      const activity = prng.pick(activities);
      const earnedAt = month === 0 ? calendar.thisMonthHoursBefore(2) : calendar.monthsBefore(month, prng.int(1, 28), prng.int(8, 20));
      rows.push({ memberId, activityType: activity.type, activityName: activity.name, points: activity.points, earnedAt });
    }
  }
  await db.insert(memberPoints).values(rows);
}

async function seedNews(db: Db, calendar: SeedCalendar, publisherIds: readonly number[]): Promise<void> {
  const photos = new URL('./news-photos/', import.meta.url);
  for (const [i, item] of newsSeeds.entries()) {
    const photo = item.photo === null ? null : await storeMedia(db, NEWS_PHOTO, 'image/png', readFileSync(new URL(item.photo, photos)));
    await db.insert(news).values({ title: item.title, content: item.content, photo, publishDate: calendar.daysBefore(item.daysAgo, 7 + (i % 9)), memberId: publisherIds[i % publisherIds.length] ?? 0 });
  }
}

export async function seedMemberArea(db: Db, prng: Prng, plan: MemberAreaPlan): Promise<void> {
  const roleIds = (await db.insert(partyRoles).values(PARTY_ROLES.map((name) => ({ name }))).returning({ id: partyRoles.id })).map((r) => r.id);
  const mediaIds = (await db.insert(socialMedias).values(SOCIAL_MEDIAS.map((name) => ({ name }))).returning({ id: socialMedias.id })).map((r) => r.id);
  const { accounts } = plan;
  for (const [i, id] of Object.values(accounts).entries()) {
    await db.update(members).set({ partyRoleId: roleIds[i % roleIds.length] ?? null, membershipDate: `${2015 + i}-0${1 + i}-15` }).where(eq(members.id, id));
  }
  const brought = await seedPartyMembers(db, prng, plan, roleIds);
  await seedOlderTasks(db, prng, plan);
  await seedPoints(db, prng, plan, brought);
  await seedNews(db, plan.calendar, [accounts.admin, accounts.admin, accounts.patronazhist]);
  await db.insert(notifications).values(
    notificationHistory.map((n, i) => ({ memberId: accounts.anetar, title: n.title, description: n.description, createDate: plan.calendar.daysBefore(15 + i * 4, 9 + (i % 8)), read: true })),
  );
  const [facebook, , instagram] = mediaIds;
  if (facebook !== undefined && instagram !== undefined) {
    await db.insert(memberSocialAccounts).values([
      { memberId: accounts.anetar, socialMediaId: facebook, accountName: 'Ëngjëll Shehu', userUrl: 'https://facebook.com/engjell.shehu' },
      { memberId: accounts.anetar, socialMediaId: instagram, accountName: 'engjell.shehu', userUrl: 'https://instagram.com/engjell.shehu' },
    ]);
  }
}
