/** What became of a share: the system sheet took it, it was copied, the person closed the sheet, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface SharedLink {
  readonly title: string;
  readonly url: string;
}

type ShareNavigator = Pick<Navigator, 'clipboard'> & Partial<Pick<Navigator, 'share' | 'canShare'>>;

/**
 * Shares a link through the system's share sheet where the browser has one (the Web Share API),
 * else copies it to the clipboard. A sheet the person closes is no failure; a sheet that fails
 * otherwise falls back to copying.
 */
export async function shareLink(link: SharedLink, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (nav.canShare?.(link) ?? true)) {
    try {
      await nav.share(link);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
