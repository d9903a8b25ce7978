import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { createQrReader, type QrReader } from '../../lib/qr-reader';
import styles from './CameraScanner.module.css';

/** The scanner's words, from the screen that uses it (the door's, or a member's attendance). */
export interface CameraWords {
  start: string;
  stop: string;
  starting: string;
  aim: string;
  idle: string;
  denied: string;
  unsupported: string;
  videoLabel: string;
}

/** A QR code's three corner marks, for the camera's place while it is off. */
function QrIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 17h4v4h-4" />
    </svg>
  );
}

/** Frames read per second at most: enough to answer at once, light on a phone's battery. */
const READ_EVERY_MS = 150;
/** The same code read again within this time is the same scan still in front of the camera. */
const SAME_CODE_MS = 3_000;

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unsupported';

/**
 * The phone's back camera in the page, read for QR codes while `paused` is false; each new code goes to `onCode`
 * once (the same code held in front of the camera is not read again for a few seconds). `onStart`: what the tap that
 * turns the camera on also does (the door unlocks its sounds with it).
 */
export function CameraScanner({
  paused,
  onCode,
  words: t,
  onStart,
}: {
  paused: boolean;
  onCode: (code: string) => void;
  words: CameraWords;
  onStart?: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const stream = useRef<MediaStream | null>(null);
  const reader = useRef<QrReader | null>(null);
  const last = useRef({ code: '', at: 0 });
  const pausedRef = useRef(paused);
  const onCodeRef = useRef(onCode);
  pausedRef.current = paused;
  onCodeRef.current = onCode;

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('off');
  };

  const start = async () => {
    onStart?.();
    if (!navigator.mediaDevices?.getUserMedia) return setState('unsupported');
    setState('starting');
    try {
      reader.current ??= await createQrReader();
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
      if (video.current) {
        video.current.srcObject = stream.current;
        await video.current.play();
      }
      setState('on');
    } catch (error) {
      stop();
      setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unsupported');
    }
  };

  useEffect(() => {
    if (state !== 'on') return;
    let timer = 0;
    let alive = true;
    const tick = async () => {
      const source = video.current;
      if (!pausedRef.current && reader.current && source && source.readyState >= 2) {
        try {
          const [code] = await reader.current.read(source);
          const now = Date.now();
          if (
            code &&
            alive &&
            !pausedRef.current &&
            (code !== last.current.code || now - last.current.at > SAME_CODE_MS)
          ) {
            last.current = { code, at: now };
            onCodeRef.current(code);
          }
        } catch {
          // a frame that could not be read: the next one
        }
      }
      if (alive) timer = window.setTimeout(() => void tick(), READ_EVERY_MS);
    };
    void tick();
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [state]);

  // the camera goes off with the screen
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  const on = state === 'on' || state === 'starting';
  return (
    <div className={styles.camera}>
      <div className={on ? styles.viewport : styles.viewportOff}>
        <video ref={video} className={styles.video} muted playsInline aria-label={t.videoLabel} />
        {state === 'on' ? <div className={styles.frame} aria-hidden="true" /> : null}
        {state === 'on' ? <p className={styles.aim}>{t.aim}</p> : null}
        {state === 'starting' ? <p className={styles.aim}>{t.starting}</p> : null}
      </div>
      {on ? null : (
        <div className={styles.idle}>
          <QrIcon />
          <p>{t.idle}</p>
        </div>
      )}
      {state === 'denied' || state === 'unsupported' ? (
        <p className={styles.problem} role="alert">
          {state === 'denied' ? t.denied : t.unsupported}
        </p>
      ) : null}
      {on ? (
        <Button variant="secondary" block onClick={stop}>
          {t.stop}
        </Button>
      ) : (
        <Button block onClick={() => void start()}>
          {t.start}
        </Button>
      )}
    </div>
  );
}
