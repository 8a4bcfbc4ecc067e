import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, adminSectionHref, readAdminSection } from '../../../src/shared/admin-sections.ts';
import { readPath } from '../../../src/shared/location.ts';

describe('readAdminSection', () => {
  it.each([
    ['/admin/reports', 'admin-reports', {}],
    ['/admin/reports/page/3', 'admin-reports-page', { page: '3' }],
    ['/admin/reports/groups/0a1b2c3d4e5f6a7b', 'admin-report-group', { group: '0a1b2c3d4e5f6a7b' }],
    ['/admin/reports/groups/0a1b/page/2', 'admin-report-group-page', { group: '0a1b', page: '2' }],
    ['/admin/reports/9f86d081884c7d659a2feaa0c55ad015', 'admin-report', { id: '9f86d081884c7d659a2feaa0c55ad015' }],
    ['/admin/feedback', 'admin-feedback', {}],
    ['/admin/schedule', 'admin-schedule', {}],
  ])('reads %s as %s', (path, name, params) => {
    expect(readAdminSection(path)).toEqual({ route: expect.objectContaining({ name }), params });
  });

  it('ranks static segments above dynamic ones: "page" and "groups" are never taken for a report id', () => {
    expect(readAdminSection('/admin/reports/page/2')?.route.name).toBe('admin-reports-page');
    expect(readAdminSection('/admin/reports/groups/ab')?.route.name).toBe('admin-report-group');
    expect(readAdminSection('/admin/reports/groups')?.route.name).toBe('admin-report');
  });

  it('knows no other path under /admin', () => {
    for (const path of ['/admin/x', '/admin/reports/a/b', '/admin/feedback/1', '/admin/Feedback', '/admin']) expect(readAdminSection(path), path).toBeNull();
  });

  it('reads the canonical path the location module gave, each segment decoded once', () => {
    const reading = readPath('/de/admin/reports/caf%25C3%25A9');
    expect(reading).toMatchObject({ kind: 'route', route: { name: 'admin-section' }, path: '/admin/reports/caf%25C3%25A9' });
    if (reading.kind !== 'route') throw new Error('not a route');
    expect(readAdminSection(reading.path)?.params).toEqual({ id: 'caf%C3%A9' });
  });

  it('builds each section path, and reads it back', () => {
    for (const section of ADMIN_SECTIONS) {
      const params = Object.fromEntries([...section.pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], 'a b/é']));
      const href = adminSectionHref(section.name, params);
      expect(readAdminSection(href)?.route.name, href).toBe(section.name);
      expect(readPath(href)).toMatchObject({ kind: 'route', route: { name: 'admin-section' }, access: 'organizer' });
    }
  });
});
