import { foldedEmigrant } from '../../collections/emigrant-references';
import { NOT_CREATED } from '../../collections/editable-records';
import type { EmigrantReferenceEdit } from '../../contract/emigrant-reference-edit';
import type { Country } from '../../contract/patronaged-voters';
import type { LocalEmigrantReference } from '../../db/database';

export const USER = 7;
export const ITALY: Country = { id: 5, country_name: 'Itali' };
export const GERMANY: Country = { id: 6, country_name: 'Gjermani' };

export const EDIT: EmigrantReferenceEdit = {
  city: 'Milano',
  city_albania: 'Fier',
  name: 'Ëngjëll',
  surname: 'Çela',
  phone: '+39 333 1234567',
  referues_name: 'Arben Kola',
};

interface Options {
  key?: string;
  country?: Country;
  /** ISO time. */
  createDate?: string;
  edit?: Partial<EmigrantReferenceEdit>;
  /** The server's copy; the member's values when absent. Null: never created on the server. */
  server?: EmigrantReferenceEdit | null;
}

/** A reference as the device stores it. */
export function localReference({ key = '41', country = ITALY, createDate = '2025-03-10T09:00:00.000Z', edit = {}, server }: Options = {}): LocalEmigrantReference {
  const value = { ...EDIT, ...edit };
  const serverValue = server === undefined ? value : server;
  return {
    userId: USER,
    key,
    country,
    create_date: createDate,
    state: { exists: true, value },
    serverState: serverValue === null ? NOT_CREATED : { exists: true, value: serverValue },
    folded: foldedEmigrant(value),
  };
}
