import { describe, expect, it } from 'vitest';
import type { DiasporaReferenceEdit } from '../../contract/diaspora-reference-edit';
import type { EmigrantReferenceEdit } from '../../contract/emigrant-reference-edit';
import type { FtvVoterEdit } from '../../contract/ftv-voter-edit';
import type { PatronagedEdit } from '../../contract/patronaged-edit';
import type { OutboxRow } from '../outbox-row';
import { changedBase, changedFields, overChanged, parseAlso, withUnanswered } from './changed-base';
import { diasporaKind } from './diaspora-kinds';
import { emigrantKind } from './emigrant-kinds';
import { ftvKind } from './ftv-kinds';
import type { KindSpec } from './kind-spec';
import { patronagedKind } from './patronaged-kinds';

/** A row as the current code and the code before the partial base both store it: the full base. */
function row(kind: string, desired: unknown): OutboxRow {
  return { key: `${kind}:5`, kind, userId: 1, desired, version: 1, state: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, createdAt: 0, updatedAt: 0, sentVersion: null };
}

function bodyOf(spec: KindSpec, desired: unknown): Record<string, unknown> {
  const plan = spec.request(row(spec.kind, desired), { entityId: '5', serverId: '5' });
  return plan?.body as Record<string, unknown>;
}

const patronaged: PatronagedEdit = {
  political_preference_id: 1,
  safety_rating: 1,
  is_emigrant: false,
  country_emigrant_id: null,
  phone: '0691111111',
  email: null,
  comment: null,
  emigrant_city: null,
  emigrant_address: null,
  emigrant_zipcode: null,
  emigrant_has_documents: null,
  emigrant_votes_in_box: null,
};
const ftv: FtvVoterEdit = { political_preference_id: null, safety_rating: 0, email: null, phone: null, comment: null };
const emigrant: EmigrantReferenceEdit = { city: 'Bari', city_albania: 'Vlorë', name: 'Ana', surname: 'Hoxha', phone: '0691', referues_name: null };
const diaspora: DiasporaReferenceEdit = {
  country_id: 3,
  reference_type: 1,
  emigrant_city: null,
  emigrant_phone: '0692',
  zip_code: null,
  note: null,
  has_referues: false,
  referues_name: null,
  referues_surname: null,
  referues_phone: null,
};

describe('changedBase', () => {
  it('keeps only the fields whose desired value differs, with the value they were changed from', () => {
    expect(changedBase({ value: { a: 1, b: 'x', c: null }, base: { a: 1, b: 'y', c: false } })).toEqual({ b: 'y', c: false });
    expect(changedBase({ value: { a: 1 }, base: { a: 1 } })).toEqual({});
  });

  it('keeps the fields the member touched, even one now back at its base', () => {
    expect(changedBase({ value: { a: 1, b: 'x' }, base: { a: 1, b: 'y' }, touched: ['a'] })).toEqual({ a: 1 });
  });
});

describe('a change made while an earlier send is unanswered', () => {
  it('says again every field that send set, even one back at its base', () => {
    expect(changedFields({ value: { a: 1, b: 'x' }, base: { a: 1, b: 'x' }, also: { a: [2] } })).toEqual(['a']);
    expect(changedBase({ value: { a: 1, b: 'y' }, base: { a: 1, b: 'x' }, also: { a: [2] }, touched: ['b'] })).toEqual({ a: 1, b: 'x' });
  });

  it('remembers each value a send set, once, and the newest when too many pile up', () => {
    const both = ['a', 'b'] as const;
    let also = withUnanswered({}, { a: 1, b: 'x' }, { a: 2, b: 'x' }, both);
    also = withUnanswered(also, { a: 1, b: 'x' }, { a: 2, b: 'y' }, both);
    expect(also).toEqual({ a: [2], b: ['y'] });
    for (let n = 3; n < 40; n++) also = withUnanswered(also, { a: 1, b: 'x' }, { a: n, b: 'x' }, both);
    expect(also.a).toHaveLength(16);
    expect(also.a?.at(-1)).toBe(39);
  });

  it('checks a stored also as the field itself is checked', () => {
    const parse = (v: unknown) => {
      const { a } = v as { a: unknown };
      if (typeof a !== 'number') throw new Error('malformed');
      return { a };
    };
    expect(parseAlso({ a: [2, 3] }, { a: 1 }, parse)).toEqual({ a: [2, 3] });
    expect(parseAlso(undefined, { a: 1 }, parse)).toBeUndefined();
    expect(() => parseAlso({ a: ['x'] }, { a: 1 }, parse)).toThrow();
    expect(() => parseAlso({ z: [1] }, { a: 1 }, parse)).toThrow();
  });

  it("shows the server's values with only the changed fields on top", () => {
    expect(overChanged({ a: 9, b: 'z' }, { value: { a: 1, b: 'x' }, base: { a: 1, b: 'y' } })).toEqual({ a: 9, b: 'x' });
  });
});

describe("a PUT's base holds only the changed fields (a row stored with a full base too)", () => {
  it('patronaged voter', () => {
    const body = bodyOf(patronagedKind, { value: { ...patronaged, comment: 'Takuar', safety_rating: 3 }, base: patronaged });
    expect(body).toEqual({ ...patronaged, comment: 'Takuar', safety_rating: 3, base: { comment: null, safety_rating: 1 } });
  });

  it('first-time voter', () => {
    const body = bodyOf(ftvKind, { value: { ...ftv, phone: '0693' }, base: ftv });
    expect(body).toEqual({ ...ftv, phone: '0693', base: { phone: null } });
  });

  it('emigrant reference (the country travels, never in the base)', () => {
    const body = bodyOf(emigrantKind, { exists: true, value: { ...emigrant, city: 'Milano' }, base: emigrant, fixed: { country_id: 3 } });
    expect(body).toEqual({ country_id: 3, ...emigrant, city: 'Milano', base: { city: 'Bari' } });
  });

  it('diaspora reference', () => {
    const body = bodyOf(diasporaKind, { exists: true, value: { ...diaspora, note: 'Shënim', has_referues: true }, base: diaspora, fixed: { voter_id: 8 } });
    expect(body).toEqual({ voter_id: 8, ...diaspora, note: 'Shënim', has_referues: true, base: { note: null, has_referues: false } });
  });

  it('nothing changed: an empty base, which the server applies as nothing', () => {
    expect(bodyOf(ftvKind, { value: ftv, base: ftv }).base).toEqual({});
  });
});
