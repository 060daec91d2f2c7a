import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { myObserverVoters, myPatronagerVotersElectionDay } from '../contract/voting-day';
import { parseInPlace } from './parse-in-place';

const voter = { voter_id: 1, qv_id: 10, name: 'Ërmal', father_name: 'Gëzim', surname: 'Çela', list_number: 1, voted: false };
const patronageVoter = { patronager_voter_id: 5, name: 'Ana', father_name: 'Besnik', surname: 'Hoxha', list_number: 2, voted: true, phone: null, qv_code: '1234' };

/** What getWithToken hands over: a body fresh from JSON.parse. */
const fromJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('parseInPlace', () => {
  it('returns the parsed body itself when zod would return an equal copy', () => {
    const body = fromJson({ qvs: [{ id: 10, code: '0010' }], voters: [voter, { ...voter, voter_id: 2, voted: true }] });
    const parsed = parseInPlace(myObserverVoters, body);
    expect(parsed.success && parsed.data).toBe(body);
    expect(parsed.success && parsed.data).toEqual(myObserverVoters.parse(body));

    const list = fromJson([patronageVoter, { ...patronageVoter, phone: '069' }]);
    const patronage = parseInPlace(myPatronagerVotersElectionDay, list);
    expect(patronage.success && patronage.data).toBe(list);
  });

  it("fails a malformed voter with zod's own error", () => {
    const body = fromJson({ qvs: [], voters: [voter, { ...voter, voter_id: 'x' }] });
    const parsed = parseInPlace(myObserverVoters, body);
    const zod = myObserverVoters.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.error.message).toBe(!zod.success && zod.error.message);
    expect(!parsed.success && parsed.error.issues[0]?.path).toEqual(['voters', 1, 'voter_id']);
  });

  it("hands a body with a key the contract does not name to zod, which drops it as before", () => {
    const body = fromJson({ qvs: [], voters: [{ ...voter, extra: 1 }] });
    const parsed = parseInPlace(myObserverVoters, body);
    expect(parsed.success && parsed.data).not.toBe(body);
    expect(parsed.success && parsed.data.voters[0]).toEqual(voter);
  });

  it('rejects what zod rejects: a fraction, an unsafe integer, a missing key, a number as text', () => {
    for (const bad of [{ list_number: 1.5 }, { list_number: 2 ** 53 }, { voted: 'true' }, { name: 5 }, { qv_id: null }]) {
      const body = { qvs: [], voters: [{ ...voter, ...bad }] };
      expect(parseInPlace(myObserverVoters, body).success).toBe(false);
    }
    const { name: _name, ...missing } = voter;
    expect(parseInPlace(myObserverVoters, { qvs: [], voters: [missing] }).success).toBe(false);
    expect(parseInPlace(myObserverVoters, { qvs: [], voters: [null] }).success).toBe(false);
    expect(parseInPlace(myObserverVoters, { qvs: [] }).success).toBe(false);
    expect(parseInPlace(myObserverVoters, []).success).toBe(false);
  });

  it('leaves schemas it does not cover to zod (refinements, bounds, optional keys, transforms)', () => {
    const schemas = [
      z.object({ a: z.string().min(2) }),
      z.object({ a: z.number().int().min(1) }),
      z.object({ a: z.string().optional() }),
      z.object({ a: z.string() }).refine((v) => v.a !== 'no'),
      z.object({ a: z.string().transform((s) => s.trim()) }),
      z.object({ a: z.email() }),
      z.looseObject({ a: z.string() }),
      z.array(z.string()).max(1),
    ];
    for (const schema of schemas) {
      for (const value of [{ a: ' x ' }, { a: 'no' }, { a: 'x@y.al', b: 1 }, ['a', 'b'], { a: 0 }]) {
        const parsed = parseInPlace<unknown>(schema, value);
        const zod = schema.safeParse(value);
        expect(parsed.success).toBe(zod.success);
        if (parsed.success && zod.success) {
          expect(parsed.data).toEqual(zod.data);
          expect(parsed.data).not.toBe(value);
        }
      }
    }
  });

  it('agrees with zod on any JSON value shaped like a voter list', () => {
    const field = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 4 }), fc.boolean(), fc.constant(null));
    // Mostly right, now and then wrong, so both answers come up often.
    const mostly = <T,>(right: fc.Arbitrary<T>) => fc.oneof({ arbitrary: right, weight: 12 }, { arbitrary: field, weight: 1 });
    const voterLike = fc.record(
      {
        voter_id: mostly(fc.integer()),
        qv_id: mostly(fc.integer()),
        name: mostly(fc.string({ maxLength: 6 })),
        father_name: mostly(fc.string({ maxLength: 6 })),
        surname: mostly(fc.string({ maxLength: 6 })),
        list_number: mostly(fc.nat()),
        voted: mostly(fc.boolean()),
        extra: field,
      },
      { requiredKeys: ['voter_id', 'qv_id', 'name', 'father_name', 'surname', 'list_number', 'voted'] },
    );
    const station = fc.record({ id: mostly(fc.integer()), code: mostly(fc.string({ maxLength: 4 })) });
    const body = fc.oneof(
      { arbitrary: fc.record({ qvs: fc.array(station, { maxLength: 3 }), voters: fc.array(voterLike, { maxLength: 4 }) }), weight: 12 },
      { arbitrary: field, weight: 1 },
      { arbitrary: fc.array(voterLike, { maxLength: 2 }), weight: 1 },
    );
    const seen = { kept: 0, copied: 0, failed: 0 };
    fc.assert(
      fc.property(body, (value) => {
        const input = fromJson(value);
        const parsed = parseInPlace(myObserverVoters, input);
        const zod = myObserverVoters.safeParse(input);
        expect(parsed.success).toBe(zod.success);
        if (parsed.success && zod.success) {
          expect(parsed.data).toEqual(zod.data);
          seen[parsed.data === input ? 'kept' : 'copied']++;
        }
        if (!parsed.success && !zod.success) {
          expect(parsed.error.message).toBe(zod.error.message);
          seen.failed++;
        }
      }),
      { numRuns: 500 },
    );
    expect(Math.min(seen.kept, seen.copied, seen.failed)).toBeGreaterThan(20);
  });
});
