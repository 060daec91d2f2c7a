import jsQR from 'jsqr';
import type { QrFrameMessage, QrResultMessage } from './qr-frame';

/** The worker's global scope, as far as this file uses it (the app's TypeScript project has the DOM lib, not WebWorker's). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<QrFrameMessage>) => void): void;
  postMessage(message: QrResultMessage): void;
};

// jsQR off the page's thread: the camera preview and the screen stay smooth while a frame decodes.
scope.addEventListener('message', (event) => {
  const { id, width, height, pixels } = event.data;
  const code = jsQR(new Uint8ClampedArray(pixels), width, height, { inversionAttempts: 'dontInvert' });
  scope.postMessage({ id, text: code?.data ? code.data : null });
});
