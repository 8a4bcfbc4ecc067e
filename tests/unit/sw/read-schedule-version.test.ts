import { describe, expect, it } from 'vitest';
import { readScheduleVersion } from '../../../sw/read-schedule-version.ts';

describe('readScheduleVersion', () => {
  it.each([
    ['page data as the server writes it', '{"version":"B","data":{"title":"Hallway"}}', 'B'],
    ['the manifest as the server writes it', '{"version":"2026-06-01-abc","pages":["/data/index.json"]}', '2026-06-01-abc'],
    ['a body with the version last', '{"data":{"title":"Hallway"},"version":"B"}', 'B'],
    ['a body with the version alone', '{"version":"B"}', 'B'],
    ['a body with spaces', '{ "version": "B", "data": {} }', 'B'],
    ['an escaped quote in the version', '{"version":"a\\"b","data":{}}', 'a"b'],
    ['a unicode escape in the version', '{"version":"\\u0042","data":{}}', 'B'],
  ])('reads the version of %s', (_what, text, version) => {
    expect(readScheduleVersion(text)).toBe(version);
  });

  it.each([
    ['an HTML page', '<!doctype html><title>Offline</title>'],
    ['an error answer', '{"error":"not-found","message":"Not found"}'],
    ['a version that is not a string', '{"version":7,"data":{}}'],
    ['null', 'null'],
    ['a bare string', '"B"'],
    ['an array', '[{"version":"B"}]'],
    ['an empty body', ''],
  ])('answers null for %s', (_what, text) => {
    expect(readScheduleVersion(text)).toBeNull();
  });
});
