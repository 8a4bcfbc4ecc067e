import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../shared/rendered-page.ts';

/** The server-render entry inside the build (written by build-server-render.ts). */
export const SERVER_RENDER_ENTRY = 'server/render.js';

/**
 * The one way the server reaches the app's React code (DESIGN §2): the render entry that Vite's
 * SSR build wrote beside the browser build. Null when the build has none, and direct loads are
 * then answered with the app shell alone, as before server rendering.
 */
export async function loadRender(distDir: string): Promise<RenderPage | null> {
  const entry = join(distDir, SERVER_RENDER_ENTRY);
  if (!existsSync(entry)) return null;
  const loaded = (await import(pathToFileURL(entry).href)) as { render?: unknown };
  if (typeof loaded.render !== 'function') throw new Error(`${entry} exports no render function: run \`npm run build\` again.`);
  return loaded.render as RenderPage;
}
