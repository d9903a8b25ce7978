import { loadSharp } from '../../lib/on-first-use.ts';
import { createRandom, type Random } from './random.ts';

/**
 * Demo posters drawn from SVG: gradients, shapes and a Latin title. No Korean text goes into an image, since a fresh
 * machine may lack a CJK font.
 */

export type PosterStyle = 'rings' | 'triangles' | 'dots' | 'blocks' | 'waves';

export interface PosterSpec {
  /** Title lines, upper-case Latin. */
  title: string[];
  /** A line under the title, e.g. dates "2026.11.21 - 11.22". */
  subtitle: string;
  /** Small line at the bottom, e.g. "PRESENTED BY SORIUL". */
  footer: string;
  /** Badge in the top-left corner, e.g. "LIVE", "RECRUITING". */
  tag: string;
  /** Base hue, 0-359. */
  hue: number;
  style: PosterStyle;
}

export interface ClubPosterSpec {
  /** One to three letters in the middle of the badge. */
  monogram: string;
  /** Club name lines, upper-case Latin. */
  name: string[];
  tagline: string;
  hue: number;
  style: PosterStyle;
}

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

interface Palette {
  dark: string;
  mid: string;
  bright: string;
  accent: string;
  light: string;
}

function palette(hue: number): Palette {
  return {
    dark: hsl(hue, 62, 16),
    mid: hsl(hue + 30, 70, 40),
    bright: hsl(hue + 55, 80, 56),
    accent: hsl(hue + 170, 85, 62),
    light: hsl(hue + 20, 90, 88),
  };
}

function background(w: number, h: number, p: Palette): string {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.dark}"/>
      <stop offset="0.6" stop-color="${p.mid}"/>
      <stop offset="1" stop-color="${p.bright}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.2" r="0.7">
      <stop offset="0" stop-color="${p.light}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${p.light}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.45" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>`;
}

function shapes(style: PosterStyle, w: number, h: number, p: Palette, rnd: Random): string {
  const out: string[] = [];
  const colours = [p.accent, p.light, p.bright, '#ffffff'];
  switch (style) {
    case 'rings': {
      const cx = w * (0.6 + rnd.next() * 0.2);
      const cy = h * (0.22 + rnd.next() * 0.12);
      for (let r = 40; r <= w * 0.55; r += 34) {
        const opacity = (0.75 - r / (w * 0.9)).toFixed(2);
        out.push(
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.light}" stroke-width="${r % 68 === 40 ? 10 : 3}" stroke-opacity="${opacity}"/>`,
        );
      }
      out.push(`<circle cx="${cx}" cy="${cy}" r="26" fill="${p.accent}"/>`);
      out.push(
        `<circle cx="${w * 0.12}" cy="${h * 0.5}" r="${w * 0.09}" fill="${p.accent}" fill-opacity="0.5"/>`,
      );
      break;
    }
    case 'triangles': {
      for (let i = 0; i < 11; i++) {
        const x = rnd.int(-40, w);
        const y = rnd.int(-40, Math.round(h * 0.55));
        const s = rnd.int(60, 200);
        const fill = rnd.pick(colours);
        const opacity = (0.18 + rnd.next() * 0.45).toFixed(2);
        out.push(
          `<polygon points="${x},${y + s} ${x + s / 2},${y} ${x + s},${y + s}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${rnd.int(-30, 30)} ${x + s / 2} ${y + s / 2})"/>`,
        );
      }
      break;
    }
    case 'dots': {
      const step = 34;
      for (let y = 40; y < h * 0.5; y += step) {
        for (let x = 30; x < w; x += step) {
          const r = 3 + ((x * 7 + y * 3) % 9);
          const opacity = (0.15 + ((x + y) % 5) * 0.12).toFixed(2);
          out.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${p.light}" fill-opacity="${opacity}"/>`);
        }
      }
      out.push(
        `<circle cx="${w * 0.82}" cy="${h * 0.42}" r="${w * 0.26}" fill="${p.accent}" fill-opacity="0.75"/>`,
      );
      out.push(
        `<circle cx="${w * 0.82}" cy="${h * 0.42}" r="${w * 0.14}" fill="${p.dark}" fill-opacity="0.5"/>`,
      );
      break;
    }
    case 'blocks': {
      for (let i = 0; i < 7; i++) {
        const bw = rnd.int(Math.round(w * 0.3), Math.round(w * 0.8));
        const x = rnd.int(-60, Math.round(w * 0.5));
        const y = 30 + i * (h * 0.075);
        const fill = colours[i % colours.length] ?? p.accent;
        const opacity = (0.25 + rnd.next() * 0.55).toFixed(2);
        out.push(
          `<rect x="${x}" y="${y}" width="${bw}" height="${Math.round(h * 0.045)}" rx="6" fill="${fill}" fill-opacity="${opacity}" transform="rotate(-14 ${w / 2} ${h / 3})"/>`,
        );
      }
      out.push(
        `<rect x="${w * 0.62}" y="${h * 0.08}" width="${w * 0.22}" height="${w * 0.22}" fill="none" stroke="${p.accent}" stroke-width="8" transform="rotate(18 ${w * 0.73} ${h * 0.08 + w * 0.11})"/>`,
      );
      break;
    }
    case 'waves': {
      for (let i = 0; i < 9; i++) {
        const y0 = h * 0.12 + i * h * 0.05;
        const amp = 18 + i * 4;
        const segs: string[] = [`M -20 ${y0}`];
        for (let x = 0; x <= w + 60; x += 60) {
          segs.push(`Q ${x + 30} ${(x / 60) % 2 === 0 ? y0 - amp : y0 + amp} ${x + 60} ${y0}`);
        }
        const stroke = colours[i % colours.length] ?? p.light;
        out.push(
          `<path d="${segs.join(' ')}" fill="none" stroke="${stroke}" stroke-width="${i % 3 === 0 ? 7 : 3}" stroke-opacity="${(0.3 + (i % 4) * 0.15).toFixed(2)}" stroke-linecap="round"/>`,
        );
      }
      out.push(
        `<circle cx="${w * 0.2}" cy="${h * 0.16}" r="${w * 0.08}" fill="${p.accent}" fill-opacity="0.8"/>`,
      );
      break;
    }
  }
  return out.join('\n  ');
}

