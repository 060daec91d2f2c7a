import { useEffect, useRef, useState, type RefObject } from 'react';
import { createQrDecoder, type QrDecoder } from './qr/qr-decoder';

/** Spec 02 §9: the scanner looks at a frame every 300 ms. */
export const SCAN_INTERVAL_MS = 300;
/** The same code held in front of the camera is read once, not every 300 ms. */
const SAME_CODE_PAUSE_MS = 3_000;

export type CameraState = 'starting' | 'running' | 'failed';

/**
 * The rear camera into the returned `video` while mounted, a frame every 300 ms decoded off the page's
 * thread (qr/qr-decoder.ts), one frame at a time; `onCode` gets a code's text, and the next one waits
 * until it has settled (spec 02 §4: one scan at a time).
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
    let decoding = false;
    let decoder: QrDecoder | null = null;
    let last: { text: string; at: number } | null = null;

    const look = async () => {
      const element = video.current;
      if (busy || decoding || !decoder || !element || element.readyState < 2 || element.videoWidth === 0) return;
      decoding = true;
      const text = await decoder.decode(element).catch(() => null);
      decoding = false;
      if (stopped || !text) return;
      const now = Date.now();
      if (last?.text === text && now - last.at < SAME_CODE_PAUSE_MS) return;
      last = { text, at: now };
      busy = true;
      void handler.current(text).finally(() => {
        busy = false;
        if (last) last.at = Date.now();
      });
    };

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const reader = await createQrDecoder();
        if (stopped) {
          reader.close();
          return stream.getTracks().forEach((track) => track.stop());
        }
        decoder = reader;
        const element = video.current;
        if (element) {
          element.srcObject = stream;
          await element.play().catch(() => undefined);
        }
        setState('running');
        timer = setInterval(() => void look(), SCAN_INTERVAL_MS);
      } catch {
        if (!stopped) setState('failed');
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      decoder?.close();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return { video, state };
}
