/**
 * Demo data of the task creator's screens (issue 12) on top of the received tasks': the plain
 * reference lists of the configuration screen, and a task `admin` created for three plain members
 * with a conference code, two sub-tasks and its own documents, plus an agenda on the QR task.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contributeTypes, educationLevels, educations, employers, employerTypes, employmentStatuses, members, memberTasks, organisations, tasks, taskTypes } from '../db/schema';
import { addCreatorTaskDoc } from '../repositories/creator-task-documents';
import type { SeedCalendar } from './seed-dates';
import { QR_TASK_NAME, SAMPLE_PDF } from './seed-member-tasks';

export const CREATOR_TASK_NAME = 'Fushata derë më derë në Kombinat';
export const CREATOR_SUBTASK_NAMES = ['Përgatitja e listave të lagjeve', 'Raporti përmbledhës i fushatës'] as const;
/** Plain members only, so the accounts' own task lists stay as the received-tasks tests know them. */
export const CREATOR_TASK_MEMBERS = ['anetar06', 'anetar07', 'anetar08'] as const;

const row = (name: string, description: string | null = null) => ({ name, description });
const REFERENCE_SEEDS = [
  [educationLevels, [row('Fillore'), row('9-vjeçare'), row('E mesme'), row('Universitare'), row('Pasuniversitare', 'Master ose doktoraturë')]],
  [educations, [row('Juridik'), row('Ekonomik'), row('Inxhinieri'), row('Mjekësi'), row('Mësuesi'), row('Shkenca sociale')]],
  [employmentStatuses, [row('I punësuar'), row('I vetëpunësuar'), row('I papunë'), row('Student'), row('Pensionist')]],
  [employerTypes, [row('Publik'), row('Privat'), row('OJF'), row('Ndërkombëtar')]],
  [employers, [row('Bashkia Tiranë', 'Administrata vendore'), row('Spitali Rajonal Durrës'), row('Shkolla 9-vjeçare "Naim Frashëri"'), row('Biznes privat')]],
  [contributeTypes, [row('Vullnetarizëm', 'Orë pune në aktivitete'), row('Kuota anëtarësie'), row('Dhurim'), row('Ekspertizë profesionale')]],
  [organisations, [row('Forumi i Rinisë'), row('Forumi i Gruas'), row('Shoqata e Veteranëve'), row('Dega Tiranë')]],
] as const;

async function seedReferenceLists(db: Db): Promise<void> {
  for (const [table, rows] of REFERENCE_SEEDS) await db.insert(table).values([...rows]);
}

async function seedCreatedTask(db: Db, calendar: SeedCalendar, adminId: number): Promise<void> {
  const people = await db.select({ id: members.id }).from(members).where(inArray(members.username, [...CREATOR_TASK_MEMBERS]));
  const [type] = await db.select({ id: taskTypes.id, points: taskTypes.points }).from(taskTypes).where(eq(taskTypes.name, 'Aktivitet në terren')).limit(1);
  const start = calendar.hoursAfter(24 * 10 + 9);
  const end = calendar.hoursAfter(24 * 17 + 18);
  const [task] = await db
    .insert(tasks)
    .values({
      name: CREATOR_TASK_NAME,
      description: 'Vizita derë më derë në lagjet e Kombinatit: prezantoni programin dhe shënoni shqetësimet e banorëve.',
      points: type?.points ?? 0,
      startDate: start,
      endDate: end,
      createMemberId: adminId,
      taskTypeId: type?.id ?? null,
      priority: 2,
      progress: 20,
      hashCode: 'kombinat-derë-më-derë',
      address: 'Kombinat, Tiranë',
    })
    .returning({ id: tasks.id });
  if (!task) throw new Error('creator task insert returned nothing');
  await db.insert(memberTasks).values(people.map((p) => ({ taskId: task.id, memberId: p.id, startDate: start })));
  for (const [i, name] of CREATOR_SUBTASK_NAMES.entries()) {
    const [sub] = await db
      .insert(tasks)
      .values({
        name,
        description: i === 0 ? 'Ndani lagjet mes vullnetarëve dhe printoni listat.' : 'Përmblidhni shqetësimet e mbledhura në një raport.',
        points: type?.points ?? 0,
        startDate: i === 0 ? start : calendar.hoursAfter(24 * 16 + 9),
        endDate: i === 0 ? calendar.hoursAfter(24 * 11 + 18) : end,
        createMemberId: adminId,
        parentId: task.id,
        taskTypeId: type?.id ?? null,
        priority: i === 0 ? 1 : 3,
      })
      .returning({ id: tasks.id });
    if (!sub) throw new Error('creator sub-task insert returned nothing');
    const first = people[i];
    if (first) await db.insert(memberTasks).values({ taskId: sub.id, memberId: first.id, startDate: start });
  }
  await addCreatorTaskDoc(db, adminId, { taskId: task.id, description: 'Harta e lagjeve', fileName: 'harta-e-lagjeve.pdf', contentType: 'application/pdf', bytes: SAMPLE_PDF });
  const [qr] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, QR_TASK_NAME)).limit(1);
  if (qr) await addCreatorTaskDoc(db, adminId, { taskId: qr.id, description: 'Rendi i ditës', fileName: 'rendi-i-dites.pdf', contentType: 'application/pdf', bytes: SAMPLE_PDF });
}

export async function seedTaskCreator(db: Db, calendar: SeedCalendar, accounts: { admin: number }): Promise<void> {
  await seedReferenceLists(db);
  await seedCreatedTask(db, calendar, accounts.admin);
}