function fitSize(lines: string[], width: number, max: number): number {
  const longest = Math.max(...lines.map((l) => l.length), 1);
  return Math.min(max, Math.floor(width / (longest * 0.68)));
}

function hueSeed(hue: number, text: string): number {
  let h = hue * 7919;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** A 600x800 poster for a show, an event or a recruiting post, as PNG. */
export async function renderPoster(spec: PosterSpec): Promise<Buffer> {
  const w = 600;
  const h = 800;
  const p = palette(spec.hue);
  const rnd = createRandom(hueSeed(spec.hue, spec.title.join(' ')));
  const margin = 44;
  const size = fitSize(spec.title, w - margin * 2, 76);
  const lineHeight = Math.round(size * 1.08);
  const titleBottom = h - 150;
  const titleTop = titleBottom - lineHeight * (spec.title.length - 1);
  const titleText = spec.title
    .map(
      (line, i) =>
        `<text x="${margin}" y="${titleTop + i * lineHeight}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#ffffff">${esc(line)}</text>`,
    )
    .join('\n  ');
  const tagWidth = Math.round(spec.tag.length * 13 + 36);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${background(w, h, p)}
  ${shapes(spec.style, w, h, p, rnd)}
  <rect width="${w}" height="${h}" fill="url(#shade)"/>
  <rect x="${margin}" y="40" width="${tagWidth}" height="40" rx="20" fill="${p.accent}"/>
  <text x="${margin + tagWidth / 2}" y="67" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="18" fill="${p.dark}" letter-spacing="2">${esc(spec.tag)}</text>
  <text x="${w - margin}" y="67" text-anchor="end" font-family="${FONT}" font-weight="bold" font-size="18" fill="#ffffff" fill-opacity="0.85" letter-spacing="3">MOA</text>
  <rect x="${margin}" y="${titleTop - size - 18}" width="72" height="8" fill="${p.accent}"/>
  ${titleText}
  <text x="${margin}" y="${titleBottom + 52}" font-family="${FONT}" font-weight="bold" font-size="26" fill="${p.light}" letter-spacing="1">${esc(spec.subtitle)}</text>
  <line x1="${margin}" y1="${h - 62}" x2="${w - margin}" y2="${h - 62}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
  <text x="${margin}" y="${h - 32}" font-family="${FONT}" font-size="17" fill="#ffffff" fill-opacity="0.85" letter-spacing="2">${esc(spec.footer)}</text>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** A 600x600 club image: a badge with a monogram over the club's colours, as PNG. */
export async function renderClubPoster(spec: ClubPosterSpec): Promise<Buffer> {
  const w = 600;
  const h = 600;
  const p = palette(spec.hue);
  const rnd = createRandom(hueSeed(spec.hue, spec.name.join(' ')));
  const monoSize = spec.monogram.length > 2 ? 88 : 120;
  const nameSize = fitSize(spec.name, w - 80, 50);
  const nameTop = 470;
  const tagWidth = Math.round(spec.tagline.length * 16 + 40);
  const nameText = spec.name
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${nameTop + i * Math.round(nameSize * 1.1)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${nameSize}" fill="#ffffff">${esc(line)}</text>`,
    )
    .join('\n  ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${background(w, h, p)}
  ${shapes(spec.style, w, h, p, rnd)}
  <rect width="${w}" height="${h}" fill="url(#shade)"/>
  <circle cx="${w / 2}" cy="250" r="150" fill="${p.dark}" fill-opacity="0.78"/>
  <circle cx="${w / 2}" cy="250" r="150" fill="none" stroke="${p.accent}" stroke-width="10"/>
  <circle cx="${w / 2}" cy="250" r="128" fill="none" stroke="${p.light}" stroke-width="2" stroke-opacity="0.6"/>
  <text x="${w / 2}" y="${250 + monoSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${monoSize}" fill="#ffffff">${esc(spec.monogram)}</text>
  <rect x="${w / 2 - tagWidth / 2}" y="34" width="${tagWidth}" height="38" rx="19" fill="${p.dark}" fill-opacity="0.72"/>
  <text x="${w / 2}" y="60" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="18" fill="#ffffff" fill-opacity="0.85" letter-spacing="4">${esc(spec.tagline)}</text>
  ${nameText}
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
