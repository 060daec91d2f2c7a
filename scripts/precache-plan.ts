import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/** One built script as the bundler wrote it: what it loads at once and what it loads on demand. */
export interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for (a page, a lazily loaded component), or null for a shared chunk. */
  facade: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  css: readonly string[];
}

export interface PrecachePlanOptions {
  /** Route pages (paths under src/features, without '.tsx') precached with the shell; any other page is cached on use. */
  fieldPages: readonly string[];
  /** Lazily loaded modules that are not pages but are cached on use too (charts, the rich-text editor). */
  onUse: readonly string[];
}

const PAGE = /\/src\/features\/([^/]+\/pages\/[^/]+)\.tsx$/;
const MODULE = /\/src\/features\/(.+)\.tsx?$/;

/**
 * The built files left out of the precache: every script (and its CSS) reached only through a
 * dynamic import of a page that is not a field page or of an `onUse` module. Everything the entry
 * reaches otherwise (static imports, languages, the paper list's PDF code, workers) stays
 * precached. Throws when a name in the options matches no chunk, so a renamed field page cannot
 * silently drop out of the precache.
 */
export function onUseFiles(chunks: readonly ChunkNode[], options: PrecachePlanOptions): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const unseen = new Set([...options.fieldPages, ...options.onUse]);
  const deferred = (chunk: ChunkNode): boolean => {
    const facade = chunk.facade ?? '';
    const page = PAGE.exec(facade)?.[1];
    const module = MODULE.exec(facade)?.[1];
    if (page !== undefined && options.fieldPages.includes(page)) unseen.delete(page);
    if (module !== undefined && options.onUse.includes(module)) unseen.delete(module);
    return (page !== undefined && !options.fieldPages.includes(page)) || (module !== undefined && options.onUse.includes(module));
  };
  const reached = new Set<string>();
  const stack = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const file = stack.pop() ?? '';
    if (reached.has(file)) continue;
    reached.add(file);
    const chunk = byFile.get(file);
    if (!chunk) continue;
    stack.push(...chunk.imports);
    for (const target of chunk.dynamicImports) {
      const next = byFile.get(target);
      if (next && !deferred(next)) stack.push(target);
    }
  }
  // Every page and on-use module is someone's dynamic import; the walk above only judged those it met.
  for (const chunk of chunks) deferred(chunk);
  if (unseen.size > 0) throw new Error(`precache plan: no built chunk for ${[...unseen].join(', ')}`);
  const keptCss = new Set([...reached].flatMap((file) => byFile.get(file)?.css ?? []));
  const left = new Set<string>();
  for (const chunk of chunks) {
    if (reached.has(chunk.fileName)) continue;
    left.add(chunk.fileName);
    for (const css of chunk.css) if (!keptCss.has(css)) left.add(css);
  }
  return left;
}

/**
 * The build's half of "precache what the field needs": the plugin reads the chunk graph, and
 * `manifestTransform` (given to vite-plugin-pwa's injectManifest) marks the files it leaves out
 * with `onUse: true`. The worker (sw/on-use-cache.ts) precaches the rest and caches these when
 * first fetched or when the page asks at idle.
 */
export function precachePlan(options: PrecachePlanOptions): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let left: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'terren:precache-plan',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks: ChunkNode[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facade: output.facadeModuleId,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      left = onUseFiles(chunks, options);
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    if (left === null) throw new Error('precache plan: the app bundle was not generated before the service worker manifest');
    const onUse = left;
    return { manifest: entries.map((entry) => (onUse.has(entry.url) ? { ...entry, onUse: true } : entry)) };
  };
  return { plugin, manifestTransform };
}
