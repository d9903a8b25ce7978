import { z } from 'zod';

/** Public file addresses (posters, QR images) are served by the app under /files/. */
export const imageUrl = z.string().describe('Image address, e.g. /files/3f2a….webp; empty when none');

export const okSchema = z.object({ success: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** The answer of a create or update of a show, event or recruiting post: the spec reads publicId, showId or id. */
export const savedIdSchema = z.object({ id: z.number().int() });
export type SavedId = z.infer<typeof savedIdSchema>;

export const isoDate = z.string().describe('YYYY-MM-DD');
export const isoDateTime = z.string().describe('ISO 8601 timestamp, UTC');
