// Imported first by main.tsx, so errors are caught before any other module runs (§8).
import { startErrorReporting } from '../runtime/telemetry/error-reporting.ts';

startErrorReporting();
