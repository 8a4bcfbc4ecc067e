import { createHash } from 'node:crypto';

/** Hallway's own namespace for the demo's name-based UUIDs (chosen once, never changes). */
const DEMO_NAMESPACE = '5e0c1d3a-7f42-4b8e-9a61-2d4f6b8c0e17';

/**
 * A stable RFC 4122 version-5 UUID for a name such as `event:1042`: the same name always
 * gives the same guid, as frab's and C3VOC's guids do for the same event.
 */
export function demoUuid(name: string): string {
  const namespace = Buffer.from(DEMO_NAMESPACE.replaceAll('-', ''), 'hex');
  const bytes = createHash('sha1').update(namespace).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
