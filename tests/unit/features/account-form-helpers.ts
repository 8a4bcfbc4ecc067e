import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export interface PostedAction {
  readonly url: string;
  readonly body: unknown;
  readonly headers: Headers;
}

/**
 * Answers every action post as the test says, and records them; any other request (the star
 * sync that follows a sign-in or sign-out) is answered as signed out.
 */
export function answerActions(answer: () => Response | Promise<Response>) {
  const posts: PostedAction[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/actions/')) return json({ error: 'unauthorized' }, 401);
      posts.push({ url, body: JSON.parse(String(init?.body ?? 'null')), headers: new Headers(init?.headers) });
      return answer();
    }),
  );
  return { posts };
}

/** Types into fields found by their label. */
export function fillIn(values: Readonly<Record<string, string>>): void {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Clicks the submit button and lets the answer settle. */
export async function submit(name: string): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}
