import Dexie, { type EntityTable } from 'dexie';
import type { DiasporaReferenceEdit, DiasporaStatus } from '../contract/diaspora-reference-edit';
import type { DiasporaReferenceType, DiasporaVoter } from '../contract/diaspora-references';
import type { EmigrantReferenceEdit } from '../contract/emigrant-reference-edit';
import type { FtvVoterEdit } from '../contract/ftv-voter-edit';
import type { FtvVoter } from '../contract/ftv-voters';
import type { PatronagedEdit } from '../contract/patronaged-edit';
import type { Country, PatronagedVoter, PoliticalPreference } from '../contract/patronaged-voters';
import type { ObserverVoter, PatronageVoter } from '../contract/voting-day';
import type { DaySealReceipt } from '../contract/day-seal';
import type { Completion } from '../sync/kinds/member-task-kinds';
import type { OutboxRow } from '../sync/outbox-row';
import { encryptionMiddleware } from './at-rest/encryption-middleware';

// The row type lives with the sync engine (which must not import Dexie); re-exported for the app.
export type { OutboxRow } from '../sync/outbox-row';

/** The signed-in member's token, kept here (not only in localStorage) so the service worker can send. */
export interface SessionRow {
  userId: number;
  /** Null after sign-out or after the server refused it; the member's outbox rows then wait. */
  token: string | null;
  signedInAt: number;
  /** Epoch ms when the server answered 401/403 to this member's token; cleared by the next sign-in. */
  authRejectedAt?: number | null;
}

/** A downloaded observer voter. `serverVoted` is the last state the server confirmed; `voted` is the local intent. */
export interface LocalObserverVoter extends ObserverVoter {
  userId: number;
  serverVoted: boolean;
  /** Folded (lowercase, ë→e, ç→c) "name surname" for prefix search. */
  folded: string;
  /**
   * Epoch ms of the newest server knowledge in `serverVoted` from an acknowledgement. A list
   * download that started earlier must not overwrite it with its older copy.
   */
  serverAt?: number;
}

export interface LocalStation {
  userId: number;
  id: number;
  code: string;
}

export interface LocalPatronageVoter extends PatronageVoter {
  userId: number;
  serverVoted: boolean;
  folded: string;
  /** See LocalObserverVoter.serverAt. */
  serverAt?: number;
}

/**
 * A voter the member referred (spec 02 §2.11). `key` is the server id as a string, or a local id
 * (`local-…`) for a referral made on this device that the server has not confirmed yet.
 */
export interface LocalReferred {
  userId: number;
  key: string;
  voter: {
    id: number;
    nid: string;
    name: string;
    surname: string;
    phone: string | null;
    qv_code: string;
    /** Null for a referral made offline: the national search does not give it. */
    list_number: number | null;
    building_number: string | null;
    dob: string;
    voted: boolean | null;
  };
  referues: string | null;
  referues_phone: string | null;
  comment: string | null;
  /** ISO time of the referral (local time of the tap for one made on this device). */
  create_date: string;
  /** The member's intent: false while a delete waits to be sent. */
  exists: boolean;
  /** Whether the server holds the referral, as far as this device knows. */
  serverExists: boolean;
  serverAt?: number;
  /** Folded "name surname", nid, and referrer for the local search (see fold-text.ts). */
  folded: { name: string; surname: string; nid: string; referues: string };
}

/** A patronaged voter (spec 02 §2.12): the server's copy for display, the member's edit and the server's. */
export interface LocalPatronaged {
  userId: number;
  /** patronager_voter id */
  id: number;
  item: PatronagedVoter;
  /** The member's intent. */
  edit: PatronagedEdit;
  /** The values the server last confirmed (the base of the next edit). */
  serverEdit: PatronagedEdit;
  serverAt?: number;
  folded: { name: string; surname: string; nid: string };
}

/**
 * Whether a record the member creates and edits exists, and its editable values. A record that
 * does not exist has no values: a create deleted before it was sent then equals "never existed".
 */
export type EditableState<E> = { exists: true; value: E } | { exists: false; value: null };

