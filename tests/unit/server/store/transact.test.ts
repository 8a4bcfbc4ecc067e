import { describe, expect, it } from 'vitest';
import { openStore } from '../../../../src/server/store/open-store.ts';
import { transact } from '../../../../src/server/store/transact.ts';
import { openTestStore } from '../test-store.ts';

const star = (owner: string) => ({ owner, event_id: 'e1', starred: 1 as const, updated_at: '2026-06-12T10:00:00.000Z' });
const owners = async (store: ReturnType<typeof openStore>) => (await store.selectFrom('stars').select('owner').orderBy('owner').execute()).map((row) => row.owner);

describe('transact', () => {
  it('commits what its work wrote once the work resolves', async () => {
    const store = await openTestStore();
    expect(await transact(store, async (trx) => (await trx.insertInto('stars').values(star('a')).executeTakeFirst()).numInsertedOrUpdatedRows)).toBe(1n);
    expect(await owners(store)).toEqual(['a']);
  });

  it('rolls every statement back when the work throws, and throws on', async () => {
    const store = await openTestStore();
    const failing = transact(store, async (trx) => {
      await trx.insertInto('stars').values(star('a')).execute();
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await owners(store)).toEqual([]);
  });

  it('joins an outer transaction rather than waiting for it', async () => {
    const store = await openTestStore();
    await expect(
      transact(store, async (trx) => {
        await transact(trx, async (inner) => inner.insertInto('stars').values(star('a')).execute());
        throw new Error('outer refused');
      }),
    ).rejects.toThrow('outer refused');
    expect(await owners(store)).toEqual([]);
  });

  it('keeps other transactions out until it is over', async () => {
    const store = await openTestStore();
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = transact(store, async (trx) => {
      await trx.insertInto('stars').values(star('a')).execute();
      order.push('first wrote');
      await held;
      order.push('first done');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = transact(store, async (trx) => {
      await trx.insertInto('stars').values(star('b')).execute();
      order.push('second wrote');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first wrote', 'first done', 'second wrote']);
    expect(await owners(store)).toEqual(['a', 'b']);
  });
});
