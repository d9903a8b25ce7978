import type { AppContext } from '../../lib/context.ts';
import {
  deleteStored,
  getStored,
  hasStored,
  putStored,
  readImage,
  storedNamesStartingWith,
  type StoredFile,
} from '../files/index.ts';
import { cardHash, parseShareName, shareFileName, type ShareCard, type ShareKind } from './card.ts';
import { cardsAfterSave, currentCard } from './cards.ts';
import { composeShareImage } from './compose.ts';

/**
 * Share images, one per record, stored in the database under `share/{file name}` (modules/files, so every instance
 * serves what any instance drew: docs/decisions/0021-several-instances.md): made after a save commits (a queue worked
 * off the request path), or on the first request for one that is missing (a record saved before this existed, an
 * image drawn before migration 018, when they were files under DATA_DIR/share). A new image replaces the record's
 * older ones.
 */

const STORED_PREFIX = 'share/';

/** The stored name of a share image's file name. */
export function storedShareName(name: string): string {
  return `${STORED_PREFIX}${name}`;
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

  /** The stored name of this card's image, made now if it is not there yet (one making per image at a time). */
  async ensure(card: ShareCard): Promise<string> {
    const name = storedShareName(shareFileName(card));
    const making = this.#making.get(name);
    if (making) return making;
    const work = (async () => {
      if (await hasStored(this.ctx.db, name)) return name;
      const poster = card.poster ? await readImage(this.ctx.db, card.poster) : null;
      // A poster sharp cannot read (cut short on disk) leaves the card without it rather than without an image.
      const jpeg = await composeShareImage(card, poster).catch((err: unknown) => {
        if (!poster) throw err;
        this.log.warn({ err, card: card.key }, 'share image drawn without its poster');
        return composeShareImage(card, null);
      });
      // Two instances drawing the same card store it once (the first one's bytes, which are the same image).
      await putStored(this.ctx.db, name, { mime: 'image/jpeg', data: jpeg }, this.ctx.now());
      await this.#removeOlder(card.key, name);
      return name;
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
          if (cards.length === 0) await this.#removeOlder(key, null);
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
   * The image a share image's address names: the stored one, or, when it is missing and the address is the record's
   * current one, made now. Null: no such record, or an address of content that has changed since.
   */
  async file(name: string): Promise<StoredFile | null> {
    const parsed = parseShareName(name);
    if (!parsed) return null;
    const stored = await getStored(this.ctx.db, storedShareName(name));
    if (stored) return stored;
    const card = await currentCard(this.ctx.db, parsed.key);
    if (!card || cardHash(card) !== parsed.hash) return null;
    return getStored(this.ctx.db, await this.ensure(card));
  }

  /** The record's images other than `keep` (a stored name). */
  async #removeOlder(key: string, keep: string | null): Promise<void> {
    const prefix = storedShareName(`${key}-`);
    const names = await storedNamesStartingWith(this.ctx.db, prefix);
    await deleteStored(
      this.ctx.db,
      names.filter((n) => n !== keep && /^[0-9a-f]{16}\.jpg$/.test(n.slice(prefix.length))),
    );
  }
}
