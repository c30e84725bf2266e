import { event } from './event';
import { UsageError, type Command } from '../command';
import { SECTION_COMMANDS, sections } from './sections';
import { t } from '../language';

/** `td events list|create`: the plural spelling of `td event list|create`, one implementation; and the sections of an event (./sections). */
export const events: Command = {
  run(argv) {
    const [sub] = argv;
    if (sub !== undefined && SECTION_COMMANDS.has(sub)) return sections.run(argv);
    if (sub !== 'list' && sub !== 'create') throw new UsageError(t('usageError.eventsSub', { sub: sub ?? '' }));
    return event.run(argv);
  },
};
