import { describe, expect, it } from 'vitest';
import { splitManifest } from './on-use-cache';

describe('the worker’s manifest', () => {
  it('precaches the entries the build did not mark, and keeps the marked ones as paths to cache on use', () => {
    const { precached, onUse } = splitManifest([
      'index.html',
      { url: 'assets/index-A.js', revision: null },
      { url: 'assets/BarChart-B.js', revision: null, onUse: true },
      { url: 'manifest.webmanifest', revision: 'r1', onUse: false },
    ]);
    expect(precached).toEqual(['index.html', { url: 'assets/index-A.js', revision: null }, { url: 'manifest.webmanifest', revision: 'r1' }]);
    expect(onUse).toEqual(['/assets/BarChart-B.js']);
  });
});
