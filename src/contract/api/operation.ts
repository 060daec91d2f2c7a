/**
 * One API call as the OpenAPI document describes it. The schemas are the contract's own (the ones
 * the route parses its input with and the client reads the answer with), so the document is
 * generated from src/contract and never a second copy of the shapes.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a successful call answers. */
export type Answer =
  /** JSON; several statuses where a repeated create answers 200 with the first record and a new one 201. */
  | { kind: 'json'; statuses: readonly number[]; schema: z.ZodType }
  /** 204, no body. */
  | { kind: 'empty' }
  /** A file or page that is not JSON. */
  | { kind: 'file'; contentType: string };

/** A multipart upload: the file's field and the plain fields beside it. */
export interface Upload {
  file: string;
  fields?: z.ZodObject;
}

export interface ApiOperation {
  /** Unique, stable: OpenAPI's operationId and the docs page's anchor. */
  id: string;
  method: HttpMethod;
  /** As Fastify registers it, parameters as `:name`. */
  path: string;
  tag: string;
  summary: string;
  /** Signed out (login, the API description); every other call needs `Authorization: Token <key>`. */
  public?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** The body may be left out (read as `{}`). */
  bodyOptional?: true;
  upload?: Upload;
  answer: Answer;
}

export const json = (schema: z.ZodType, ...statuses: number[]): Answer => ({ kind: 'json', statuses: statuses.length > 0 ? statuses : [200], schema });
export const noContent: Answer = { kind: 'empty' };
export const file = (contentType: string): Answer => ({ kind: 'file', contentType });
