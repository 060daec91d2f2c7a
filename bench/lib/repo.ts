import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** The repository root (bench/lib/../..): every child process runs there. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

