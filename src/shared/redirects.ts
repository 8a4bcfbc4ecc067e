/** The redirect table of DESIGN §3: permanent → 308, temporary → 307 on the server; history replace on the client. */

export interface RedirectDefinition {
  /** A pattern like `/talks/:id`; `:id.html` matches a segment ending in `.html`. */
  readonly from: string;
  /** The target, with the same parameter names; `<first-day>` is filled in from the schedule. */
  readonly to: string;
  readonly permanent: boolean;
}

export const REDIRECTS: readonly RedirectDefinition[] = [
  { from: '/talks/:id', to: '/events/:id', permanent: true },
  { from: '/events/:id.html', to: '/events/:id', permanent: true },
  { from: '/schedule', to: '/days/<first-day>', permanent: false },
];
