/**
 * `HALLWAY_ORGANIZERS` once made whoever first signed up with a listed email an organizer —
 * nothing proved they owned it (§15: roles are granted, never claimed). It is no longer read;
 * a deployment that still sets it is told once at start-up what to use instead, rather than
 * refused, so an upgrade never takes a running event down.
 */
export function retiredOrganizersSettingWarning(env: NodeJS.ProcessEnv): string | null {
  if (env['HALLWAY_ORGANIZERS'] === undefined) return null;
  return 'HALLWAY_ORGANIZERS is no longer read and makes nobody an organizer: use `npm run organizer -- add EMAIL` for an existing account, or `npm run organizer -- invite EMAIL` for a one-time sign-up link.';
}
