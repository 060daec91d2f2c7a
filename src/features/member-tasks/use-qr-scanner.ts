import jsQR from 'jsqr';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Spec 02 §9: the scanner looks at a frame every 300 ms. */
export const SCAN_INTERVAL_MS = 300;
/** The same code held in front of the camera is read once, not every 300 ms. */
const SAME_CODE_PAUSE_MS = 3_000;

export type CameraState = 'starting' | 'running' | 'failed';

/**
 * The rear camera into the returned `video` while mounted, each 300 ms frame decoded with jsQR; `onCode` gets
 * a code's text, and the next one waits until it has settled (spec 02 §4: one scan at a time).
 */
export function useQrScanner(onCode: (text: string) => Promise<void>): { video: RefObject<HTMLVideoElement | null>; state: CameraState } {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let busy = false;
    let last: { text: string; at: number } | null = null;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const look = () => {
      const element = video.current;
      if (busy || !element || !context || element.readyState < 2 || element.videoWidth === 0) return;
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
      if (!code?.data) return;
      const now = Date.now();
      if (last?.text === code.data && now - last.at < SAME_CODE_PAUSE_MS) return;
      last = { text: code.data, at: now };
      busy = true;
      void handler.current(code.data).finally(() => {
        busy = false;
        if (last) last.at = Date.now();
      });
    };

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return stream.getTracks().forEach((track) => track.stop());
        const element = video.current;
        if (element) {
          element.srcObject = stream;
          await element.play().catch(() => undefined);
        }
        setState('running');
        timer = setInterval(look, SCAN_INTERVAL_MS);
      } catch {
        if (!stopped) setState('failed');
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return { video, state };
}
