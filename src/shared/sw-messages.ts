/** Messages between the pages and the service worker. */
export const SKIP_WAITING = 'SKIP_WAITING';

export interface SkipWaitingMessage {
  readonly type: typeof SKIP_WAITING;
}

export type ClientToWorkerMessage = SkipWaitingMessage;

export function isClientToWorkerMessage(value: unknown): value is ClientToWorkerMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === SKIP_WAITING;
}
