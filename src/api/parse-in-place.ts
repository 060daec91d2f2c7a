import type { z } from 'zod';

type Check = (value: unknown) => boolean;

/** The parts of a zod definition the in-place check reads; anything it does not know makes it step aside. */
interface Def {
  type?: unknown;
  checks?: readonly { _zod: { def: CheckDef } }[];
  coerce?: unknown;
  shape?: Readonly<Record<string, { def: Def }>>;
  catchall?: unknown;
  element?: { def: Def };
  innerType?: { def: Def };
  check?: unknown;
  format?: unknown;
}
interface CheckDef {
  check?: unknown;
  format?: unknown;
}

const isSafeInt: CheckDef = { check: 'number_format', format: 'safeint' };
const sameCheck = (a: CheckDef, b: CheckDef) => a.check === b.check && a.format === b.format;

/** Definition keys each kind may carry and still be checked here (`error` only changes a failure's text). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  string: ['type', 'checks', 'coerce', 'error'],
  boolean: ['type', 'checks', 'coerce', 'error'],
  number: ['type', 'checks', 'coerce', 'error', 'check', 'format', 'abort'],
  nullable: ['type', 'innerType', 'checks', 'error'],
  object: ['type', 'shape', 'checks', 'catchall', 'error'],
  array: ['type', 'element', 'checks', 'error'],
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A check that accepts a value only if `schema` would return an equal value (the same keys and
 * primitives), reading it without building anything; null when the schema holds a part this
 * does not cover (a refinement, a transform, an optional or extra key rule, a string format...).
 * Conservative by design: a value it turns down goes to zod, never the other way round.
 */
function compile(def: Def): Check | null {
  const type = typeof def.type === 'string' ? def.type : '';
  const allowed = ALLOWED[type];
  if (!allowed || Object.keys(def).some((key) => !allowed.includes(key))) return null;
  if (def.coerce) return null;
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  switch (type) {
    case 'string':
      return checks.length === 0 ? (value) => typeof value === 'string' : null;
    case 'boolean':
      return checks.length === 0 ? (value) => typeof value === 'boolean' : null;
    case 'number': {
      // z.number(), z.number().int() (a safeint format check) or z.int() (the format itself).
      const own = def.check === undefined ? [] : [{ check: def.check, format: def.format }];
      const all = [...own, ...checks];
      if (!all.every((c) => sameCheck(c, isSafeInt))) return null;
      return all.length > 0 ? Number.isSafeInteger : (value) => typeof value === 'number' && Number.isFinite(value);
    }
    case 'nullable': {
      const inner = def.innerType && checks.length === 0 ? compile(def.innerType.def) : null;
      return inner && ((value) => value === null || inner(value));
    }
    case 'array': {
      const element = def.element && checks.length === 0 ? compile(def.element.def) : null;
      if (!element) return null;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
        return true;
      };
    }
    case 'object': {
      // The default rule only: zod drops unknown keys (so a value with one must be copied).
      if (def.catchall !== undefined || !def.shape || checks.length > 0) return null;
      const shape = def.shape;
      // Index loops over two arrays: no iterator or pair is made per value, in any tier of the engine.
      const keys = Object.keys(shape);
      const fields: Check[] = [];
      for (const key of keys) {
        const field = shape[key] ? compile(shape[key].def) : null;
        if (!field) return null;
        fields.push(field);
      }
      return (value) => {
        if (!isPlainObject(value)) return false;
        let own = 0;
        for (const key in value) {
          if (!Object.hasOwn(value, key) || !Object.hasOwn(shape, key)) return false;
          own++;
        }
        if (own !== keys.length) return false;
        for (let i = 0; i < keys.length; i++) if (!fields[i]!(value[keys[i]!])) return false;
        return true;
      };
    }
    default:
      return null;
  }
}

const compiled = new WeakMap<z.ZodType, Check | null>();

function checkOf(schema: z.ZodType): Check | null {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = compile(schema.def);
    compiled.set(schema, check);
  }
  return check;
}

/**
 * `schema.safeParse(value)` without the copy zod makes of every object and array: when `value`
 * (a JSON body parsed for this one use) already is exactly what the schema would return, it comes
 * back as it is. Otherwise zod parses it, so a bad value fails with zod's own error, and a value
 * zod would change (an unknown key it drops) is zod's copy, as before.
 */
export function parseInPlace<T>(schema: z.ZodType<T>, value: unknown): z.ZodSafeParseResult<T> {
  if (checkOf(schema)?.(value)) return { success: true, data: value as T };
  return schema.safeParse(value);
}