/**
 * A record the member creates, edits and deletes. `key` is the server id as a string, or a local
 * id (`local-…`) until the server confirms the create. `state` is the member's intent, `serverState`
 * what the server last confirmed (the base of the next edit).
 */
export interface EditableRecord<E> {
  userId: number;
  key: string;
  state: EditableState<E>;
  serverState: EditableState<E>;
  serverAt?: number;
  outboxId?: string;
  /** ISO time of creation (the tap, for one made on this device). */
  create_date: string;
}

/** An emigrant reference (spec 02 §2.13); the country is fixed at creation. */
export interface LocalEmigrantReference extends EditableRecord<EmigrantReferenceEdit> {
  country: { id: number; country_name: string };
  folded: { name: string; surname: string; phone: string; city: string; city_albania: string; referues_name: string };
}

/** A diaspora reference (spec 02 §2.14); its voting flags live in `diasporaStatuses`. */
export interface LocalDiasporaReference extends EditableRecord<DiasporaReferenceEdit> {
  voter: DiasporaVoter;
  /** Derived by the server (a patronager lists the voter as an emigrant); false for one made here. */
  evidenca: boolean;
  folded: { name: string; surname: string; father_name: string; referues_name: string; referues_surname: string };
}

/**
 * The voting flags of a diaspora reference, keyed like the reference (its local id while the
 * create is unconfirmed): each change is its own small outbox row, apart from the reference's edits.
 */
export interface LocalDiasporaStatus {
  userId: number;
  key: string;
  status: DiasporaStatus;
  serverStatus: DiasporaStatus;
  serverAt?: number;
  outboxId?: string;
}

/** A first-time voter of the coordinator (spec 02 §2.15). */
export interface LocalFtvVoter {
  userId: number;
  id: number;
  item: FtvVoter;
  edit: FtvVoterEdit;
  serverEdit: FtvVoterEdit;
  serverAt?: number;
  folded: { code: string; name: string; surname: string; qv_code: string };
}

/**
 * The last copy of one of a member's read-only screens (dashboard, news, notifications, profile):
 * what the screen shows with no signal, with the time it was fetched.
 */
export interface CachedRead {
  userId: number;
  /** The call it came from, e.g. '/api/hr/dashboard-data/'. */
  key: string;
  value: unknown;
  /** Epoch ms of the answer. */
  at: number;
  /** The answer's server watermark (src/contract/headers.ts); absent on copies kept before it existed. */
  watermark?: number | null;
}

/** The member's contact details as the profile edits them, offline first (key 'me'). */
export interface LocalMyInfo {
  userId: number;
  key: string;
  info: { phone: string | null; email: string | null };
  serverInfo: { phone: string | null; email: string | null };
  serverAt?: number;
}

/** The member's social network accounts, the whole set (key 'me'). */
export interface LocalSocialAccounts {
  userId: number;
  key: string;
  accounts: { socialmedia_id: number; account_name: string; user_url: string }[];
  serverAccounts: { socialmedia_id: number; account_name: string; user_url: string }[];
  /** Every network the form offers. */
  medias: { id: number; name: string }[];
  serverAt?: number;
}

/**
 * A participant of a QR task the member takes attendance for (spec 02 §2.5), key
 * `<taskId>-<memberId>`: the list a scan is checked against with no signal.
 */
export interface LocalParticipant {
  userId: number;
  key: string;
  taskId: number;
  memberId: number;
  name: string;
  surname: string;
  photo: string | null;
  /** Attended as this device shows it (a scan waiting to be sent counts). */
  completed: boolean;
  serverCompleted: boolean;
  serverAt?: number;
}

/** The member's 'Detyra u krye' / 'Refuzo detyrën' on one assignment (key: the member task id). */
export interface LocalTaskCompletion {
  userId: number;
  key: number;
  completion: Completion;
  serverCompletion: Completion;
  serverAt?: number;
}

/** The member's report on one assignment (key: the member task id), HTML. */
export interface LocalTaskReport {
  userId: number;
  key: number;
  report: string | null;
  serverReport: string | null;
  serverAt?: number;
}

