import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import { DOCUMENTS } from '../../shared/api/methods/print';
import type { Output } from '../../shared/api/contract';
import { openBackend } from '../backend';
import { CliApiError, optionalId, print, refuseStdout, UsageError, type Command } from '../command';
import { cliLocale, langOption, t } from '../language';
import type { Locale } from '../../shared/i18n/locales';

const int = (text: string | undefined, flag: string): number | undefined => optionalId(flag, text);

export const pdf: Command = {
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        db: { type: 'string' }, json: { type: 'boolean', default: false }, out: { type: 'string' },
        event: { type: 'string' }, round: { type: 'string' }, 'game-id': { type: 'string' }, player: { type: 'string' },
        game: { type: 'string' }, blank: { type: 'boolean', default: false }, paper: { type: 'string', default: 'A4' }, 'table-url': { type: 'string' },
        layout: { type: 'string' }, board: { type: 'string' }, 'as-of': { type: 'string' }, lang: { type: 'string' }, 'per-page': { type: 'string' },
      },
    });
    const [document] = positionals;
    if (!document) throw new UsageError(t('usageError.whichDocument', { documents: DOCUMENTS.join(', ') }));
    if (!values.out) throw new UsageError(t('usageError.required', { flag: '--out FILE' }));
    refuseStdout(values.out, 'binary');
    let lang: Locale | undefined;
    try {
      lang = langOption(values.lang);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const backend = openBackend(values.db);
    try {
      const result = await backend.callAsync('print.pdf', {
        document, paper: values.paper, blank: values.blank, game: values.game, tableUrl: values['table-url'],
        eventId: int(values.event, '--event'), round: int(values.round, '--round'),
        gameId: int(values['game-id'], '--game-id'), playerId: int(values.player, '--player'), asOf: values['as-of'],
        layout: values.layout, board: int(values.board, '--board'), perPage: int(values['per-page'], '--per-page'), ...(lang ? { lang } : {}),
      }, 'td command line', cliLocale());
      if (!result.ok) throw new CliApiError(result.error);
      const { pdfBase64, pages, filename, notice } = result.data as Output<'print.pdf'>;
      writeFileSync(values.out, Buffer.from(pdfBase64, 'base64'));
      print(values.json ? { out: values.out, pages, filename, ...(notice ? { notice } : {}) } : t('pdf.wrote', { out: values.out, count: pages }));
      if (notice && !values.json) process.stderr.write(`td: ${notice}\n`);
      return 0;
    } finally {
      backend.db.close();
    }
  },
};
