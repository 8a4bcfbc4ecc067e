import { describe, expect, it } from 'vitest';
import { MAX_SCHEDULE_BYTES } from '../../../../src/server/schedule/import-schedule.ts';
import { runScheduleCommand, type ScheduleCommandFiles } from '../../../../src/server/schedule/run-schedule-command.ts';
import { oneDay, writeSample } from './samples.ts';

function filesWith(contents: Record<string, string>): ScheduleCommandFiles {
  const bytes = (path: string) => {
    const text = contents[path];
    if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    return new TextEncoder().encode(text);
  };
  return { size: (path) => bytes(path).byteLength, read: bytes };
}

const { timeZoneName: _, ...zoneless } = oneDay([{ persons: [{ id: '1', name: 'Ada' }], track: 'Main' }]);
const files = filesWith({ 'fosdem.xml': writeSample('xml', zoneless), 'bad.json': '{"schedule": {}}' });

describe('schedule check', () => {
  it('prints one JSON line summing up a valid file, exit 0', () => {
    const outcome = runScheduleCommand(['check', 'fosdem.xml'], files);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.line).not.toContain('\n');
    expect(JSON.parse(outcome.line)).toEqual({
      ok: true,
      events: 1,
      days: 1,
      rooms: 1,
      tracks: 1,
      speakers: 1,
      warnings: [{ where: 'line 3', message: expect.stringContaining('UTC') }],
    });
  });

  it('passes --time-zone on as the default zone', () => {
    const outcome = runScheduleCommand(['check', 'fosdem.xml', '--time-zone', 'Europe/Brussels'], files);
    expect(JSON.parse(outcome.line).warnings[0].message).toContain('Europe/Brussels');
    expect(runScheduleCommand(['check', '--time-zone=Europe/Brussels', 'fosdem.xml'], files).line).toBe(outcome.line);
  });

  it('prints the problems of a refused file, exit 1', () => {
    const outcome = runScheduleCommand(['check', 'bad.json'], files);
    expect(outcome.exitCode).toBe(1);
    expect(JSON.parse(outcome.line)).toEqual({ ok: false, problems: [{ where: '$.schedule.conference', message: expect.any(String) }] });
  });

  it('reports a missing file as a problem, exit 1', () => {
    const outcome = runScheduleCommand(['check', 'nowhere.xml'], files);
    expect(outcome.exitCode).toBe(1);
    expect(JSON.parse(outcome.line)).toEqual({ ok: false, problems: [{ where: 'nowhere.xml', message: 'Cannot read the file: no such file.' }] });
  });

  it('refuses a file over 20 MB before reading it', () => {
    const huge: ScheduleCommandFiles = {
      size: () => MAX_SCHEDULE_BYTES + 1,
      read: () => {
        throw new Error('read a huge file');
      },
    };
    const outcome = runScheduleCommand(['check', 'huge.json'], huge);
    expect(outcome.exitCode).toBe(1);
    expect(JSON.parse(outcome.line).problems[0].message).toMatch(/over 20 MB/);
  });

  it.each([[[]], [['import', 'x.xml']], [['check']], [['check', 'a.xml', 'b.xml']], [['check', 'a.xml', '--zone', 'UTC']], [['check', 'a.xml', '--time-zone']]])(
    'answers bad usage %j with a problem line, exit 2',
    (args) => {
      const outcome = runScheduleCommand(args, files);
      expect(outcome.exitCode).toBe(2);
      const parsed = JSON.parse(outcome.line);
      expect(parsed).toEqual({ ok: false, problems: [{ where: 'command line', message: expect.stringContaining('Usage: schedule check FILE') }] });
    },
  );
});