/** A comment written on this device, kept until the server has it (then the thread shows it). */
export interface LocalTaskComment {
  userId: number;
  /** A local id (`local-…`), sent as the comment's client_ref. */
  key: string;
  taskId: number;
  comment: string;
  /** ISO time of writing. */
  create_date: string;
  /** False once the member discarded a comment the server refused. */
  exists: boolean;
  sent: boolean;
  serverAt?: number;
}

/**
 * A document the member added to an assignment on this device (spec 02 §2.4), kept until the
 * server has it (the documents list then shows the server's copy). The file itself is the
 * outbox row's file in `outboxFiles`.
 */
export interface LocalTaskDocUpload {
  userId: number;
  /** A local id (`local-…`), sent as the document's client_ref. */
  key: string;
  memberTaskId: number;
  description: string;
  fileName: string;
  /** Bytes, for the list. */
  size: number;
  /** ISO time of adding. */
  create_date: string;
  /** False once the member discarded it. */
  exists: boolean;
  sent: boolean;
  serverAt?: number;
}

/**
 * A file an outbox row sends (a multipart upload), keyed by the row's key: it lives exactly as
 * long as the row (the outbox store deletes it with the row on acknowledgement or discard).
 */
export interface OutboxFile {
  key: string;
  userId: number;
  blob: Blob;
  /** The file name the form sends. */
  name: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** Server id of a record created offline under a local id (`local-…`), stored once its create is acknowledged. */
export interface LocalIdRow {
  localId: string;
  kind: string;
  serverId: string;
}

/**
 * A record an acknowledgement took off the device (a delete the server confirmed): a list
 * download whose watermark is not greater than `watermark` may still hold it, and must not bring
 * it back. Dropped once a newer download has been stored.
 */
export interface Tombstone {
  userId: number;
  kind: string;
  key: EntityKey;
  watermark: number;
}

/**
 * The member's last end of day ('Mbyll ditën') on one voting-day screen: the server's receipt,
 * kept to be shown again offline. Sign-out removes it with the member's other lists.
 */
export interface LocalDaySeal {
  userId: number;
  module: 'observer' | 'patronage';
  receipt: DaySealReceipt;
  /** Epoch ms on this device when the receipt arrived. */
  sealedAt: number;
  /** A mark was made on this screen after the seal (voting goes on; the receipt no longer covers everything). */
  changedAfter: boolean;
}

/** The entity part of an offline record's key: a server id, or (records created here) a string that may be a local id. */
export type EntityKey = number | string;

export class TerrenDb extends Dexie {
  outbox!: EntityTable<OutboxRow, 'key'>;
  session!: EntityTable<SessionRow, 'userId'>;
  observerStations!: Dexie.Table<LocalStation, [number, number]>;
  observerVoters!: Dexie.Table<LocalObserverVoter, [number, EntityKey]>;
  patronageVoters!: Dexie.Table<LocalPatronageVoter, [number, EntityKey]>;
  meta!: EntityTable<MetaRow, 'key'>;
  localIds!: EntityTable<LocalIdRow, 'localId'>;
  referredVoters!: Dexie.Table<LocalReferred, [number, EntityKey]>;
  patronagedVoters!: Dexie.Table<LocalPatronaged, [number, EntityKey]>;
  /** Reference lists every member sees alike (not personal): kept across sign-outs. */
  politicalPreferences!: EntityTable<PoliticalPreference, 'id'>;
  countries!: EntityTable<Country, 'id'>;
  emigrantReferences!: Dexie.Table<LocalEmigrantReference, [number, EntityKey]>;
  diasporaReferences!: Dexie.Table<LocalDiasporaReference, [number, EntityKey]>;
  diasporaStatuses!: Dexie.Table<LocalDiasporaStatus, [number, EntityKey]>;
  ftvVoters!: Dexie.Table<LocalFtvVoter, [number, EntityKey]>;
  diasporaReferenceTypes!: EntityTable<DiasporaReferenceType, 'id'>;
  cachedReads!: Dexie.Table<CachedRead, [number, string]>;
  myInfo!: Dexie.Table<LocalMyInfo, [number, EntityKey]>;
  socialAccounts!: Dexie.Table<LocalSocialAccounts, [number, EntityKey]>;
  taskParticipants!: Dexie.Table<LocalParticipant, [number, EntityKey]>;
  taskCompletions!: Dexie.Table<LocalTaskCompletion, [number, EntityKey]>;
  taskReports!: Dexie.Table<LocalTaskReport, [number, EntityKey]>;
  taskComments!: Dexie.Table<LocalTaskComment, [number, EntityKey]>;
  taskDocUploads!: Dexie.Table<LocalTaskDocUpload, [number, EntityKey]>;
  outboxFiles!: EntityTable<OutboxFile, 'key'>;
  tombstones!: Dexie.Table<Tombstone, [number, string, EntityKey]>;
  daySeals!: Dexie.Table<LocalDaySeal, [number, string]>;

