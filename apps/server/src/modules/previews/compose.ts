import { createRequire } from 'node:module';
import escapeHtml from 'escape-html';
import type sharp from 'sharp';
import { loadSharp } from '../../lib/on-first-use.ts';
import type { ShareCard } from './card.ts';

/**
 * Draws a share image: 1200×630 (the size Open Graph readers ask for), the poster blurred behind and whole on the
 * left, the kind, the title, the dates and the club on the right, in Pretendard (the web app's typeface, bundled as
 * the `pretendard` package, OFL-1.1, so a host without Korean fonts draws the same). Everything stands inside the
 * centre 2:1 band (1200×600) that KakaoTalk crops a wide image to, with a margin to spare.
 */

export const WIDTH = 1200;
export const HEIGHT = 630;
/** The most a share image may weigh; a busy poster is encoded again at a lower quality until it fits. */
export const MAX_BYTES = 300 * 1024;

const require = createRequire(import.meta.url);
const BOLD = require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf');
const REGULAR = require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf');

const BRAND = '#4a3ac9';
/** Inside the 2:1 band (y 15–615) with room to spare. */
const TOP = 80;
const BOTTOM = HEIGHT - 80;
const LEFT = 80;
const RIGHT = WIDTH - 80;
const GAP = 18;

interface Layer {
  input: Buffer;
  width: number;
  height: number;
}

/** One block of text, wrapped to `width` at `size` px; Pango markup, so the words are escaped. */
async function textLayer(
  open: typeof sharp,
  words: string,
  options: { bold: boolean; size: number; width: number; colour: string },
): Promise<Layer> {
  const { data, info } = await open({
    text: {
      text: `<span foreground="${options.colour}">${escapeHtml(words)}</span>`,
      font: `Pretendard ${options.bold ? 'Bold' : 'Regular'} ${options.size}`,
      fontfile: options.bold ? BOLD : REGULAR,
      width: options.width,
      wrap: 'word',
      rgba: true,
      dpi: 72,
      spacing: Math.round(options.size * 0.25),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/**
 * Pango breaks Korean between any two syllables (UAX #14); a word joiner between the letters of each word keeps
 * "〈햄릿〉" whole and breaks only at spaces.
 */
function keepWords(text: string): string {
  return text
    .split(' ')
    .map((word) => [...word].join('\u2060'))
    .join(' ');
}

/** A title's block: words kept whole unless one is wider than the line by itself (then broken anywhere). */
async function titleText(open: typeof sharp, title: string, size: number, width: number): Promise<Layer> {
  const options = { bold: true, size, width, colour: '#ffffff' };
  const whole = await textLayer(open, keepWords(title), options);
  return whole.width <= width ? whole : textLayer(open, title, options);
}

/** The title at the largest size that keeps it within `maxHeight`; cut short with "…" if even the smallest does not. */
async function titleLayer(
  open: typeof sharp,
  title: string,
  width: number,
  maxHeight: number,
): Promise<Layer> {
  for (const size of [64, 56, 48]) {
    const layer = await titleText(open, title, size, width);
    if (layer.height <= maxHeight) return layer;
  }
  let chars = [...title];
  for (;;) {
    const layer = await titleText(
      open,
      `${chars.join('')}${chars.length < [...title].length ? '…' : ''}`,
      42,
      width,
    );
    if (layer.height <= maxHeight || chars.length === 1) return layer;
    chars = chars.slice(0, Math.max(1, Math.floor(chars.length * 0.8)));
  }
}

async function background(open: typeof sharp, poster: Buffer | null): Promise<Buffer> {
  if (poster) {
    return open(poster)
      .resize(WIDTH, HEIGHT, { fit: 'cover' })
      .blur(36)
      .modulate({ brightness: 0.42 })
      .removeAlpha()
      .png()
      .toBuffer();
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="#1e1657"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return open(Buffer.from(svg)).png().toBuffer();
}

/** The card as a JPEG of at most MAX_BYTES. `poster`: the stored poster's bytes, or null. */
export async function composeShareImage(card: ShareCard, poster: Buffer | null): Promise<Buffer> {
  const open = await loadSharp();
  const layers: sharp.OverlayOptions[] = [];
  let textLeft = LEFT + 20;
  if (poster) {
    const { data, info } = await open(poster)
      .resize(380, BOTTOM - TOP, { fit: 'inside' })
      .removeAlpha()
      .png()
      .toBuffer({ resolveWithObject: true });
    layers.push({ input: data, left: LEFT, top: Math.round((HEIGHT - info.height) / 2) });
    textLeft = LEFT + info.width + 56;
  }
  const width = RIGHT - textLeft;
  const label = await textLayer(open, card.label, { bold: true, size: 30, width, colour: '#cfc8ff' });
  const lines = await Promise.all(
    card.lines
      .filter(Boolean)
      .map((line) => textLayer(open, line, { bold: false, size: 34, width, colour: '#ececf4' })),
  );
  const brand = await textLayer(open, '모아', { bold: true, size: 28, width, colour: '#cfc8ff' });
  const fixed = [label, ...lines, brand].reduce((sum, l) => sum + l.height + GAP, 0) + GAP;
  const title = await titleLayer(open, card.title, width, Math.min(260, BOTTOM - TOP - fixed));
  const stack = [label, title, ...lines];
  const stackHeight = stack.reduce((sum, l) => sum + l.height, 0) + GAP * (stack.length - 1) + GAP;
  let top = Math.max(TOP, Math.round((HEIGHT - stackHeight - brand.height - GAP * 2) / 2));
  for (const [i, layer] of stack.entries()) {
    layers.push({ input: layer.input, left: textLeft, top });
    top += layer.height + (i === 1 ? GAP * 2 : GAP);
  }
  layers.push({ input: brand.input, left: textLeft, top: Math.min(BOTTOM - brand.height, top + GAP) });

  const base = open(await background(open, poster)).composite(layers);
  const flat = await base.png().toBuffer();
  for (const quality of [82, 72, 60, 48]) {
    const jpeg = await open(flat).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_BYTES) return jpeg;
  }
  return open(flat).jpeg({ quality: 36, mozjpeg: true }).toBuffer();
}
