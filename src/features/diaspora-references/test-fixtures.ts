import type { DiasporaReferenceEdit, DiasporaStatus } from '../../contract/diaspora-reference-edit';
import type { DiasporaVoter } from '../../contract/diaspora-references';
import type { LocalDiasporaReference, LocalDiasporaStatus } from '../../db/database';
import { foldedDiaspora } from '../../collections/diaspora-references';
import { diasporaListsOf } from './use-diaspora-lists';

export const USER = 7;

export const LISTS = diasporaListsOf(
  [
    { id: 1, code: 'familje', label: 'Familje', name: 'Referencë nga familja' },
    { id: 2, code: 'biznesi', label: 'Biznes', name: 'Referencë nga një biznes' },
    { id: 3, code: 'miq', label: 'Miq', name: 'Referencë nga miqtë' },
  ],
  [
    { id: 5, country_name: 'Italia' },
    { id: 6, country_name: 'Gjermania' },
    { id: 7, country_name: 'Austria' },
  ],
);

export function diasporaVoter(id: number, overrides: Partial<DiasporaVoter> = {}): DiasporaVoter {
  return {
    id,
    name: 'Ana',
    surname: 'Hoxha',
    father_name: 'Petrit',
    dob: '1980-01-02',
    region: { name: 'Shkodër' },
    municipality: { name: 'Vau i Dejës' },
    unit: { name: 'Bushat' },
    ...overrides,
  };
}

export const EDIT: DiasporaReferenceEdit = {
  country_id: 5,
  reference_type: 1,
  emigrant_city: 'Milano',
  emigrant_phone: '+39 333 1234567',
  zip_code: '20100',
  note: null,
  has_referues: false,
  referues_name: null,
  referues_surname: null,
  referues_phone: null,
};

/** A reference the server holds (`key` its id), with the member's values `edit` (the server's by default). */
export function reference(key: string, options: { voter?: Partial<DiasporaVoter>; edit?: Partial<DiasporaReferenceEdit>; server?: Partial<DiasporaReferenceEdit>; evidenca?: boolean; create_date?: string } = {}): LocalDiasporaReference {
  const voter = diasporaVoter(Number(key.replace(/\D/g, '')) || 1, options.voter);
  const value = { ...EDIT, ...options.edit };
  return {
    userId: USER,
    key,
    voter,
    evidenca: options.evidenca ?? false,
    create_date: options.create_date ?? '2025-03-01T09:30:00.000Z',
    state: { exists: true, value },
    serverState: { exists: true, value: { ...EDIT, ...options.server } },
    folded: foldedDiaspora(voter, value),
  };
}

export function flags(key: string, status: Partial<DiasporaStatus>): LocalDiasporaStatus {
  const full = { per_registered: false, envelope_received: false, voted: false, ...status };
  return { userId: USER, key, status: full, serverStatus: full };
}
