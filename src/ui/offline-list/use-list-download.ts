import { useCallback, useEffect, useRef, useState } from 'react';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'failed' };

type Download = (onProgress: (done: number, total: number) => void) => Promise<void>;

/**
 * Runs a list download with progress. `autoStart` starts it once per mount (the first visit,
 * when the device holds no copy yet); `start` is the 'Rifresko listën' button. A second start
 * while one runs is ignored, so a double tap cannot interleave two downloads.
 */
export function useListDownload(
  download: Download,
  { autoStart, onError }: { autoStart: boolean; onError: (error: unknown) => void },
): { state: DownloadState; start: () => void } {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const running = useRef(false);
  const autoStarted = useRef(false);

  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'running', done: 0, total: 0 });
    download((done, total) => setState({ status: 'running', done, total })).then(
      () => {
        running.current = false;
        setState({ status: 'idle' });
      },
      (error: unknown) => {
        running.current = false;
        setState({ status: 'failed' });
        onError(error);
      },
    );
  }, [download, onError]);

  useEffect(() => {
    if (!autoStart || autoStarted.current) return;
    autoStarted.current = true;
    start();
  }, [autoStart, start]);

  return { state, start };
}
