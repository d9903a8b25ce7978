import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import QRCode from 'qrcode';
import { VIEWPORTS } from './fixtures.ts';
import { CHROMIUM_PATH } from './browser.ts';

/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture): a QR code of `text` in the middle of
 * a white 640×480 picture, as Y4M (YUV 4:2:0, full range), which Chromium plays in a loop as the camera's picture.
 */
export function qrVideo(text: string, file: string): string {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor((Math.min(width, height) * 0.8) / (modules.size + quiet * 2));
  const side = (modules.size + quiet * 2) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const offset = (top + (row + quiet) * scale + y) * width + left + (col + quiet) * scale;
        luma.fill(0, offset, offset + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.concat([header, frame, frame]));
  return file;
}

/**
 * A phone whose camera shows `video` (qrVideo): a Chromium of its own started with the fake camera, and a 375 px
 * context of the app with the camera allowed. Close the browser when done.
 */
export async function cameraPhone(
  video: string,
  baseURL: string,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: VIEWPORTS.mobile,
    permissions: ['camera'],
    ...options,
  });
  return { browser, context };
}
