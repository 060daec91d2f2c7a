/**
 * Demo data of received tasks (issue 13) on top of the tasks seeded before: task types and
 * priorities on every task, a comment thread, a report with documents, a refusal, and a QR
 * attendance task created by `admin` with `anetar`, `patronazhist`, `vezhgues` and five plain
 * members as participants, `vezhgues` flagged to take attendance, one participant already scanned,
 * and a sub-task of it.
 */
import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, memberTasks, taskAttendanceTakers, taskComments, tasks, taskTypes } from '../db/schema';
import { finishAssignment } from '../repositories/member-task-write';
import { addMemberTaskDoc } from '../repositories/task-documents';
import type { SeedCalendar } from './seed-dates';

export const TASK_TYPE_SEEDS = [
  { name: 'Takim', description: 'Takime me banorë, anëtarë ose grupe interesi.', points: 10 },
  { name: 'Shpërndarje materialesh', description: 'Fletëpalosje, gazeta dhe materiale të fushatës.', points: 5 },
  { name: 'Trajnim', description: 'Trajnime për anëtarët dhe vëzhguesit.', points: 15 },
  { name: 'Mbledhje nënshkrimesh', description: 'Peticione dhe nisma qytetare.', points: 8 },
  { name: 'Tubim', description: 'Tubime me prezencë të konfirmuar me kod QR.', points: 12 },
  { name: 'Aktivitet në terren', description: 'Punë në terren me banorët.', points: 6 },
] as const;

export const QR_TASK_NAME = 'Tubim me anëtarësinë e degës';
export const QR_SUBTASK_NAME = 'Përgatitja e sallës për tubimin';
/** The plain members besides the accounts who take part in the QR task; the third was already scanned. */
export const QR_EXTRA_PARTICIPANTS = ['anetar01', 'anetar02', 'anetar03', 'anetar04', 'anetar05'] as const;
export const QR_SCANNED_PARTICIPANT = 'anetar03';
/** Refused by `patronazhist`, and done by `anetar` earlier today (a task completed this month). */
export const REFUSED_TASK_NAME = 'Shpërndarja e fletëpalosjeve';
export const REPORTED_TASK_NAME = 'Mbledhja e nënshkrimeve';
/** Under way on the demo's today (started two days ago, ends in five): `anetar` has a draft report and a document on it. */
export const ONGOING_TASK_NAME = 'Takim me banorët e lagjes';

/** The newest demo tasks by name: type, priority (1 high, 2 medium, 3 low), progress, and what else the creator set. */
const newestTasks: Record<string, { type: string; priority: number; progress: number; completed?: boolean; hashCode?: string; address?: string }> = {
  [ONGOING_TASK_NAME]: { type: 'Takim', priority: 1, progress: 40, hashCode: 'takim-lagjja-5', address: 'Lagjja nr. 5, Kamëz' },
  'Shpërndarja e fletëpalosjeve': { type: 'Shpërndarje materialesh', priority: 2, progress: 60 },
  'Trajnim për vëzhguesit': { type: 'Trajnim', priority: 1, progress: 80 },
  'Mbledhja e nënshkrimeve': { type: 'Mbledhje nënshkrimesh', priority: 3, progress: 100, completed: true },
};

interface DemoTaskAccounts {
  admin: number;
  anetar: number;
  patronazhist: number;
  vezhgues: number;
}

