import { z } from 'zod';

/** Public file addresses (posters, QR images) are served by the app under /files/. */
export const imageUrl = z.string().describe('Image address, e.g. /files/3f2a….webp; empty when none');

/**
 * The page's share image (1200×630 JPEG, made by the server from the poster, title, dates and club), e.g.
 * /files/share/show-3-5d41402abc4b2a76.jpg; the address changes with the content. Optional: an answer without it
 * still parses.
 */
export const shareImageUrl = z
  .string()
  .optional()
  .describe('Share image address (1200×630 JPEG); changes with the content');

export const okSchema = z.object({ success: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** The answer of a create or update of a show, event or recruiting post: the spec reads publicId, showId or id. */
export const savedIdSchema = z.object({ id: z.number().int() });
export type SavedId = z.infer<typeof savedIdSchema>;

export const isoDate = z.string().describe('YYYY-MM-DD');
export const isoDateTime = z.string().describe('ISO 8601 timestamp, UTC');
