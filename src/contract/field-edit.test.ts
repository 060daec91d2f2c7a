import { describe, expect, it } from 'vitest';
import { contestedFields, namedFields, normalizedAlso, normalizedBase } from './field-edit';
import { normalizePatronagedEdit, PATRONAGED_EDIT_FIELDS, type PatronagedEdit } from './patronaged-edit';

const record: PatronagedEdit = {
  political_preference_id: 1,
  safety_rating: 2,
  is_emigrant: false,
  country_emigrant_id: null,
  phone: '069',
  email: null,
  comment: 'B',
  emigrant_city: null,
  emigrant_address: null,
  emigrant_zipcode: null,
  emigrant_has_documents: null,
  emigrant_votes_in_box: null,
};

describe('field-by-field edits', () => {
  it('names only the fields present and defined, in the record’s order', () => {
    expect(namedFields<PatronagedEdit>({ comment: null, phone: undefined, safety_rating: 1 }, PATRONAGED_EDIT_FIELDS)).toEqual(['safety_rating', 'comment']);
  });

  it('contests a named field only when the stored value is neither the base nor the edit', () => {
    const edit = { ...record, comment: 'A', phone: '070' };
    expect(contestedFields(record, { comment: 'old', phone: '069' }, edit, PATRONAGED_EDIT_FIELDS)).toEqual(['comment']);
    expect(contestedFields(record, { comment: 'old' }, { ...edit, comment: 'B' }, PATRONAGED_EDIT_FIELDS)).toEqual([]);
    expect(contestedFields(record, {}, edit, PATRONAGED_EDIT_FIELDS)).toEqual([]);
  });

  it('takes the values of an unanswered earlier send as the base too', () => {
    const edit = { ...record, comment: 'C' };
    expect(contestedFields(record, { comment: 'A' }, edit, PATRONAGED_EDIT_FIELDS, { comment: ['B'] })).toEqual([]);
    expect(contestedFields(record, { comment: 'A' }, edit, PATRONAGED_EDIT_FIELDS, { comment: ['X'], phone: ['069'] })).toEqual(['comment']);
  });

  it('normalises those values as the base is normalised', () => {
    expect(normalizedAlso(record, { comment: ['  ', ' B '] }, PATRONAGED_EDIT_FIELDS, normalizePatronagedEdit)).toEqual({ comment: [null, 'B'] });
  });

  it('normalises a partial base as the record the device saw', () => {
    const base = normalizedBase(record, { political_preference_id: null, safety_rating: 3, comment: '  ' }, PATRONAGED_EDIT_FIELDS, normalizePatronagedEdit);
    expect(base).toEqual({ political_preference_id: null, safety_rating: null, comment: null });
  });
});
