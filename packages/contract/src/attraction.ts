import { z } from 'zod';
import { imageUrl } from './common.ts';
import { ATTRACTION_CATEGORIES } from './limits.ts';

export const attractionCategorySchema = z.enum(ATTRACTION_CATEGORIES);

/** 'upcoming' before the first day, 'ongoing' during, 'ended' after the last day. */
export const attractionTagSchema = z.enum(['upcoming', 'ongoing', 'ended']);

export const attractionItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    club: z.string(),
    clubId: z.number().int(),
    /** "2026.11.21 - 2026.11.23" */
    period: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    category: attractionCategorySchema,
    /** Which page the item opens: /show/{id} or /entertain/{id}. An event edited into the 'performance' category
     * (the spec's edit select allows it) is still an event, so links follow kind, not category. */
    kind: z.enum(['show', 'entertain']),
    tag: attractionTagSchema,
    img: imageUrl,
  })
  .meta({ id: 'AttractionItem' });
export type AttractionItem = z.infer<typeof attractionItemSchema>;

export const attractionListSchema = z.object({
  rotatingPerformances: z.array(attractionItemSchema),
  entireList: z.array(attractionItemSchema),
});
export type AttractionList = z.infer<typeof attractionListSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
/** GET /healthz and /readyz: alive; ready (database reachable, migrations done, not shutting down). Else 503. */
export const probeSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Probe' });

/** GET /api/time: the server's clock, so a countdown (sales opening) follows it rather than the phone's. */
export const serverTimeSchema = z
  .object({ now: z.string().describe('ISO 8601 timestamp, UTC, to the millisecond') })
  .meta({ id: 'ServerTime' });
export type ServerTime = z.infer<typeof serverTimeSchema>;
