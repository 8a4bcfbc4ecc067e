import type { ComponentType } from 'react';
import { readAdminSection } from '../../shared/admin-sections.ts';
import { useRouterState } from '../../runtime/router/router-state.ts';
import FeedbackScreen from './feedback-screen.tsx';
import ReportGroupScreen from './report-group-screen.tsx';
import ReportScreen from './report-screen.tsx';
import ReportsScreen from './reports-screen.tsx';
import ScheduleScreen from './schedule-screen.tsx';

/** Each section's screen (src/shared/admin-sections.ts); pages of one list share theirs. */
const SECTION_SCREENS: Readonly<Record<string, ComponentType>> = {
  'admin-reports': ReportsScreen,
  'admin-reports-page': ReportsScreen,
  'admin-report-group': ReportGroupScreen,
  'admin-report-group-page': ReportGroupScreen,
  'admin-report': ReportScreen,
  'admin-feedback': FeedbackScreen,
  'admin-schedule': ScheduleScreen,
};

/**
 * The screen of `/admin/*`: the section its path is, read as the server reads it for the page
 * data (one reading). The server answers 404 for a path that is no section: its fallback shows instead.
 */
export default function AdminSectionScreen() {
  const { committed } = useRouterState();
  const section = committed ? readAdminSection(committed.path) : null;
  const Screen = section ? SECTION_SCREENS[section.route.name] : undefined;
  return Screen ? <Screen key={section?.route.name} /> : null;
}
