import type { Command } from '../command';

/** Placeholder: written with its feature. */
export const event: Command = {
  name: 'event',
  usage: 'td event',
  summary: 'not available yet',
  run() {
    process.stderr.write('td event: not available yet\n');
    return 1;
  },
};
