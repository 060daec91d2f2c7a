import type { Benchmark } from '../lib/context';
import { b1 } from './b1-drain';
import { b2 } from './b2-search';
import { b3 } from './b3-cold-start';
import { b4 } from './b4-bytes';
import { b5 } from './b5-download';
import { b6 } from './b6-server-writes';
import { b7 } from './b7-tap';
import { b8 } from './b8-patronaged-open';
import { b9 } from './b9-secrets';
import { heap } from './heap';
import { n1 } from './n1-national-search';
import { n2 } from './n2-national-statistics';
import { qr } from './qr-scan';

/** Every benchmark, in table order (the ids of lib/args.ts). */
export const benchmarks: readonly Benchmark[] = [b1, b2, b3, b4, b5, b6, b7, b8, b9, heap, n1, n2, qr];
