import { event } from './event';
import { UsageError, type Command } from '../command';
import { SECTION_COMMANDS, sections } from './sections';

/** `td events list|create`: the plural spelling of `td event list|create`, one implementation; and the sections of an event (./sections). */
export const events: Command = {
  run(argv) {
    const [sub] = argv;
    if (sub !== undefined && SECTION_COMMANDS.has(sub)) return sections.run(argv);
    if (sub !== 'list' && sub !== 'create') throw new UsageError(`unknown events command "${sub ?? ''}"; use list, create, add-section, sections, split, move, undo-section, check-in or pair-section (td event has the rest)`);
    return event.run(argv);
  },
};
