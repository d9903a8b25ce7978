import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../lib/context.ts';
import { readImageFile } from '../files/index.ts';
import { cardHash, parseShareName, shareFileName, type ShareCard, type ShareKind } from './card.ts';
import { cardsAfterSave, currentCard } from './cards.ts';
import { composeShareImage } from './compose.ts';

/**
 * Share images on disk, under DATA_DIR/share, one per record: made after a save commits (a queue worked off the
 * request path), or on the first request for one that is missing (a record saved before this existed, an image
 * removed by hand). A new image replaces the record's older ones.
 */

export function shareDir(dataDir: string): string {
  return path.join(dataDir, 'share');
}

export interface ShareImageLog {
  warn(obj: object, msg: string): void;
}

export class ShareImages {
  readonly #making = new Map<string, Promise<string>>();
  readonly #pending = new Map<string, { kind: ShareKind; id: number }>();
  #running: Promise<void> | null = null;
  #closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: ShareImageLog,
  ) {}

  /** The file of this card, made now if it is not there yet (one making per file at a time). */
  async ensure(card: ShareCard): Promise<string> {
    const name = shareFileName(card);
    const full = path.join(shareDir(this.ctx.config.dataDir), name);
    const making = this.#making.get(name);
    if (making) return making;
    const work = (async () => {
      if (await exists(full)) return full;
      const poster = card.poster ? await readImageFile(this.ctx.config.dataDir, card.poster) : null;
      // A poster sharp cannot read (cut short on disk) leaves the card without it rather than without an image.
      const jpeg = await composeShareImage(card, poster).catch((err: unknown) => {
        if (!poster) throw err;
        this.log.warn({ err, card: card.key }, 'share image drawn without its poster');
        return composeShareImage(card, null);
      });
      await writeWhole(full, jpeg);
      await removeOlder(path.dirname(full), card.key, name);
      return full;
    })().finally(() => this.#making.delete(name));
    this.#making.set(name, work);
    return work;
  }

  /** After a save has committed: the record's image (and for a club its posts' images) made in the background. */
  queue(kind: ShareKind, id: number): void {
    if (this.#closed) return;
    this.#pending.set(`${kind}-${id}`, { kind, id });
    this.#kick();
  }

  #kick(): void {
    if (this.#running || this.#closed) return;
    this.#running = (async () => {
      // After the answer has gone: the save's request never waits for the drawing.
      await new Promise((resolve) => setImmediate(resolve));
      while (!this.#closed) {
        const next = this.#pending.entries().next();
        if (next.done) break;
        const [key, { kind, id }] = next.value;
        this.#pending.delete(key);
        try {
          const cards = await cardsAfterSave(this.ctx.db, kind, id);
          if (cards.length === 0) await removeOlder(shareDir(this.ctx.config.dataDir), key, null);
          for (const card of cards) if (!this.#closed) await this.ensure(card);
        } catch (err) {
          this.log.warn({ err, record: key }, 'share image not made; it is made on its first request');
        }
      }
    })().finally(() => {
      this.#running = null;
      if (this.#pending.size > 0) this.#kick();
    });
  }

  /** Resolves once the queue is empty (tests; the app's close). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
    await Promise.allSettled([...this.#making.values()]);
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.idle();
  }

  /**
   * The file a share image's address names: the stored one, or, when it is missing and the address is the record's
   * current one, made now. Null: no such record, or an address of content that has changed since.
   */
  async file(name: string): Promise<string | null> {
    const parsed = parseShareName(name);
    if (!parsed) return null;
    const full = path.join(shareDir(this.ctx.config.dataDir), name);
    if (await exists(full)) return full;
    const card = await currentCard(this.ctx.db, parsed.key);
    if (!card || cardHash(card) !== parsed.hash) return null;
    return this.ensure(card);
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Written aside and renamed into place: a reader sees the whole image or none. */
async function writeWhole(full: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(full), { recursive: true });
  const temp = `${full}.${randomUUID()}.part`;
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, full);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
}

/** The record's images other than `keep`. */
async function removeOlder(dir: string, key: string, keep: string | null): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const prefix = `${key}-`;
  for (const name of names) {
    if (name !== keep && name.startsWith(prefix) && /^[0-9a-f]{16}\.jpg$/.test(name.slice(prefix.length))) {
      await fs.rm(path.join(dir, name), { force: true });
    }
  }
}
