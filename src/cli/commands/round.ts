import type { Command } from '../command';

/** Placeholder: written with its feature. */
export const round: Command = {
  name: 'round',
  usage: 'td round',
  summary: 'not available yet',
  run() {
    process.stderr.write('td round: not available yet\n');
    return 1;
  },
};
