import { EMIGRANT_REFERENCE_GONE, type EmigrantReferenceEdit } from '../../contract/emigrant-reference-edit';
import { editableRecordKind, parseEditableDesired, type EditableDesired } from './editable-record-kind';
import { id, pickFields, text, textOrNull } from './field-checks';

export const EMIGRANT_KIND = 'emigrant-reference';

/** The country is chosen once, at creation (spec 02 §5): it travels with the create and each edit. */
export interface EmigrantFixed {
  country_id: number;
}

export type EmigrantDesired = EditableDesired<EmigrantReferenceEdit, EmigrantFixed>;

const options = {
  parseValue: (value: unknown) =>
    pickFields<EmigrantReferenceEdit>(value, { city: text, city_albania: text, name: text, surname: text, phone: text, referues_name: textOrNull }, 'emigrant reference'),
  parseFixed: (value: unknown) => pickFields<EmigrantFixed>(value, { country_id: id }, 'emigrant reference country'),
};

export const parseEmigrantDesired = (value: unknown): EmigrantDesired => parseEditableDesired(value, options);

/** Emigrant references (spec 02 §7): POST emigrant-reference/, PUT and DELETE emigrant-reference/{id}/. */
export const emigrantKind = editableRecordKind({
  kind: EMIGRANT_KIND,
  ...options,
  createPath: '/api/patronage/emigrant-reference/',
  itemPath: (referenceId) => `/api/patronage/emigrant-reference/${referenceId}/`,
  goneText: EMIGRANT_REFERENCE_GONE,
});
