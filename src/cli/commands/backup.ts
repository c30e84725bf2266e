import type { Command } from '../command';

/** Placeholder: written with its feature. */
export const backup: Command = {
  name: 'backup',
  usage: 'td backup',
  summary: 'not available yet',
  run() {
    process.stderr.write('td backup: not available yet\n');
    return 1;
  },
};
