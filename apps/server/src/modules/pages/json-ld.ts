import type { EntertainDetail, ShowDetail } from '@moa/contract';
import { seoulInstant } from '../../lib/time.ts';

/**
 * schema.org Event data for search engines and link readers: one Event per schedule of a show (each with its price
 * in KRW and whether seats are left), one per event. Times are Seoul wall-clock with their +09:00 offset.
 */

type Absolute = (path: string) => string;

/** "2026-12-01T19:00:00+09:00" for a Seoul wall-clock date and time. */
export function seoulDateTime(date: string, time = '00:00:00'): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}+09:00`;
}

/** A Seoul wall-clock moment `minutes` later, with the offset. */
function later(date: string, time: string, minutes: number): string {
  const end = new Date(seoulInstant(date, time).getTime() + minutes * 60_000 + 9 * 3_600_000);
  return `${end.toISOString().slice(0, 19)}+09:00`;
}

const IN_STOCK = 'https://schema.org/InStock';
const SOLD_OUT = 'https://schema.org/SoldOut';

function place(location: string) {
  return { '@type': 'Place', name: location || '미정', address: location || '미정' };
}

function organizer(clubName: string, clubId: number, absolute: Absolute) {
  return { '@type': 'Organization', name: clubName, url: absolute(`/clubs/${clubId}`) };
}

export function showEvents(show: ShowDetail, description: string, images: string[], absolute: Absolute) {
  const url = absolute(`/show/${show.showId}`);
  const common = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: show.showName,
    description,
    image: images,
    url,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(show.location),
    organizer: organizer(show.clubName, show.clubId, absolute),
  };
  if (show.scheduleList.length === 0) {
    return [
      {
        ...common,
        startDate: seoulDateTime(show.startDate),
        endDate: seoulDateTime(show.endDate, '23:59:00'),
      },
    ];
  }
  return show.scheduleList.map((s) => ({
    ...common,
    name: `${show.showName} (${s.order}회차)`,
    startDate: seoulDateTime(s.date, s.time),
    endDate: later(s.date, s.time, Math.max(show.runtime, 0)),
    offers: {
      '@type': 'Offer',
      url,
      price: s.cost,
      priceCurrency: 'KRW',
      availability: s.applyPeople >= s.maxPeople ? SOLD_OUT : IN_STOCK,
      ...(show.salesOpenAt ? { validFrom: seoulDateTime(...splitWallClock(show.salesOpenAt)) } : {}),
    },
  }));
}

function splitWallClock(value: string): [string, string] {
  const [date, time] = value.split('T');
  return [date!, time ?? '00:00'];
}

export function entertainEvents(
  e: EntertainDetail,
  description: string,
  images: string[],
  absolute: Absolute,
) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: e.entertainName,
      description,
      image: images,
      url: absolute(`/entertain/${e.entertainId}`),
      startDate: seoulDateTime(e.startDate),
      endDate: seoulDateTime(e.endDate, '23:59:00'),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: place(e.location),
      organizer: organizer(e.clubName, e.clubId, absolute),
    },
  ];
}

/**
 * JSON inside <script type="application/ld+json">: the text may not close the element or open a comment, so `<`,
 * `>` and `&` are written as \u escapes (still the same JSON), and the two line separators JavaScript once refused.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
