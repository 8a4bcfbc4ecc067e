import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wasSignedIn } from '../../../../src/runtime/session/signed-in.ts';
import { onSignedInChange } from '../../../../src/runtime/session/sign-in-hooks.ts';
import { signedInChanged } from '../../../../src/runtime/session/sign-in-hooks.ts';

const stops: (() => void)[] = [];
beforeEach(() => localStorage.clear());
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('signedInChanged', () => {
  it('remembers the hint at once and resolves only when every handler is done', async () => {
    const done: string[] = [];
    stops.push(onSignedInChange(async (signedIn) => void (await new Promise((resolve) => setTimeout(resolve, 20)), done.push(`slow ${signedIn}`))));
    stops.push(onSignedInChange((signedIn) => void done.push(`quick ${signedIn}`)));
    const changing = signedInChanged(true);
    expect(wasSignedIn()).toBe(true);
    await changing;
    expect(done.sort()).toEqual(['quick true', 'slow true']);
    await signedInChanged(false);
    expect(wasSignedIn()).toBe(false);
  });

  it('a failing handler does not stop the others, nor the sign-out', async () => {
    const done: boolean[] = [];
    stops.push(onSignedInChange(() => Promise.reject(new Error('storage refused'))));
    stops.push(onSignedInChange((signedIn) => void done.push(signedIn)));
    await expect(signedInChanged(false)).resolves.toBeUndefined();
    expect(done).toEqual([false]);
  });

  it('a handler that stopped listening hears nothing more', async () => {
    const heard: boolean[] = [];
    const stop = onSignedInChange((signedIn) => void heard.push(signedIn));
    stop();
    await signedInChanged(true);
    expect(heard).toEqual([]);
  });
});
