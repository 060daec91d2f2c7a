import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, type ApiOperation } from '../../src/contract/api/operation';
import { answerProblem } from './answer-check';

const operation: ApiOperation = {
  id: 'example',
  method: 'POST',
  path: '/api/example/',
  tag: 'Example',
  summary: 'An example.',
  answer: json(z.object({ id: z.number().int(), items: z.array(z.object({ name: z.string() })) }), 201, 200),
};

describe('the answer check', () => {
  it('passes an answer its schema describes, with a status the catalogue names', () => {
    expect(answerProblem(operation, 201, JSON.stringify({ id: 1, items: [{ name: 'a' }] }))).toBeUndefined();
    expect(answerProblem(operation, 200, Buffer.from(JSON.stringify({ id: 1, items: [] })))).toBeUndefined();
  });

  it('names a wrong type, a missing field, a field the contract leaves out and an unlisted status', () => {
    expect(answerProblem(operation, 201, JSON.stringify({ id: '1', items: [] }))).toMatch(/id/);
    expect(answerProblem(operation, 201, JSON.stringify({ id: 1 }))).toMatch(/items/);
    expect(answerProblem(operation, 201, JSON.stringify({ id: 1, items: [{ name: 'a', phone: '1' }] }))).toMatch(/items\.0\.phone/);
    expect(answerProblem(operation, 202, JSON.stringify({ id: 1, items: [] }))).toMatch(/status 202/);
  });
});
