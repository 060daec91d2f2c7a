import Dexie from 'dexie';
import { getClientId } from '../../db/client-id';
import { db } from '../../db/database';
import type { PaperList, PaperVoter } from '../../lib/paper-list-pdf';
import { userAgentShort } from '../../lib/user-agent-short';
import { patronageOrder } from './open-patronage-list';

/**
 * The paper list (issue 36) from what this device holds, with no signal: each voter marked as the
 * member marked them here, sent or not, since that is what the member knows and the server may not.
 */

/** The device's id (as the server's vote log has it) and its browser in short. */
async function deviceLabel(): Promise<string> {
  return `${await getClientId(db)}, ${userAgentShort(navigator.userAgent)}`;
}

/** One of the observer's stations, in list order; null when the device holds no such station. */
export async function observerPaperList(userId: number, qvId: number): Promise<PaperList | null> {
  const station = await db.observerStations.get([userId, qvId]);
  if (!station) return null;
  const records = await db.observerVoters.where('[userId+qv_id+list_number]').between([userId, qvId, Dexie.minKey], [userId, qvId, Dexie.maxKey]).toArray();
  const voters = records.map(
    (v): PaperVoter => ({ listNumber: v.list_number, name: v.name, surname: v.surname, fatherName: v.father_name, voted: v.voted }),
  );
  return { kind: 'observer', stations: [station.code], voters, printedAt: Date.now(), device: await deviceLabel(), source: 'device' };
}

/** The patronager's voters, by station then list number as the screen lists them. */
export async function patronagePaperList(userId: number): Promise<PaperList> {
  const records = (await db.patronageVoters.where('userId').equals(userId).toArray()).sort(patronageOrder);
  const voters = records.map(
    (v): PaperVoter => ({ listNumber: v.list_number, name: v.name, surname: v.surname, fatherName: v.father_name, voted: v.voted, station: v.qv_code }),
  );
  const stations = [...new Set(records.map((v) => v.qv_code))];
  return { kind: 'patronage', stations, voters, printedAt: Date.now(), device: await deviceLabel(), source: 'device' };
}

/**
 * Builds the PDF on the device and saves it through a download link: no server, no signal. The
 * PDF library loads only now (its own chunk, precached like the rest), never with the list screen.
 */
export async function savePaperList(list: PaperList): Promise<string> {
  const { paperListPdf, paperListFileName } = await import('../../lib/paper-list-pdf');
  const bytes = await paperListPdf(list);
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const name = paperListFileName(list);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the address by now; a minute is plenty for a slow phone to start saving.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
