import { scaledSize, type QrFrameMessage, type QrResultMessage } from './qr-frame';

/** Reads a QR code from the video's current frame; null when there is none. */
export interface QrDecoder {
  decode(video: HTMLVideoElement): Promise<string | null>;
  close(): void;
}

/** The Shape Detection API's detector (Chrome on Android, Safari behind a flag); not in TypeScript's DOM lib. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

function barcodeDetectorClass(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

/** The platform's detector: it decodes outside the page's JavaScript, often on dedicated hardware. */
async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = barcodeDetectorClass();
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      decode: async (video) => (await detector.detect(video)).find((code) => code.rawValue !== '')?.rawValue ?? null,
      close: () => undefined,
    };
  } catch {
    return null;
  }
}

/**
 * jsQR in a worker: the page only draws the frame, scaled to at most 640 px on its longest side,
 * and hands its pixels over; the worker decodes. One frame at a time (the caller waits for each).
 */
function workerDecoder(): QrDecoder {
  const worker = new Worker(new URL('./qr-decode.worker.ts', import.meta.url), { type: 'module', name: 'qr-decode' });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const waiting = new Map<number, (text: string | null) => void>();
  let nextId = 0;
  worker.addEventListener('message', (event: MessageEvent<QrResultMessage>) => {
    waiting.get(event.data.id)?.(event.data.text);
    waiting.delete(event.data.id);
  });
  return {
    decode(video) {
      if (!context || video.videoWidth === 0) return Promise.resolve(null);
      const { width, height } = scaledSize(video.videoWidth, video.videoHeight);
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const pixels = context.getImageData(0, 0, width, height).data.buffer;
      const id = nextId++;
      const frame: QrFrameMessage = { id, width, height, pixels };
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage(frame, [pixels]);
      });
    },
    close() {
      worker.terminate();
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    },
  };
}

/** BarcodeDetector where the browser has it with QR codes, else jsQR in a worker: the page's thread never decodes. */
export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? workerDecoder();
}
