import { z } from 'zod';

/** `POST /v1/users/me/calendar-token`: the feed's new address (the old one stops working). */
export const calendarFeedUrlSchema = z.object({
  url: z.url().describe('`…/v1/users/me/calendar.ics?token=…`: secret, shown once'),
});
export type CalendarFeedUrl = z.infer<typeof calendarFeedUrlSchema>;

/** `GET /v1/users/me/calendar-token`: whether a feed address exists (its token is not kept). */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

export const calendarFeedQuerySchema = z.object({
  token: z.string().max(200).optional(),
});
