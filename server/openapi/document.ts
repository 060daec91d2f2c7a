import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { apiOperations, contractModules } from '../../src/contract/api/catalogue';
import type { ApiOperation, Answer } from '../../src/contract/api/operation';
import { errorBody } from '../../src/contract/common';
import { COMPONENT_REF, componentSchemas, inlineSchema, type JsonSchema } from './json-schemas';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiMedia {
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMedia>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  /** Empty for the public calls; the others inherit the document's token requirement. */
  security?: [];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  security: Record<string, []>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'header'; name: string; description: string }>;
  };
}

const TOKEN_SCHEME = 'token';
const JSON_TYPE = 'application/json';

/** `/api/hr/membertask/:id/` → `/api/hr/membertask/{id}/` */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** The contract's own export names; a call's schema without one is named after the call. */
function schemaNames(operations: readonly ApiOperation[]): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const module of contractModules) {
    for (const [name, value] of Object.entries(module)) if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
  }
  const nameIfNew = (schema: z.ZodType | undefined, name: string) => {
    if (schema && !names.has(schema)) names.set(schema, name);
  };
  for (const operation of operations) {
    nameIfNew(operation.body, `${operation.id}Body`);
    nameIfNew(operation.upload?.fields, `${operation.id}Form`);
    if (operation.answer.kind === 'json') nameIfNew(operation.answer.schema, `${operation.id}Answer`);
  }
  return names;
}

function parameters(schema: z.ZodObject | undefined, place: 'path' | 'query'): OpenApiParameter[] {
  if (!schema) return [];
  const described = inlineSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(described.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as JsonSchema & { description?: string };
    return { name, in: place, required: place === 'path' || (described.required ?? []).includes(name), schema: rest, ...(description ? { description } : {}) };
  });
}

function uploadSchema(operation: ApiOperation): JsonSchema | undefined {
  const upload = operation.upload;
  if (!upload) return undefined;
  const fields = upload.fields ? (inlineSchema(upload.fields, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }) : {};
  return {
    type: 'object',
    properties: { ...fields.properties, [upload.file]: { type: 'string', contentMediaType: 'application/octet-stream' } },
    required: [...(fields.required ?? []), upload.file],
  };
}

const ref = (name: string): JsonSchema => ({ $ref: `${COMPONENT_REF}${name}` });

function responses(answer: Answer, nameOf: (schema: z.ZodType) => string): Record<string, OpenApiResponse> {
  const error: OpenApiResponse = { description: 'Refused or failed: the text to show the member.', content: { [JSON_TYPE]: { schema: ref(nameOf(errorBody)) } } };
  if (answer.kind === 'empty') return { '204': { description: 'Done, no content.' }, default: error };
  if (answer.kind === 'file') return { '200': { description: 'The file.', content: { [answer.contentType]: {} } }, default: error };
  const ok: OpenApiResponse = { description: 'Done.', content: { [JSON_TYPE]: { schema: ref(nameOf(answer.schema)) } } };
  return { ...Object.fromEntries(answer.statuses.map((status) => [String(status), ok])), default: error };
}

/** The OpenAPI 3.1 description of `operations`, every shape generated from its zod contract. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = apiOperations): OpenApiDocument {
  const names = schemaNames(operations);
  const answers = operations.flatMap((operation) => (operation.answer.kind === 'json' ? [operation.answer.schema] : []));
  const outputs = componentSchemas(names, [errorBody, ...answers], 'output');
  const bodies = operations.flatMap((operation) => (operation.body ? [operation.body] : []));
  // A shape used both ways may be described differently each way (defaults, coercion): the request's gets its own name.
  const firstInputs = componentSchemas(names, bodies, 'input');
  const differing = new Set(Object.keys(firstInputs).filter((name) => name in outputs && !isDeepStrictEqual(firstInputs[name], outputs[name])));
  const inputNames = differing.size === 0 ? names : new Map([...names].map(([schema, name]) => [schema, differing.has(name) ? `${name}Input` : name]));
  const inputs = differing.size === 0 ? firstInputs : componentSchemas(inputNames, bodies, 'input');
  const nameIn = (map: ReadonlyMap<z.ZodType, string>) => (schema: z.ZodType) => map.get(schema) ?? '';

  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const parameterList = [...parameters(operation.params, 'path'), ...parameters(operation.query, 'query')];
    const upload = uploadSchema(operation);
    const described: OpenApiOperation = {
      operationId: operation.id,
      summary: operation.summary,
      tags: [operation.tag],
      ...(operation.public ? { security: [] as [] } : {}),
      ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
      ...(operation.body ? { requestBody: { required: !operation.bodyOptional, content: { [JSON_TYPE]: { schema: ref(nameIn(inputNames)(operation.body)) } } } } : {}),
      ...(upload ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: upload } } } } : {}),
      responses: responses(operation.answer, nameIn(names)),
    };
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: described };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Terren API',
      version: '1',
      description: 'Every error answers `{"Error": "<text in Albanian>"}`. Calls other than the public ones need `Authorization: Token <key>`, the key the login answers.',
    },
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    security: [{ [TOKEN_SCHEME]: [] }],
    paths,
    components: {
      schemas: { ...outputs, ...inputs },
      securitySchemes: { [TOKEN_SCHEME]: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <key>`, with the key POST /api/rest-auth/login/ answers.' } },
    },
  };
}
