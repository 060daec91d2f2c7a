import type { AnswerPolicy } from '../classify';
import type { OutboxRow } from '../outbox-row';
import type { SendTarget } from '../ports';

/** One HTTP request that moves an entity towards its desired state. */
export interface RequestPlan {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Absolute path starting with '/api/'. */
  path: string;
  /** JSON body; undefined sends no body. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /**
   * A multipart/form-data body instead of JSON: these plain fields and one file kept on the device
   * under `file.key` (the transport's file source resolves it; see fetch-transport.ts).
   */
  multipart?: MultipartPlan;
  /** How long to wait for the answer when the default is too short (a large upload). */
  timeoutMs?: number;
  /**
   * False when a 2xx leaves the row with work still to do (a create that must be followed by a
   * delete once the server id is known).
   */
  complete: boolean;
}

export interface MultipartPlan {
  fields: Readonly<Record<string, string>>;
  file: { field: string; key: string };
}

/**
 * How one kind of outbox row maps to HTTP. Pure: the fetch transport calls it, in the page and
 * in the service worker.
 */
export interface KindSpec extends AnswerPolicy {
  kind: string;
  /**
   * Throws when the row's desired state is malformed: the row then needs attention. Null when the
   * row cannot go yet because its entity is a record created on this device whose create (another
   * kind's row) the server has not confirmed: the row waits WAIT_FOR_CREATE_MS and looks again.
   */
  request(row: OutboxRow, target: SendTarget): RequestPlan | null;
  /** For creates: the server id in a 2xx body. */
  createdId?(body: unknown): string | null;
  /**
   * The desired state (as `row.desired` holds it) that a 2xx body says the server now holds, or
   * undefined when the body does not say: the record's known server state then follows the
   * server, not the request, when someone else changed another part of it meanwhile.
   */
  answeredDesired?(body: unknown, row: OutboxRow): unknown;
  /**
   * The desired state the server holds when it answers that the record is gone (a non-2xx that
   * `isSuccessEquivalent` accepts), e.g. a create this device had applied and someone deleted
   * since: the record then leaves the device instead of staying as the row asked.
   */
  goneDesired?(row: OutboxRow): unknown;
  /**
   * The desired state (as `row.desired` holds it) of the server's copy a 409 answered with, or
   * undefined when the body has none: the device then decides the conflict against what the server
   * held when it refused, not against a list that may have been read before the other change.
   */
  conflictHolds?(body: unknown, row: OutboxRow): unknown;
}

/** How long a row waits for another row's create before it looks again (see KindSpec.request). */
export const WAIT_FOR_CREATE_MS = 3_000;