  constructor(name = 'terren') {
    super(name);
    this.version(1).stores({
      outbox: 'key, userId, state, nextAttemptAt',
      session: 'userId',
      observerStations: '[userId+id], userId',
      observerVoters: '[userId+voter_id], userId, [userId+qv_id]',
      patronageVoters: '[userId+patronager_voter_id], userId',
      meta: 'key',
    });
    // v2: the sync engine's due-row and status queries per member, and the local → server id map.
    this.version(2).stores({
      outbox: 'key, userId, state, nextAttemptAt, [userId+state+nextAttemptAt], [userId+state+createdAt]',
      localIds: 'localId',
    });
    // v3: patronage outreach (referred and patronaged voters) and the reference lists their forms use.
    this.version(3).stores({
      referredVoters: '[userId+key], userId',
      patronagedVoters: '[userId+id], userId',
      politicalPreferences: 'id',
      countries: 'id',
    });
    // v4: the coordinators' lists (emigrant and diaspora references, first-time voters).
    this.version(4).stores({
      emigrantReferences: '[userId+key], userId',
      diasporaReferences: '[userId+key], userId',
      diasporaStatuses: '[userId+key], userId',
      ftvVoters: '[userId+id], userId',
      diasporaReferenceTypes: 'id',
    });
    // v5: the member area: screens open from their last copy on the device; profile edits offline.
    this.version(5).stores({
      cachedReads: '[userId+key], userId',
      myInfo: '[userId+key], userId',
      socialAccounts: '[userId+key], userId',
    });
    // v6: received tasks: offline attendance scans, done/refuse, the report and comments.
    this.version(6).stores({
      taskParticipants: '[userId+key], userId, [userId+taskId]',
      taskCompletions: '[userId+key], userId',
      taskReports: '[userId+key], userId',
      taskComments: '[userId+key], userId, [userId+taskId]',
    });
    // v7: documents added offline, with the files of outbox rows kept until the server has them.
    this.version(7).stores({
      taskDocUploads: '[userId+key], userId, [userId+memberTaskId]',
      outboxFiles: 'key, userId',
    });
    // v8: a station's voters in list order, so the voting-day screen reads the rows in view first.
    // It replaces [userId+qv_id]: Dexie serves queries on that prefix from this index.
    this.version(8).stores({
      observerVoters: '[userId+voter_id], userId, [userId+qv_id+list_number]',
    });
    // v9: acknowledgements and downloads are ordered by the server's change watermark, no longer by
    // this device's clock: records lose their clock-time `serverAt` (every download is then newer,
    // as it was for a record never acknowledged), and deletes the server confirmed leave tombstones.
    this.version(9)
      .stores({ tombstones: '[userId+kind+key], userId, [userId+kind]' })
      .upgrade(async (tx) => {
        for (const table of tx.storeNames) {
          if (!tx.table(table).schema.primKey.keyPath?.includes('userId')) continue;
          await tx.table(table).toCollection().modify((record: { serverAt?: number }) => {
            delete record.serverAt;
          });
        }
      });
    // v10: the end-of-day receipt of each voting-day screen (issue 36).
    this.version(10).stores({ daySeals: '[userId+module], userId' });
    // Personal fields sealed at rest (at-rest/sealed-fields.ts); only the bench's baseline unuses it.
    this.use(encryptionMiddleware);
  }
}

export const db = new TerrenDb();
