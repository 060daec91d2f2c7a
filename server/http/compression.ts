import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses JSON answers and the app's own files. The observer list is ~120 bytes a voter
 * (≈ 1.2 MB for 10,000 voters) and the app's JavaScript about 1 MB: both travel over poor
 * polling-station signal, and compressed they are a quarter to a tenth of that.
 * Brotli quality 5 keeps the CPU cost a few milliseconds per answer.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
  });
}
