import { describe, expect, it } from 'vitest';
import { idParam } from '../../src/contract/common';
import { votingConfirmBody } from '../../src/contract/voting-day';
import { HttpError } from './http-error';
import { messages } from './messages';
import { parseInput } from './validate';

function errorOf(input: unknown): HttpError {
  try {
    parseInput(votingConfirmBody, input);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('parsed');
}

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(votingConfirmBody, { observer_id: 1, voter_id: 2, extra: true })).toEqual({ observer_id: 1, voter_id: 2 });
  });

  it('turns failures into a 400 naming the field', () => {
    expect(errorOf({ observer_id: 1 })).toMatchObject({ statusCode: 400, message: messages.fieldRequired('voter_id') });
    expect(errorOf({ observer_id: 1, voter_id: 'x' })).toMatchObject({ statusCode: 400, message: messages.fieldInvalid('voter_id') });
    expect(errorOf({ observer_id: -1, voter_id: 2 })).toMatchObject({ statusCode: 400, message: messages.fieldInvalid('observer_id') });
    expect(errorOf(undefined)).toMatchObject({ statusCode: 400, message: messages.bodyMissing });
    expect(errorOf([1, 2])).toMatchObject({ statusCode: 400, message: messages.bodyMissing });
  });

  it('calls an out-of-range id in a path invalid, not empty or too long', () => {
    for (const id of ['0', '2147483648']) {
      expect(() => parseInput(idParam, { id })).toThrow(expect.objectContaining({ statusCode: 400, message: messages.fieldInvalid('id') }) as Error);
    }
  });
});
