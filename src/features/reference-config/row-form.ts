import { referenceRowBody, type ReferenceRow, type ReferenceRowInput } from '../../contract/reference-lists';

/** What the row editor holds: the inputs' text, as typed. */
export interface RowDraft {
  name: string;
  description: string;
  points: string;
}

export type RowField = keyof RowDraft;

/** Which rule a field broke; the editor turns it into the area's text. */
export type RowProblem = 'nameRequired' | 'nameInvalid' | 'descriptionInvalid' | 'pointsInvalid';

export type RowCheck = { ok: true; body: ReferenceRowInput } | { ok: false; problems: Partial<Record<RowField, RowProblem>> };

export const EMPTY_DRAFT: RowDraft = { name: '', description: '', points: '0' };

export function draftOf(row: ReferenceRow): RowDraft {
  return { name: row.name, description: row.description ?? '', points: String(row.points ?? 0) };
}

/**
 * The draft as the server's body, checked by the contract's own schema so the client refuses
 * exactly what the server would. An empty description is sent as null; points only for task types.
 */
export function checkDraft(draft: RowDraft, withPoints: boolean): RowCheck {
  const description = draft.description.trim();
  const pointsText = draft.points.trim();
  const candidate = {
    name: draft.name,
    description: description === '' ? null : description,
    // An empty or non-numeric entry must fail, not become 0.
    points: withPoints ? (pointsText === '' ? Number.NaN : Number(pointsText)) : undefined,
  };
  const parsed = referenceRowBody.safeParse(candidate);
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems: Partial<Record<RowField, RowProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name') problems.name = draft.name.trim() === '' ? 'nameRequired' : 'nameInvalid';
    else if (field === 'description') problems.description = 'descriptionInvalid';
    else if (field === 'points') problems.points = 'pointsInvalid';
  }
  return { ok: false, problems };
}
