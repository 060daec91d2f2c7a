import { describe, expect, it } from 'vitest';
import { fieldConflict, resolvedValues } from './field-conflict';

const base = { x: 'x0', y: 'y0', z: 'z0' };

describe('fieldConflict', () => {
  it("keeps the member's changed fields over the server's copy and names the ones changed on both sides", () => {
    // The member changed y and z; the server changed x and y.
    const conflict = fieldConflict({ x: 'x0', y: 'mine', z: 'z1' }, base, { x: 'x1', y: 'theirs', z: 'z0' });
    expect(conflict).toEqual({ mine: { x: 'x1', y: 'mine', z: 'z1' }, contested: ['y'] });
  });

  it('a field both sides changed to the same value is no contest', () => {
    expect(fieldConflict({ ...base, y: 'same' }, base, { ...base, y: 'same' }).contested).toEqual([]);
  });

  it('without a base every field differing from the server is contested', () => {
    expect(fieldConflict({ ...base, y: 'mine' }, null, { ...base, x: 'x1' })).toEqual({ mine: { ...base, x: 'x0', y: 'mine' }, contested: ['x', 'y'] });
  });
});

describe('resolvedValues', () => {
  const server = { x: 'x1', y: 'theirs', z: 'z0' };

  it("mine on a contested field keeps it; the server's drops it; other changes stay", () => {
    const conflict = fieldConflict({ x: 'x0', y: 'mine', z: 'z1' }, base, server);
    expect(resolvedValues(conflict, server, { y: 'mine' })).toEqual({ x: 'x1', y: 'mine', z: 'z1' });
    expect(resolvedValues(conflict, server, { y: 'theirs' })).toEqual({ x: 'x1', y: 'theirs', z: 'z1' });
  });

  it("is null when the server's copy is all that is left", () => {
    const conflict = fieldConflict({ x: 'x0', y: 'mine', z: 'z0' }, base, server);
    expect(resolvedValues(conflict, server, { y: 'theirs' })).toBeNull();
  });
});
