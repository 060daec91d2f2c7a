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
import { power } from './power';
import { n1 } from './n1-national-search';
import { n2 } from './n2-national-statistics';
import { n3 } from './n3-surge';
import { n4 } from './n4-mixed';
import { n5 } from './n5-kill';
import { n6 } from './n6-delta';
import { n7 } from './n7-live';
import { qr } from './qr-scan';

/** Every benchmark, in table order (the ids of lib/args.ts). */
export const benchmarks: readonly Benchmark[] = [b1, b2, b3, b4, b5, b6, b7, b8, b9, heap, power, qr, n1, n2, n3, n4, n5, n6, n7];
