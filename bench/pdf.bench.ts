/**
 * PDF documents: the 500-player standings list (issue 10 asks for under 2 seconds), cold (first
 * document of the process: font files read and parsed) and warm, A4 and Letter; plus a round's
 * scoresheets and a long game record.
 */
import { documents } from '../src/main/pdf';
import { bigSwiss, RECORDS, roundRobin } from '../test/pdf/samples';
import { percentile, timeMsAsync, type Bench } from './harness';

const bench: Bench = async (report) => {
  const event = bigSwiss(500, 9);
  let pdf: Buffer = Buffer.alloc(0);
  const cold = await timeMsAsync(async () => {
    pdf = await documents.standings.render({ tournament: event });
  });
  report.figure('500-player standings, A4, first document (cold)', cold, 'ms');
  for (const paper of ['A4', 'Letter'] as const) {
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      samples.push(await timeMsAsync(async () => {
        pdf = await documents.standings.render({ tournament: event, paper });
      }));
    }
    report.figure(`500-player standings, ${paper}, median of 5`, percentile(samples, 50), 'ms');
  }
  report.figure('500-player standings size', Math.round(pdf.length / 1024), 'KiB');
  const sheets = await timeMsAsync(async () => {
    await documents.scoresheet.render({ tournament: roundRobin('onino'), round: 1 });
  });
  report.figure('Onino scoresheets for a round (2 tables)', sheets, 'ms');
  const record = await timeMsAsync(async () => {
    await documents['game-record'].render({ game: 'othello', ...RECORDS.othello });
  });
  report.figure('Othello game record (60 moves)', record, 'ms');
};

export default bench;
