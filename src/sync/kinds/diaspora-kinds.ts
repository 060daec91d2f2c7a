import { DIASPORA_REFERENCE_GONE, type DiasporaReferenceEdit, type DiasporaStatus } from '../../contract/diaspora-reference-edit';
import { errorText } from '../../contract/error-text';
import { editableRecordKind, parseEditableDesired, type EditableDesired } from './editable-record-kind';
import { alsoAndTouched, type AlsoBase, changedFields } from './changed-base';
import { flag, id, pickFields, text, textOrNull } from './field-checks';
import type { KindSpec } from './kind-spec';

export const DIASPORA_KIND = 'diaspora-reference';
export const DIASPORA_STATUS_KIND = 'diaspora-status';

/** The voter a reference is about, chosen once at creation. */
export interface DiasporaFixed {
  voter_id: number;
}

export type DiasporaDesired = EditableDesired<DiasporaReferenceEdit, DiasporaFixed>;

const options = {
  parseValue: (value: unknown) =>
    pickFields<DiasporaReferenceEdit>(
      value,
      {
        country_id: id,
        reference_type: id,
        emigrant_city: textOrNull,
        emigrant_phone: text,
        zip_code: textOrNull,
        note: textOrNull,
        has_referues: flag,
        referues_name: textOrNull,
        referues_surname: textOrNull,
        referues_phone: textOrNull,
      },
      'diaspora reference',
    ),
  parseFixed: (value: unknown) => pickFields<DiasporaFixed>(value, { voter_id: id }, 'diaspora reference voter'),
};

export const parseDiasporaDesired = (value: unknown): DiasporaDesired => parseEditableDesired(value, options);

/** Diaspora references (spec 02 §7): register-diaspora-reference/, diaspora-reference/{id}/ PUT and DELETE. */
export const diasporaKind = editableRecordKind({
  kind: DIASPORA_KIND,
  ...options,
  createPath: '/api/patronage/register-diaspora-reference/',
  itemPath: (referenceId) => `/api/patronage/diaspora-reference/${referenceId}/`,
  goneText: DIASPORA_REFERENCE_GONE,
});

/** The voting flags the member wants and the ones the server held when they changed them. */
export interface DiasporaStatusDesired {
  value: DiasporaStatus;
  base: DiasporaStatus | null;
  /** Flags an unanswered earlier send may have set (see AlsoBase); absent: none. */
  also?: AlsoBase<DiasporaStatus> | undefined;
  /** The fields the member touched (see changeBase); absent on older rows: those differing from the base. */
  touched?: string[] | undefined;
}

const parseStatus = (value: unknown): DiasporaStatus =>
  pickFields<DiasporaStatus>(value, { per_registered: flag, envelope_received: flag, voted: flag }, 'diaspora status');

export function parseDiasporaStatusDesired(value: unknown): DiasporaStatusDesired {
  if (typeof value !== 'object' || value === null) throw new Error('malformed diaspora status');
  const { value: status, base, also, touched } = value as Record<string, unknown>;
  const parsed = parseStatus(status);
  return { value: parsed, base: base === null || base === undefined ? null : parseStatus(base), ...alsoAndTouched({ also, touched }, parsed, parseStatus) };
}

/**
 * Only the flags this device changed, and those an unanswered earlier send set (changedFields):
 * another coordinator's change of another flag stands. A row that changes none (its flags back
 * where they were, nothing unanswered) says all three again: the row exists because its value is
 * not what the device last knew the server to hold.
 */
export function changedFlags(desired: DiasporaStatusDesired): Partial<DiasporaStatus> {
  const { value, base } = desired;
  if (base === null) return value;
  const changed: Partial<DiasporaStatus> = {};
  for (const flagName of changedFields({ ...desired, base })) changed[flagName] = value[flagName];
  return Object.keys(changed).length === 0 ? value : changed;
}

/**
 * PUT update-diaspora-reference-status/{id}/ with the changed flags only (spec 02 §7; our server
 * takes each flag optional). The entity is the reference: for one created on this device the row
 * waits for its create. Deleted elsewhere (404 'gone'): there is nothing left to mark.
 */
export const diasporaStatusKind: KindSpec = {
  kind: DIASPORA_STATUS_KIND,
  request(row, target) {
    const desired = parseDiasporaStatusDesired(row.desired);
    if (target.serverId === null) return null;
    const referenceId = Number(target.serverId);
    if (!Number.isSafeInteger(referenceId) || referenceId <= 0) throw new Error(`invalid diaspora reference id ${target.serverId}`);
    return { method: 'PUT', path: `/api/patronage/update-diaspora-reference-status/${referenceId}/`, body: changedFlags(desired), complete: true };
  },
  isSuccessEquivalent: (status, body) => status === 404 && errorText(body) === DIASPORA_REFERENCE_GONE,
  // The answer is the whole reference: another coordinator's flag changed meanwhile shows at once.
  answeredDesired(body) {
    try {
      return { value: parseStatus(body), base: null } satisfies DiasporaStatusDesired;
    } catch {
      return undefined;
    }
  },
};
