import { appendFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiOperations } from '../../src/contract/api/catalogue';
import type { ApiOperation } from '../../src/contract/api/operation';

/** A route as Fastify registered it: `GET /api/hr/membertask/:id/`. */
export const routeKey = (method: string, url: string): string => `${method} ${url}`;

/** Where two JSON values first differ, as a path (`data.0.phone`); undefined when they are equal. */
function firstDifference(expected: unknown, actual: unknown, path: string): string | undefined {
  if (isDeepStrictEqual(expected, actual)) return undefined;
  if (expected === null || actual === null || typeof expected !== 'object' || typeof actual !== 'object') return path || '(the whole answer)';
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) {
    const found = firstDifference((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return path || '(the whole answer)';
}

/** What is wrong with a 2xx JSON answer of `operation`, or undefined when it is what the contract says. */
export function answerProblem(operation: ApiOperation, status: number, payload: unknown): string | undefined {
  if (operation.answer.kind !== 'json') return undefined;
  if (!operation.answer.statuses.includes(status)) return `status ${status} is not in the catalogue (${operation.answer.statuses.join(', ')})`;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined) return 'the answer is not JSON text';
  const body: unknown = JSON.parse(text);
  const parsed = operation.answer.schema.safeParse(body);
  if (!parsed.success) return z.prettifyError(parsed.error);
  // The document says additionalProperties: false, and zod drops unknown fields silently: compare.
  const differs = firstDifference(parsed.data, body, '');
  return differs === undefined ? undefined : `the contract does not describe \`${differs}\` as sent`;
}

/** ANSWER_CHECK_LOG=<file>: each checked answer's operation id is appended there, to see which calls the tests exercise. */
const checkLog = process.env.ANSWER_CHECK_LOG;

/**
 * Test-only: every 2xx JSON answer of a catalogued route is checked against its contract schema
 * as it leaves; each mismatch is added to `mismatches` (the test helpers fail the test with them).
 */
export function checkAnswers(app: FastifyInstance, mismatches: string[]): void {
  const byRoute = new Map(apiOperations.map((operation) => [routeKey(operation.method, operation.path), operation]));
  app.addHook('onSend', async (request, reply, payload) => {
    const operation = byRoute.get(routeKey(request.method, request.routeOptions.url ?? ''));
    if (!operation || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const problem = answerProblem(operation, reply.statusCode, payload);
    if (checkLog && operation.answer.kind === 'json') appendFileSync(checkLog, `${operation.id}\n`);
    if (problem !== undefined) mismatches.push(`${request.method} ${request.url} answered ${reply.statusCode} unlike ${operation.id}'s schema: ${problem}`);
    return payload;
  });
}
