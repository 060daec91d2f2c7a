import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** The repository root (bench/lib/../..): every child process runs there. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
