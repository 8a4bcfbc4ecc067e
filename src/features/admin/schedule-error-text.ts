import type { ActionError } from '../../runtime/actions/action-error.ts';
import type { Messages } from '../../shared/i18n/messages.ts';
import type { ScreenMessages } from '../../shared/i18n/screen-messages.ts';

/**
 * The message for a failed schedule action: offline says the action needs the network (§7), a
 * 5xx quotes its digest, anything else is the server's own words (an expired check, an unknown
 * version) or the form texts' fallback.
 */
export function scheduleErrorText(error: ActionError, text: ScreenMessages['adminSchedule'], forms: ScreenMessages['forms'], appError: Messages['appError']): string {
  switch (error.code) {
    case 'network':
      return text.needsNetwork;
    case 'unexpected-response':
      return forms.unexpectedResponse;
    case 'server':
      return error.digest ? `${forms.serverError} ${appError.digest(error.digest)}` : forms.serverError;
    default:
      return error.message;
  }
}
