import { dirname } from 'node:path';
import { build, type Plugin, type UserConfig } from 'vite';
import { SERVER_RENDER_ENTRY } from './shell/load-render.ts';

/**
 * Builds `src/app/render.tsx` with Vite's SSR build into `dist/server/render.js` once the
 * browser build is written, so `vite build` makes both. React and the rest are bundled in, in
 * their production builds: the server loads one self-contained entry, whatever NODE_ENV says.
 */
export function buildServerRender(options: { readonly outDir?: string; readonly resolve: NonNullable<UserConfig['resolve']> }): Plugin {
  const outDir = options.outDir ?? 'dist';
  let isSsrBuild = false;
  return {
    name: 'hallway:server-render',
    apply: 'build',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (isSsrBuild) return;
        await build({
          configFile: false,
          logLevel: 'warn',
          // public/ is the browser build's to copy.
          publicDir: false,
          resolve: options.resolve,
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: 'src/app/render.tsx',
            outDir: `${outDir}/${dirname(SERVER_RENDER_ENTRY)}`,
            emptyOutDir: true,
            target: 'node20',
            minify: false,
            rollupOptions: { output: { entryFileNames: SERVER_RENDER_ENTRY.slice(dirname(SERVER_RENDER_ENTRY).length + 1), chunkFileNames: 'chunks/[name]-[hash].js' } },
          },
        });
      },
    },
  };
}
