import { describe, expect, it } from 'vitest';
import { reportFingerprint, reportGroupKey, stableFilePath, stableFunctionName, stableMessage } from '../../../../src/server/admin/report-fingerprint.ts';

type Frame = Record<string, unknown>;

/** An error event as the browser SDK sends it: frames outermost first. */
function errorEvent(type: string, value: string, frames: readonly Frame[]): Record<string, unknown> {
  return { platform: 'javascript', exception: { values: [{ type, value, stacktrace: { frames }, mechanism: { type: 'onerror', handled: false } }] } };
}

const REACT_DOM = { function: 'commitRoot', filename: 'https://hallway.example/assets/react-dom-Cq3v8TnB.js', lineno: 1, colno: 48211, in_app: false };

// Chrome: `at formatTitle (https://…/assets/event-screen-B4x9Qz1a.js:1:2345)`.
const CHROME = errorEvent('TypeError', "Cannot read properties of undefined (reading 'title')", [
  REACT_DOM,
  { function: 'EventScreen', filename: 'https://hallway.example/assets/event-screen-B4x9Qz1a.js', lineno: 1, colno: 980, in_app: true },
  { function: 'formatTitle', filename: 'https://hallway.example/assets/event-screen-B4x9Qz1a.js', lineno: 1, colno: 2345, in_app: true },
]);

// Firefox: `formatTitle/<@https://…:1:2351`, its value worded differently.
const FIREFOX = errorEvent('TypeError', 'event is undefined', [
  { function: 'EventScreen', filename: 'https://hallway.example/assets/event-screen-B4x9Qz1a.js', lineno: 1, colno: 985, in_app: true },
  { function: 'formatTitle/<', filename: 'https://hallway.example/assets/event-screen-B4x9Qz1a.js', lineno: 1, colno: 2351, in_app: true },
]);

// Safari: anonymous frames are `?`, and a native frame sits innermost.
const SAFARI = errorEvent('TypeError', "undefined is not an object (evaluating 'event.title')", [
  { function: 'formatTitle', filename: 'https://hallway.example/assets/event-screen-B4x9Qz1a.js', lineno: 1, colno: 2340, in_app: true },
  { function: '?', filename: '[native code]', in_app: false },
]);

describe('reportFingerprint', () => {
  it.each([
    ['Chrome, a built chunk', CHROME, "TypeError: Cannot read properties of undefined (reading 'title') at formatTitle (/assets/event-screen.js)"],
    ['Firefox, a nested function', FIREFOX, 'TypeError: event is undefined at formatTitle (/assets/event-screen.js)'],
    ['Safari, past a native frame to the in-app one', SAFARI, "TypeError: undefined is not an object (evaluating 'event.title') at formatTitle (/assets/event-screen.js)"],
    [
      'minified: the one-letter name left out, the file kept',
      errorEvent('TypeError', 'n is not a function', [{ function: 't', filename: 'https://hallway.example/assets/index-Dq81Lx0Z.js', lineno: 40, colno: 9120, in_app: true }]),
      'TypeError: n is not a function at (/assets/index.js)',
    ],
    [
      'minified: a method of a minified receiver keeps its own name',
      errorEvent('Error', 'boom', [{ function: 'HTMLButtonElement.<anonymous>', filename: 'https://hallway.example/assets/index-Dq81Lx0Z.js', in_app: true }]),
      'Error: boom at HTMLButtonElement (/assets/index.js)',
    ],
    [
      'minified: an anonymous frame',
      errorEvent('Error', 'boom', [{ function: '<anonymous>', filename: 'https://hallway.example/assets/index-Dq81Lx0Z.js', lineno: 2, colno: 1, in_app: true }]),
      'Error: boom at (/assets/index.js)',
    ],
    [
      'source-mapped with webpack://',
      errorEvent('RangeError', 'Invalid time value', [
        { function: 'formatDay', filename: 'webpack://hallway/./src/components/format-time.ts', module: 'components/format-time', lineno: 37, in_app: true },
      ]),
      'RangeError: Invalid time value at formatDay (src/components/format-time.ts)',
    ],
    [
      'source-mapped with app:///',
      errorEvent('RangeError', 'Invalid time value', [{ function: 'formatDay', filename: 'app:///src/components/format-time.ts', lineno: 37, in_app: true }]),
      'RangeError: Invalid time value at formatDay (src/components/format-time.ts)',
    ],
    [
      'the dev server: a query string and a source path',
      errorEvent('Error', 'boom', [{ function: 'DayScreen', filename: 'http://localhost:5173/src/features/schedule/day-screen.tsx?t=1712345678901', lineno: 12, in_app: true }]),
      'Error: boom at DayScreen (/src/features/schedule/day-screen.tsx)',
    ],
    [
      'only a module name',
      errorEvent('Error', 'boom', [{ function: 'render', module: 'features/event/event-screen', in_app: true }]),
      'Error: boom at render (features/event/event-screen)',
    ],
    [
      'no in-app frame: the innermost frame',
      errorEvent('SyntaxError', 'Unexpected token < in JSON at position 0', [REACT_DOM, { function: 'JSON.parse', filename: '[native code]', in_app: false }]),
      'SyntaxError: Unexpected token < in JSON at position 0 at JSON.parse ([native code])',
    ],
    ['a message without a stack', { message: 'Route did not complete loading: /events/:id' }, 'Route did not complete loading: /events/:id'],
    [
      'a message with a stack (attachStacktrace)',
      { message: 'Slow', stacktrace: { frames: [{ function: 'warm', filename: '/assets/warm-up-8f3a2b1c.js', in_app: true }] } },
      'Slow at warm (/assets/warm-up.js)',
    ],
    ['nothing at all', {}, '(no message)'],
  ])('%s', (_, event, text) => {
    expect(reportFingerprint(event).text).toBe(text);
  });

  it('names the top frame on its own, for the group to show', () => {
    expect(reportFingerprint(CHROME).frame).toBe('formatTitle (/assets/event-screen.js)');
    expect(reportFingerprint({ message: 'm' }).frame).toBeNull();
  });

  it('keeps one error one group across deploys: new chunk hashes, lines, columns and hosts', () => {
    const redeployed = JSON.parse(JSON.stringify(CHROME).replaceAll('B4x9Qz1a', 'Zz0Yx1Wv').replaceAll('hallway.example', 'staging.hallway.example')) as Record<string, unknown>;
    const frames = (redeployed as { exception: { values: { stacktrace: { frames: Frame[] } }[] } }).exception.values[0]!.stacktrace.frames;
    for (const frame of frames) frame['colno'] = 77;
    expect(reportGroupKey(reportFingerprint(redeployed).text)).toBe(reportGroupKey(reportFingerprint(CHROME).text));
  });

  it('tells apart errors with another message or another top frame', () => {
    const keys = new Set(
      [
        CHROME,
        FIREFOX,
        SAFARI,
        errorEvent('TypeError', "Cannot read properties of undefined (reading 'title')", [{ function: 'otherPlace', filename: '/assets/x.js', in_app: true }]),
      ].map((event) => reportGroupKey(reportFingerprint(event).text)),
    );
    expect(keys.size).toBe(4);
  });
});

