import { describe, expect, it } from 'vitest';
import { gzipBytes, precacheUrls, swManifest } from './bytes';

describe('bytes helpers', () => {
  it('reads the precache manifest injected into a minified or a pretty service worker', () => {
    const minified = 'e([{revision:"a1",url:"index.html"},{revision:null,url:"assets/index-X.js"}]);';
    expect(precacheUrls(minified)).toEqual(['assets/index-X.js', 'index.html']);
    const pretty = '[{ "revision": "b2", "url": "/assets/a.css" }]';
    expect(precacheUrls(pretty)).toEqual(['assets/a.css']);
  });

  it('keeps the files marked onUse out of the precache and lists them apart', () => {
    const source = 'e([{"revision":"a1","url":"index.html"},{"onUse":true,"revision":null,"url":"assets/chart-X.js"},{onUse:!0,revision:null,url:"assets/editor-Y.js"}]);';
    expect(swManifest(source)).toEqual({ precached: ['index.html'], onUse: ['assets/chart-X.js', 'assets/editor-Y.js'] });
  });

  it('compresses repetitive text well below its size', () => {
    const text = 'Terren '.repeat(1000);
    expect(gzipBytes(text)).toBeLessThan(text.length / 20);
  });
});
