import type { Command } from '../command';

/** Placeholder: written with its engine. */
export const wthor: Command = {
  name: 'wthor',
  usage: 'td wthor',
  summary: 'not available yet',
  run() {
    process.stderr.write('td wthor: not available yet\n');
    return 1;
  },
};
