import type { ForwardingState } from '../../shared/admin-reports.ts';
import type { ScreenMessages } from '../../shared/i18n/screen-messages.ts';

/** `Forwarded …`, `Waiting: 3 attempts, next at …` or `Not forwarded: forwarding is off`. */
export function forwardingText(forwarding: ForwardingState, text: ScreenMessages['adminReports'], time: (instant: string) => string): string {
  switch (forwarding.state) {
    case 'forwarded':
      return text.forwarded(time(forwarding.at));
    case 'waiting':
      return text.waiting(forwarding.attempts, time(forwarding.nextAt));
    case 'off':
      return text.forwardingOff;
  }
}
