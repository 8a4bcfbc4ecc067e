import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { minimal2023Preset } from '@vite-pwa/assets-generator/config';
import { APP_DESCRIPTION, APP_NAME, APP_SHORT_NAME, BACKGROUND_COLOR, THEME_COLOR } from './src/shared/brand.ts';
import { serverRoutesInDev } from './src/server/dev-middleware.ts';
import { precompressBuild } from './src/server/precompress-build.ts';
import { buildServerRender } from './src/server/build-server-render.ts';

// Icons are generated at build time from the one SVG source (public/icon.svg).
// The maskable and Apple icons get the theme colour as an opaque background.
const iconPreset = {
  ...minimal2023Preset,
  maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: THEME_COLOR, fit: 'contain' as const } },
  apple: { ...minimal2023Preset.apple, resizeOptions: { background: THEME_COLOR, fit: 'contain' as const } },
};

const resolve = {
  alias: [
    { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: fileURLToPath(new URL('./src/app/use-sync-external-store.ts', import.meta.url)) },
    // wouter's index keeps its browser-location hooks as a Router's defaults; the app's Router
    // always gets its own (src/runtime/router/screen-location.tsx), so they are left out.
    { find: /^\.\/use-browser-location\.js$/, replacement: fileURLToPath(new URL('./src/app/wouter-browser-location.ts', import.meta.url)) },
    // wouter's React hooks, taken by name instead of from React's namespace object.
    { find: /^\.\/react-deps\.js$/, replacement: fileURLToPath(new URL('./src/app/wouter-react-deps.ts', import.meta.url)) },
  ],
};

export default defineConfig({
  resolve,
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the benchmark reads the entry chunk's static imports from it.
    manifest: true,
    // Every browser Hallway supports preloads modules itself.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app: a direct load inlines it (src/server/shell/page-shell.ts),
    // so no screen's chunk then asks for a stylesheet of its own, which would restyle the whole
    // server-rendered page once it arrived; offline it is in the precache like the rest.
    cssCodeSplit: false,
    // Six hash characters (36 bits) name a version of a file well enough; the first paint's
    // JavaScript lists every lazy chunk by name for preloading, and eight cost it more bytes.
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash:6].js',
        chunkFileNames: 'assets/[name]-[hash:6].js',
        assetFileNames: 'assets/[name]-[hash:6][extname]',
        // Screens and the pieces they share come in a few chunks named for what they hold,
        // instead of dozens of tiny ones: fewer requests, and fewer names in the first paint's
        // preload map. Only modules the first paint does not need may be grouped (checked by
        // `npm run bench`: the initial JavaScript would grow by the whole group otherwise).
        codeSplitting: {
          // A group takes only the modules named, not React and the rest they import.
          includeDependenciesRecursively: false,
          groups: [
            // The organizers' screens, their styles and what they share: none of it in a visitor's download.
            { name: 'admin', test: /\/src\/(features\/admin\/|shared\/admin-)/ },
            {
              name: 'screen-kit',
              test: /\/node_modules\/(wouter|regexparam)\/|\/src\/(app\/wouter-(react-deps|browser-location)|runtime\/router\/(screen-location|create-prefetcher)|shared\/prefetch-queue|components\/(custom-properties|needs-javascript|event-list|event-place|format-time|link-list|sort-events|text-block-view|time-range|track-swatch|event-action|use-account-title|use-screen-messages|live-marker|place-links|share-button|use-display-zone|time-zone-note|labelled-select)|runtime\/share\/|shared\/i18n\/(screens\/|screen-catalogues)|runtime\/clock\/(clock|use-clock|time-display)|features\/schedule\/(offline-readiness|now-next-wait)|shared\/(page-title|field-messages|brand|http-url|actions|event-timing|schedule-changes))/,
            },
            {
              name: 'device-data',
              test: /\/node_modules\/idb-keyval\/|\/src\/(runtime\/storage\/|runtime\/actions\/|shared\/return-path|features\/agenda\/(shared-agenda-link|use-starred-events|use-stars|star-store|merge-stars|star-button|persist-storage-once|sync-stars|sync-retry|sync-status)|features\/event\/local-feedback|app\/(account-on-device|starred-pages|with-star|schedule-update-notice|update-prompt-when-waiting|catch-up-changes)|components\/(update-prompt|changed-)|runtime\/pwa\/(use-service-worker-update|register-service-worker))/,
            },
            { name: 'places', test: /\/src\/features\/schedule\/(rooms-screen|room-screen|room-now|tracks-screen|track-screen|events-by-day)/ },
            { name: 'speakers', test: /\/src\/features\/speakers\// },
            // The install offer's hooks, the More screen's Install and the home screen's one-time suggestion.
            { name: 'install', test: /\/src\/(runtime\/pwa\/install-offer|features\/preferences\/install-)/ },
            { name: 'account', test: /\/src\/features\/account\/(?!account-link)/ },
          ],
        },
      },
    },
  },
  plugins: [
    serverRoutesInDev(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registration is ours (src/runtime/pwa): after `load`, with updateViaCache 'none'.
      injectRegister: false,
      injectManifest: {
        rollupFormat: 'iife',
        // The plugin adds manifest.webmanifest itself.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // Screenshots are for install sheets only; they need not be offline.
        // The server-render entry is the server's (build-server-render.ts), never the browser's.
        globIgnores: ['screenshots/**', 'server/**'],
      },
      pwaAssets: {
        image: 'public/icon.svg',
        preset: iconPreset,
        includeHtmlHeadLinks: true,
        injectThemeColor: true,
      },
      manifest: {
        id: '/',
        name: APP_NAME,
        short_name: APP_SHORT_NAME,
        description: APP_DESCRIPTION,
        lang: 'en',
        start_url: '/?source=pwa',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['events', 'productivity'],
        screenshots: [
          {
            src: '/screenshots/home-narrow.png',
            sizes: '750x1334',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'The conference at a glance',
          },
          {
            src: '/screenshots/home-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'The conference at a glance',
          },
        ],
        shortcuts: [
          { name: 'My agenda', short_name: 'Agenda', url: '/agenda', icons: [{ src: '/pwa-192x192.png', sizes: '192x192' }] },
          { name: "Today's schedule", short_name: 'Today', url: '/schedule', icons: [{ src: '/pwa-192x192.png', sizes: '192x192' }] },
        ],
      },
    }),
    // After the service worker is written, so sw.js gets its compressed copies too.
    precompressBuild(),
    // Then the server-render entry, from the same sources (DESIGN §5).
    buildServerRender({ resolve }),
  ],
});