describe('stableMessage', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: https://hallway.example/assets/event-screen-B4x9Qz1a.js',
      'Failed to fetch dynamically imported module: https://hallway.example/assets/event-screen.js',
    ],
    ['Report 3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a6b failed', 'Report <uuid> failed'],
    ['No event 9f86d081884c7d65', 'No event <hex>'],
    ['Quota exceeded after 52428800 bytes', 'Quota exceeded after <n> bytes'],
    ['Request failed with status 503', 'Request failed with status 503'],
    [
      'Minified React error #418; visit https://react.dev/errors/418?args[]=text for the full message',
      'Minified React error #418; visit https://react.dev/errors/418 for the full message',
    ],
    ['  spaced \n  out  ', 'spaced out'],
    [null, '(no message)'],
  ])('%j → %j', (message, stable) => {
    expect(stableMessage(message)).toBe(stable);
  });
});

describe('stableFilePath', () => {
  it.each([
    ['https://hallway.example/assets/event-screen-B4x9Qz1a.js', '/assets/event-screen.js'],
    ['https://hallway.example/assets/event-screen-B4x9Qz1a.js:1:2345', '/assets/event-screen.js'],
    ['https://hallway.example/assets/report-group-screen.js', '/assets/report-group-screen.js'],
    ['https://hallway.example/assets/document.js', '/assets/document.js'],
    ['https://cdn.example/static/js/main.3f2a1b9c.chunk.js', '/static/js/main.chunk.js'],
    ['https://cdn.example/static/js/main.3f2a1b9c4d5e6f70.js', '/static/js/main.js'],
    ['https://hallway.example/assets/chunk-ABCD1234.js?v=2#top', '/assets/chunk.js'],
    ['webpack://app/./src/a.ts', 'src/a.ts'],
    ['webpack-internal:///./src/a.ts', 'src/a.ts'],
    ['app:///src/a.ts', 'src/a.ts'],
    ['./src/a.ts', 'src/a.ts'],
    ['[native code]', '[native code]'],
  ])('%s → %s', (filename, path) => {
    expect(stableFilePath(filename)).toBe(path);
  });
});

describe('stableFunctionName', () => {
  it.each([
    ['formatTitle', 'formatTitle'],
    ['async loadRoute', 'loadRoute'],
    ['render/</<', 'render'],
    ['Object.onClick', 'Object.onClick'],
    ['t', null],
    ['Xe', null],
    ['e.render', 'render'],
    ['?', null],
    ['<anonymous>', null],
    [undefined, null],
  ])('%s → %s', (name, stable) => {
    expect(stableFunctionName(name)).toBe(stable);
  });
});

describe('reportGroupKey', () => {
  it('is 16 hex digits, the same for the same fingerprint', () => {
    expect(reportGroupKey('Error: boom')).toMatch(/^[0-9a-f]{16}$/);
    expect(reportGroupKey('Error: boom')).toBe(reportGroupKey('Error: boom'));
    expect(reportGroupKey('Error: boom')).not.toBe(reportGroupKey('Error: bang'));
  });
});
