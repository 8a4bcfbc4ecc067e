// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { shareLink } from '../../../../src/runtime/share/share-link.ts';

const LINK = { title: 'Opening — Sample Conf', url: 'https://hallway.example/events/12' };

interface Device {
  readonly share?: () => Promise<void>;
  readonly canShare?: () => boolean;
  readonly writeText?: () => Promise<void>;
}

function device({ share, canShare, writeText }: Device) {
  const clipboard = { writeText: vi.fn(writeText ?? (async () => undefined)) };
  return { nav: { clipboard, share: share && vi.fn(share), canShare: canShare && vi.fn(canShare) } as never as Navigator, clipboard };
}

describe('shareLink', () => {
  it('uses the share sheet where there is one', async () => {
    const { nav, clipboard } = device({ share: async () => undefined });
    expect(await shareLink(LINK, nav)).toBe('shared');
    expect(nav.share).toHaveBeenCalledWith(LINK);
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('takes a closed sheet as cancelled, and copies nothing', async () => {
    const { nav, clipboard } = device({ share: () => Promise.reject(new DOMException('closed', 'AbortError')) });
    expect(await shareLink(LINK, nav)).toBe('cancelled');
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it.each<[string, Device]>([
    ['no share sheet', {}],
    ['a sheet that cannot take the link', { share: async () => undefined, canShare: () => false }],
    ['a sheet that fails', { share: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
  ])('copies the link with %s', async (_, options) => {
    const { nav, clipboard } = device(options);
    expect(await shareLink(LINK, nav)).toBe('copied');
    expect(clipboard.writeText).toHaveBeenCalledWith(LINK.url);
  });

  it('says so when the clipboard refuses too', async () => {
    const { nav } = device({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    expect(await shareLink(LINK, nav)).toBe('failed');
  });
});
