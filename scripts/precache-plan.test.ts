import { describe, expect, it } from 'vitest';
import { onUseFiles, type ChunkNode } from './precache-plan';

const F = '/repo/src/features';
const chunk = (fileName: string, facade: string | null, links: { imports?: string[]; dynamic?: string[]; css?: string[]; entry?: boolean } = {}): ChunkNode => ({
  fileName,
  isEntry: links.entry ?? false,
  facade,
  imports: links.imports ?? [],
  dynamicImports: links.dynamic ?? [],
  css: links.css ?? [],
});

const graph: ChunkNode[] = [
  chunk('index.js', '/repo/index.html', { entry: true, imports: ['shared.js'], dynamic: ['observer.js', 'stats.js', 'en.js'] }),
  chunk('shared.js', null),
  chunk('en.js', `${F}/voting-day/i18n/en.ts`),
  chunk('observer.js', `${F}/voting-day/pages/observer-page.tsx`, { imports: ['shared.js'], dynamic: ['pdf.js', 'editor.js'], css: ['observer.css'] }),
  chunk('pdf.js', '/repo/src/lib/paper-list-pdf.ts'),
  chunk('editor.js', `${F}/member-tasks/components/report-editor.tsx`, { imports: ['prosemirror.js'], css: ['editor.css', 'observer.css'] }),
  chunk('prosemirror.js', null),
  chunk('stats.js', `${F}/statistics/pages/statistics-page.tsx`, { imports: ['charts.js', 'shared.js'], dynamic: ['stats-en.js'] }),
  chunk('charts.js', null),
  chunk('stats-en.js', `${F}/statistics/i18n/en.ts`),
];
const options = { fieldPages: ['voting-day/pages/observer-page'], onUse: ['member-tasks/components/report-editor'] };

describe('the precache plan', () => {
  it('leaves out what only other pages and on-use modules reach, and keeps what the field reaches', () => {
    expect([...onUseFiles(graph, options)].sort()).toEqual(['charts.js', 'editor.css', 'editor.js', 'prosemirror.js', 'stats-en.js', 'stats.js']);
  });

  it('keeps a chunk reached both ways, and CSS a kept chunk imports', () => {
    const left = onUseFiles(graph, options);
    expect(left.has('shared.js')).toBe(false);
    expect(left.has('observer.css')).toBe(false);
  });

  it('fails the build when a field page or an on-use module names no chunk', () => {
    expect(() => onUseFiles(graph, { ...options, fieldPages: ['voting-day/pages/observer-pag'] })).toThrow(/no built chunk for voting-day\/pages\/observer-pag/);
    expect(() => onUseFiles(graph, { ...options, onUse: ['dashboard/components/points-chart'] })).toThrow(/points-chart/);
  });
});
