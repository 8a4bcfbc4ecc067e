import { UpdatePrompt } from '../components/update-prompt.tsx';
import { useServiceWorkerUpdate } from '../runtime/pwa/use-service-worker-update.ts';

/**
 * Registers the service worker and offers a waiting version (§6 "Updates"). Loaded after `load`:
 * registration waits for it anyway, so the first paint carries none of it.
 */
export default function UpdatePromptWhenWaiting() {
  return <UpdatePrompt update={useServiceWorkerUpdate()} />;
}
