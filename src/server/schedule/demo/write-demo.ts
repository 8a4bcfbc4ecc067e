import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateDemoSchedule } from './generate-demo-schedule.ts';
import { renderFrabXml } from './render-frab-xml.ts';

// `npm run demo -- [--xml] [OUT]`: the demo conference as frab / C3VOC JSON (or frab XML),
// written to OUT or to stdout.
const USAGE = 'usage: npm run demo -- [--xml] [OUT]';

let args: ReturnType<typeof readArgs>;
try {
  args = readArgs();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(2);
}

if (args.help) {
  process.stdout.write(`${USAGE}\n`);
} else {
  const schedule = generateDemoSchedule();
  const text = args.xml ? renderFrabXml(schedule) : `${JSON.stringify(schedule, null, 2)}\n`;
  if (args.out === undefined) process.stdout.write(text);
  // npm runs scripts from the package root; a relative OUT means relative to where the user typed the command.
  else writeFileSync(resolve(process.env['INIT_CWD'] ?? process.cwd(), args.out), text);
}

function readArgs(): { xml: boolean; help: boolean; out: string | undefined } {
  const { values, positionals } = parseArgs({
    options: { xml: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
  });
  if (positionals.length > 1) throw new Error(`expected at most one output file, got ${positionals.length}`);
  return { xml: values.xml, help: values.help, out: positionals[0] };
}
