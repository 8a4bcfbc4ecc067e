import { secureHeaders } from 'hono/secure-headers';

export interface SecurityHeadersOptions {
  /** `'sha256-…'` of the `<style>` elements the page shell inlines (shell/page-shell.ts). */
  readonly styleHashes?: readonly string[];
  /** `'sha256-…'` of the shell's inline starter script (shell/page-shell.ts). */
  readonly scriptHashes?: readonly string[];
}

/**
 * Security headers for every response. The Content-Security-Policy allows this origin only:
 * no inline script but the shell's starter, allowed by its hash (the page-data block is
 * `application/json`, which is never executed), and no
 * inline style but the build's own stylesheets, inlined in the shell and allowed by their hashes
 * (style attributes stay refused: components set custom properties from script).
 */
export function securityHeaders({ styleHashes = [], scriptHashes = [] }: SecurityHeadersOptions = {}) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", ...styleHashes],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
