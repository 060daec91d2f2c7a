import { REFERENCE_LISTS, type ReferenceListName } from '../../contract/reference-lists';

/** The four tabs of the screen and their sub-tabs, in the spec's order (spec 01 §2). */
export const CONFIG_TABS = [
  { key: 'education', lists: ['educationlevel', 'education'] },
  { key: 'employment', lists: ['employmentstatus', 'employertype', 'employer'] },
  // 'System role' is memberrole (members.member_role_id: admin, coordinator, member); 'membership
  // role' is partyrole (the member's role in the party, which the statistics group by).
  { key: 'roles', lists: ['memberrole', 'partyrole', 'contributetype', 'organisation'] },
  { key: 'tasksSocial', lists: ['tasktype', 'socialmedia'] },
] as const satisfies readonly { key: string; lists: readonly ReferenceListName[] }[];

export type ConfigTabKey = (typeof CONFIG_TABS)[number]['key'];

/** The list the screen opens on when the URL names none (or one that does not exist). */
export const FIRST_LIST: ReferenceListName = 'educationlevel';

export function isReferenceList(value: string | null): value is ReferenceListName {
  return value !== null && Object.hasOwn(REFERENCE_LISTS, value);
}

export function tabOf(list: ReferenceListName): ConfigTabKey {
  const tab = CONFIG_TABS.find((t) => (t.lists as readonly ReferenceListName[]).includes(list));
  return tab?.key ?? 'education';
}

/** GET/POST path of a list: '/api/hr/organisation/'. */
export function listPath(list: ReferenceListName): string {
  return `${REFERENCE_LISTS[list]}/${list}/`;
}

/** PUT/DELETE path of one row: '/api/hr/organisation/7/'. */
export function rowPath(list: ReferenceListName, id: number): string {
  return `${listPath(list)}${id}/`;
}

/** Only the task type carries points. */
export const hasPoints = (list: ReferenceListName): boolean => list === 'tasktype';
