import jsQR from 'jsqr';
import { createQrDecoder, type QrDecoder } from '../../src/features/member-tasks/qr/qr-decoder';
import { SCAN_INTERVAL_MS } from '../../src/features/member-tasks/use-qr-scanner';
import type { QrBenchState } from './page-api';

/**
 * The QR benchmark's page: the camera into a video and a frame read every 300 ms, one at a time,
 * as src/features/member-tasks/use-qr-scanner.ts does. `?path=app` reads with the app's decoder
 * (BarcodeDetector, else jsQR in a worker on a frame of at most 640 px); `?path=main` with the
 * path the app had before issue 37, kept here as the baseline: the whole frame, jsQR on the page's thread.
 */

const state: QrBenchState = { startedAt: null, firstCodeAt: null, text: null, frames: 0, decoder: '', error: null };
(window as unknown as { __qrBench: QrBenchState }).__qrBench = state;

/** The app's path before issue 37 (use-qr-scanner.ts then): a canvas of the full frame and jsQR here. */
function mainThreadDecoder(): QrDecoder {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    decode(video) {
      if (!context) return Promise.resolve(null);
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
      return Promise.resolve(code?.data ? code.data : null);
    },
    close: () => undefined,
  };
}

async function start(): Promise<void> {
  const path = new URLSearchParams(location.search).get('path') === 'main' ? 'main' : 'app';
  const video = document.getElementById('video') as HTMLVideoElement;
  video.srcObject = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  await video.play();
  const decoder = path === 'main' ? mainThreadDecoder() : await createQrDecoder();
  state.decoder = path === 'main' ? 'jsQR on the page' : 'BarcodeDetector' in window ? 'BarcodeDetector' : 'jsQR in a worker';
  let decoding = false;
  setInterval(() => {
    if (decoding || video.readyState < 2 || video.videoWidth === 0) return;
    state.startedAt ??= performance.now();
    decoding = true;
    void decoder
      .decode(video)
      .then((text) => {
        state.frames += 1;
        if (text && state.firstCodeAt === null) {
          state.firstCodeAt = performance.now();
          state.text = text;
        }
      })
      .finally(() => {
        decoding = false;
      });
  }, SCAN_INTERVAL_MS);
}

start().catch((error: unknown) => {
  state.error = error instanceof Error ? error.message : String(error);
});
