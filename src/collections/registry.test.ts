import { describe, expect, it } from 'vitest';
import { registryHooks } from './collection-hooks';
import { collectionKinds, collectionOf, offlineCollections } from './registry';

describe('offline collection registry', () => {
  it('gives every collection one kind, with its request spec and its record hooks', () => {
    const kinds = offlineCollections.map((collection) => collection.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(collectionKinds.map((spec) => spec.kind)).toEqual(kinds);
    expect(Object.keys(registryHooks).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) expect(collectionOf(kind)?.kind).toBe(kind);
    expect(collectionOf('nothing:like:this')).toBeUndefined();
  });
});
