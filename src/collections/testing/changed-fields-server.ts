import { contestedFields, withFields, type AlsoBase } from '../../contract/field-edit';

/**
 * The server's rule for a PUT whose `base` holds only the changed fields (the contract's
 * contestedFields, `also_base` included): a field in the base whose stored value is none of the
 * base, an unanswered earlier send's value and the new value is contested (409 with their names);
 * else only those fields are written, so a field the member did not change keeps the server's.
 */
export function applyChangedFields<V extends object>(current: V, body: V & { base: Partial<V>; also_base?: AlsoBase<V> }): { contested: string[]; next: V } {
  const fields = Object.keys(body.base) as (keyof V & string)[];
  const contested = contestedFields(current, body.base, body, fields, body.also_base);
  return { contested, next: contested.length === 0 ? withFields(current, body, fields) : current };
}
