import { z } from 'zod';
import { imageUrl, shareImageUrl } from './common.ts';
import { ATTRACTION_CATEGORIES, CLUB_CATEGORIES } from './limits.ts';

export const clubCategorySchema = z.enum(CLUB_CATEGORIES);

export const clubListItemSchema = z.object({
  clubId: z.number().int(),
  id: z.number().int(),
  clubName: z.string(),
  poster: imageUrl,
  category: clubCategorySchema,
});
export const clubListSchema = z.object({ clubList: z.array(clubListItemSchema) });
export type ClubList = z.infer<typeof clubListSchema>;
export type ClubListItem = z.infer<typeof clubListItemSchema>;

/** GET /club/detail/{id}, list images are `photo` (docs/product.md#calls-and-field-names). */
export const clubDetailSchema = z
  .object({
    clubId: z.number().int(),
    photo: imageUrl,
    clubName: z.string(),
    category: clubCategorySchema,
    content: z.string(),
    /** Required activity semesters; null when the club has none. Shown with the 학기 suffix. */
    mandatorySemesters: z.number().int().nullable(),
    instaUrl: z.string(),
    youtubeUrl: z.string(),
    kakaoUrl: z.string(),
    url: z.string(),
    progressingEventList: z.array(
      z.object({
        /** 'performance' is a show (/show/{id}); any other category is an event (/entertain/{id}). */
        categoryOfEvent: z.enum(ATTRACTION_CATEGORIES),
        /** Which page the item opens; see attractionItemSchema.kind. */
        kind: z.enum(['show', 'entertain']),
        id: z.number().int(),
        photo: imageUrl,
        startDate: z.string(),
        endDate: z.string(),
        title: z.string(),
      }),
    ),
    lastEventList: z.array(
      z.object({
        id: z.number().int(),
        showOrEntertain: z.enum(['show', 'entertain']),
        title: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        photo: imageUrl,
      }),
    ),
    lastRecruitingList: z.array(
      z.object({
        recruitingId: z.number().int(),
        title: z.string(),
        /** "2026.03.02 - 2026.03.15" */
        period: z.string(),
        photo: imageUrl,
      }),
    ),
    shareImage: shareImageUrl,
  })
  .meta({ id: 'ClubDetail' });
export type ClubDetail = z.infer<typeof clubDetailSchema>;
