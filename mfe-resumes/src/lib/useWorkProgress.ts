import { useCallback, useEffect, useRef, useState } from 'react';

/** Upload progress before the server's answer stops here; the rest shows the answer arriving. */
export const UPLOAD_PROGRESS_CAP = 90;
const STEP = 2;
const FINISH_STEP_MS = 50;
const WAITING_STEP_MS = 100;
/** While waiting without real progress, the bar never claims to be done. */
const WAITING_CAP = 100 - STEP;

export interface WorkProgress {
  /** Percent shown, or null before any work started. */
  percent: number | null;
  /** Starts at 0%, for work whose progress is reported with `reportUpload`. */
  start: () => void;
  /** Maps the fraction of the file sent onto 0..90%. */
  reportUpload: (fraction: number) => void;
  /** Starts at 0% and rises by 2% every 100 ms, staying below 100% until `complete`. */
  startWaiting: () => void;
  /** Rises from where it is to 100% by 2% every 50 ms. */
  finishGradually: () => void;
  /** Jumps to 100%. */
  complete: () => void;
}

/** The percentage of the upload page's progress bar: the upload's own progress where there is one, else the timed steps above. */
export function useWorkProgress(): WorkProgress {
  const [percent, setPercent] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const rise = useCallback(
    (everyMs: number, cap: number) => {
      stop();
      timer.current = setInterval(() => setPercent((current) => Math.min(cap, (current ?? 0) + STEP)), everyMs);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  useEffect(() => {
    if (percent === 100) stop();
  }, [percent, stop]);

  const start = useCallback(() => {
    stop();
    setPercent(0);
  }, [stop]);

  const reportUpload = useCallback((fraction: number) => {
    setPercent(Math.min(UPLOAD_PROGRESS_CAP, Math.round(fraction * 100)));
  }, []);

  const startWaiting = useCallback(() => {
    setPercent(0);
    rise(WAITING_STEP_MS, WAITING_CAP);
  }, [rise]);

  const finishGradually = useCallback(() => rise(FINISH_STEP_MS, 100), [rise]);

  const complete = useCallback(() => {
    stop();
    setPercent(100);
  }, [stop]);

  return { percent, start, reportUpload, startWaiting, finishGradually, complete };
}
