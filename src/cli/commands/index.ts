import type { Command } from '../command';
import { serve } from './serve';
import { players } from './players';
import { events } from './events';
import { event } from './event';
import { round } from './round';
import { result } from './result';
import { standings } from './standings';
import { ratings } from './ratings';
import { replay } from './replay';
import { perft } from './perft';
import { wthor } from './wthor';
import { pair } from './pair';
import { pdf } from './pdf';
import { backup } from './backup';
import { exporter } from './export';
import { importer } from './import';

/** Every `td` command, in the order `td help` lists them. */
export const commands: Command[] = [
  serve, players, events, event, round, result, standings, ratings, replay, perft, wthor, pair, pdf, backup,
  exporter, importer,
];
