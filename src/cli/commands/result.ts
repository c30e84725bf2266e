import type { Command } from '../command';

/** Placeholder: written with its feature. */
export const result: Command = {
  name: 'result',
  usage: 'td result',
  summary: 'not available yet',
  run() {
    process.stderr.write('td result: not available yet\n');
    return 1;
  },
};