/** A one-page PDF, small enough to sit in the seed. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 52>>stream\nBT /F1 16 Tf 20 70 Td (Lista e nenshkrimeve) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

async function idsByUsername(db: Db, usernames: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.username, [...usernames]));
  return new Map(rows.map((r) => [r.username, r.id]));
}

async function assignmentOf(db: Db, taskName: string, memberId: number): Promise<number> {
  const [row] = await db
    .select({ id: memberTasks.id })
    .from(memberTasks)
    .innerJoin(tasks, eq(tasks.id, memberTasks.taskId))
    .where(and(eq(tasks.name, taskName), eq(memberTasks.memberId, memberId)))
    .limit(1);
  if (!row) throw new Error(`no assignment of "${taskName}" for member ${memberId}`);
  return row.id;
}

async function typeAndPrioritiseTasks(db: Db, typeIds: Map<string, number>): Promise<void> {
  const all = await db.select({ id: tasks.id, name: tasks.name }).from(tasks);
  for (const [i, task] of all.entries()) {
    const plan = newestTasks[task.name] ?? { type: 'Aktivitet në terren', priority: 1 + (i % 3), progress: 100 };
    await db
      .update(tasks)
      .set({
        taskTypeId: typeIds.get(plan.type) ?? null,
        priority: plan.priority,
        progress: plan.progress,
        completed: plan.completed ?? false,
        hashCode: plan.hashCode ?? null,
        address: plan.address ?? null,
      })
      .where(eq(tasks.id, task.id));
  }
}

async function seedQrTask(db: Db, calendar: SeedCalendar, accounts: DemoTaskAccounts, typeIds: Map<string, number>): Promise<void> {
  const extras = await idsByUsername(db, QR_EXTRA_PARTICIPANTS);
  const assignedAt = calendar.daysBefore(20);
  const [task] = await db
    .insert(tasks)
    .values({
      name: QR_TASK_NAME,
      description: 'Tubim i hapur me anëtarët e degës: prezenca konfirmohet duke skanuar kodin QR të secilit pjesëmarrës.',
      points: 12,
      startDate: calendar.hoursAfter(57),
      endDate: calendar.hoursAfter(60),
      createMemberId: accounts.admin,
      taskTypeId: typeIds.get('Tubim') ?? null,
      priority: 1,
      progress: 25,
      isQrcode: true,
      isQrcodeUnique: true,
      hashCode: 'tubim-dega-tirane',
      address: 'Pallati i Kongreseve, Tiranë',
      location: '41.3174,19.8220',
    })
    .returning({ id: tasks.id });
  if (!task) throw new Error('QR task insert returned nothing');
  const participants = [accounts.anetar, accounts.patronazhist, accounts.vezhgues, ...QR_EXTRA_PARTICIPANTS.map((u) => extras.get(u) ?? 0)];
  await db.insert(memberTasks).values(participants.map((memberId) => ({ taskId: task.id, memberId, startDate: assignedAt })));
  await db.insert(taskAttendanceTakers).values({ taskId: task.id, memberId: accounts.vezhgues });
  const scanned = extras.get(QR_SCANNED_PARTICIPANT) ?? 0;
  const scannedAssignment = await assignmentOf(db, QR_TASK_NAME, scanned);
  await db.transaction((tx) => finishAssignment(tx, { memberTaskId: scannedAssignment, memberId: scanned, taskName: QR_TASK_NAME, points: 12 }, calendar.daysBefore(1, 18), accounts.vezhgues));
  await db.insert(taskComments).values({ taskId: task.id, memberId: accounts.admin, comment: 'Sillni kodin QR të printuar ose në telefon: prezenca merret në hyrje.', createdAt: calendar.daysBefore(19, 10) });

  const [sub] = await db
    .insert(tasks)
    .values({
      name: QR_SUBTASK_NAME,
      description: 'Rregulloni karriget, zërimin dhe tavolinën e regjistrimit.',
      points: 6,
      startDate: calendar.hoursAfter(50),
      endDate: calendar.hoursAfter(56),
      createMemberId: accounts.admin,
      parentId: task.id,
      taskTypeId: typeIds.get('Aktivitet në terren') ?? null,
      priority: 2,
    })
    .returning({ id: tasks.id });
  if (!sub) throw new Error('sub-task insert returned nothing');
  await db.insert(memberTasks).values([accounts.anetar, accounts.patronazhist].map((memberId) => ({ taskId: sub.id, memberId, startDate: calendar.daysBefore(19) })));
}

export async function seedMemberTasks(db: Db, calendar: SeedCalendar, accounts: DemoTaskAccounts): Promise<void> {
  const types = await db.insert(taskTypes).values([...TASK_TYPE_SEEDS]).returning({ id: taskTypes.id, name: taskTypes.name });
  const typeIds = new Map(types.map((t) => [t.name, t.id]));
  await typeAndPrioritiseTasks(db, typeIds);

  const meeting = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, ONGOING_TASK_NAME)).limit(1);
  const meetingId = meeting[0]?.id ?? 0;
  await db.insert(taskComments).values([
    { taskId: meetingId, memberId: accounts.admin, comment: 'Ju lutem konfirmoni pjesëmarrjen deri të premten.', createdAt: calendar.daysBefore(2, 10) },
    { taskId: meetingId, memberId: accounts.anetar, comment: 'Do të jem i pranishëm.', createdAt: calendar.daysBefore(2, 11) },
    { taskId: meetingId, memberId: accounts.patronazhist, comment: 'Sjell edhe dy vullnetarë nga lagjja.', createdAt: calendar.daysBefore(2, 12) },
  ]);

  await db
    .update(memberTasks)
    .set({ refusedAt: calendar.daysBefore(4, 15), refuseReason: 'Jam jashtë qytetit këtë javë.', seen: true })
    .where(eq(memberTasks.id, await assignmentOf(db, REFUSED_TASK_NAME, accounts.patronazhist)));

  const reported = await assignmentOf(db, REPORTED_TASK_NAME, accounts.anetar);
  await db
    .update(memberTasks)
    .set({ report: '<p>U mblodhën <strong>120</strong> nënshkrime në lagjen 5.</p><ul><li>Tryeza para shkollës</li><li>Derë më derë</li></ul>', reportUpdatedAt: calendar.daysBefore(8, 19) })
    .where(eq(memberTasks.id, reported));
  await addMemberTaskDoc(db, accounts.anetar, { memberTaskId: reported, description: 'Lista e nënshkrimeve', fileName: 'lista-e-nenshkrimeve.pdf', contentType: 'application/pdf', bytes: SAMPLE_PDF });
  const photo = readFileSync(new URL('./news-photos/news-01.png', import.meta.url));
  await addMemberTaskDoc(db, accounts.anetar, { memberTaskId: reported, description: 'Tryeza para shkollës', fileName: 'tryeza.png', contentType: 'image/png', bytes: photo });

  // A task still under way is where the report editor and a document's delete button show.
  const ongoing = await assignmentOf(db, ONGOING_TASK_NAME, accounts.anetar);
  await db
    .update(memberTasks)
    .set({ report: '<p>Ftesat u shpërndanë në <strong>40</strong> shtëpi; takimi mbahet në shkollën e lagjes.</p>', reportUpdatedAt: calendar.daysBefore(1, 17) })
    .where(eq(memberTasks.id, ongoing));
  await addMemberTaskDoc(db, accounts.anetar, { memberTaskId: ongoing, description: 'Ftesa për takimin', fileName: 'ftesa-per-takimin.pdf', contentType: 'application/pdf', bytes: SAMPLE_PDF });

  const handedOut = await assignmentOf(db, REFUSED_TASK_NAME, accounts.anetar);
  const [leaflets] = await db.select({ points: tasks.points }).from(tasks).where(eq(tasks.name, REFUSED_TASK_NAME)).limit(1);
  const done = { memberTaskId: handedOut, memberId: accounts.anetar, taskName: REFUSED_TASK_NAME, points: leaflets?.points ?? 0 };
  await db.transaction((tx) => finishAssignment(tx, done, calendar.thisMonthHoursBefore(3)));

  await seedQrTask(db, calendar, accounts, typeIds);
}
