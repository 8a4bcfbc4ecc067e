import { z } from 'zod';

/**
 * The shape of a frab / C3VOC `schedule.json` that the importer relies on (c3voc's schema has
 * far more; everything else passes through untouched). Values are checked for meaning later,
 * by the normaliser, so both formats get the same checks and messages.
 */
const text = z.string().nullish();
const id = z.union([z.string(), z.number()]);
const flag = z.union([z.boolean(), z.string(), z.number()]).nullish();

const person = z.union([z.string(), z.looseObject({ id: id.nullish(), guid: text, public_name: text, name: text, full_public_name: text, biography: text })]);

const link = z.union([z.string(), z.looseObject({ url: z.string(), title: text })]);

const event = z.looseObject({
  id,
  guid: text,
  title: z.string(),
  subtitle: text,
  date: text,
  start: z.string(),
  duration: z.string(),
  room: text,
  track: text,
  type: text,
  language: text,
  abstract: text,
  description: text,
  url: text,
  persons: z.array(person).nullish(),
  links: z.array(link).nullish(),
  attachments: z.array(link).nullish(),
  do_not_record: flag,
});

const day = z.looseObject({
  index: z.number().nullish(),
  date: z.string(),
  day_start: text,
  day_end: text,
  rooms: z.record(z.string(), z.array(event)),
});

const conference = z.looseObject({
  title: z.string(),
  acronym: text,
  time_zone_name: text,
  day_change: text,
  tracks: z.array(z.looseObject({ name: z.string(), color: text })).nullish(),
  rooms: z.array(z.looseObject({ name: z.string() })).nullish(),
  days: z.array(day),
});

export const frabJsonSchema = z.looseObject({ schedule: z.looseObject({ conference }) });

export type FrabJsonEvent = z.infer<typeof event>;
export type FrabJsonDay = z.infer<typeof day>;
export type FrabJsonPerson = z.infer<typeof person>;
export type FrabJsonLink = z.infer<typeof link>;
