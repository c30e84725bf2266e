import { event } from './event';
import { UsageError, type Command } from '../command';

/** `td events list|create`: the plural spelling of `td event list|create`, one implementation. */
export const events: Command = {
  name: 'events',
  usage: 'td events list|create [--db FILE] [--json] [--name N --game G --format F --rounds R --start D --end D --venue V --opt k=v]',
  summary: 'list events or create one (the same as td event list|create)',
  run(argv) {
    const [sub] = argv;
    if (sub !== 'list' && sub !== 'create') throw new UsageError(`unknown events command "${sub ?? ''}"; use list or create (td event has the rest)`);
    return event.run(argv);
  },
};
