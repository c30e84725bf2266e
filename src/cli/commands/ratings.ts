import type { Command } from '../command';

/** Placeholder: written with its feature. */
export const ratings: Command = {
  name: 'ratings',
  usage: 'td ratings',
  summary: 'not available yet',
  run() {
    process.stderr.write('td ratings: not available yet\n');
    return 1;
  },
};
