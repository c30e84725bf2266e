/**
 * Page setup shared by every document: A4 or US Letter, the packaged font, a header (event, document
 * title, round or table) and a footer with "page i of n" on every page, and a cursor that moves down
 * the content area and starts a new page when asked for more room than is left.
 *
 * Everything is drawn at explicit positions on single lines (pdfkit never flows text onto a page of its
 * own), so a page break happens only where `ensure` or `newPage` decides.
 */
import { createRequire } from 'node:module';
import type PDFDocumentType from 'pdfkit';
import { drawQr } from './qr';
import { ascent, registerFonts, runsOf, type Face, type Run } from './fonts';
import { formatDateRange, formatNumber, formatScore, formatSigned } from '../../shared/i18n/format';
import type { Locale } from '../../shared/i18n/locales';
import { tr, translator, type Params, type Translate } from '../../shared/i18n/translate';
import { gameName, type EventInfo, type Paper } from './types';

/**
 * pdfkit, loaded with the first document. Loading it (and fontkit with it) costs a process about 130 ms
 * of CPU, and most server starts and `td` commands print nothing (issue 45).
 */
const require = createRequire(import.meta.url);
let pdfkit: typeof PDFDocumentType | undefined;
const pdfDocument = (): typeof PDFDocumentType => (pdfkit ??= require('pdfkit') as typeof PDFDocumentType);

export const MARGIN = 36;
/** The footer's QR code: as tall as the bottom margin and footer allow (about 15 mm). */
const QR_SIZE = 44;
const HEADER = 40;
const FOOTER = 22;
export const GREY = '#555555';
export const LIGHT = '#bbbbbb';

/** `paper.<key>` in `locale` (default English), for what is needed before the Sheet exists (its title). */
export function paperText(locale: Locale | undefined, key: string, params?: Params): string {
  return tr(locale ?? 'en', `paper.${key}`, params);
}

export interface SheetOptions {
  paper?: Paper;
  landscape?: boolean;
  /** The document, e.g. `Standings after round 3`. */
  title: string;
  event?: EventInfo;
  /** A second header line on the right (round, table), for every page unless a page sets its own. */
  subtitle?: string;
  /** The language printed (default English): the event's print language or `td pdf --lang`. */
  locale?: Locale;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  /** Truncated with an ellipsis to this width; with `align`, the box the text is aligned in. */
  width?: number;
  align?: 'left' | 'center' | 'right';
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** The cursor: where the next block starts. */
  y: number;
  private readonly subtitles: (string | undefined)[] = [];
  /** Per page where a section began (several documents in one PDF): its header title. */
  private readonly titles: (string | undefined)[] = [];
  private sections = 0;
  /** A QR code per page, drawn in the footer (a scoresheet's table device page). */
  private readonly qrs: (string | undefined)[] = [];
  /** Pages without header and footer (table cards are cut and folded); they still count in "page i of n". */
  private readonly bare = new Set<number>();
  readonly locale: Locale;
  private readonly translate: Translate;
  private readonly chunks: Buffer[] = [];

  constructor(private readonly options: SheetOptions) {
    this.locale = options.locale ?? 'en';
    this.translate = translator(this.locale);
    this.doc = new (pdfDocument())({
      size: options.paper === 'Letter' ? 'LETTER' : 'A4',
      layout: options.landscape ? 'landscape' : 'portrait',
      margins: { top: MARGIN + HEADER, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: options.event ? `${options.title}: ${options.event.name}` : options.title, Creator: 'Club TD' },
    });
    registerFonts(this.doc, this.locale);
    // The output is taken as it is written: a sealed page leaves memory compressed (see `seal`).
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    let drawing = this.doc.page;
    this.doc.on('pageAdded', () => {
      seal(this.doc, drawing);
      drawing = this.doc.page;
    });
    const page = this.doc.page;
    this.left = MARGIN;
    this.right = page.width - MARGIN;
    this.top = MARGIN + HEADER;
    this.bottom = page.height - MARGIN - FOOTER;
    this.y = this.top;
  }

  /** The printed language's text for `paper.<key>` (catalogues/paper). */
  t(key: string, params?: Params): string {
    return this.translate(`paper.${key}`, params);
  }

  /** Points in the printed language (`2½`, `1,25`). */
  score(x: number): string {
    return formatScore(this.locale, x);
  }

  /** `+12`, `-3`. */
  signed(x: number, digits = 0): string {
    return formatSigned(this.locale, x, digits);
  }

  /** A number with `digits` decimals in the printed language. */
  num(x: number, digits = 0): string {
    return formatNumber(this.locale, x, digits);
  }

  get width(): number {
    return this.right - this.left;
  }

  /** Room left on this page below the cursor. */
  get room(): number {
    return this.bottom - this.y;
  }

  /** Starts a new page unless `height` still fits below the cursor; true when it broke the page. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom + 0.01 || this.y === this.top) return false;
    this.newPage();
    return true;
  }

  newPage(subtitle?: string): void {
    this.doc.addPage();
    this.y = this.top;
    if (subtitle !== undefined) this.setSubtitle(subtitle);
  }

  /**
   * Starts a document within the PDF (the round pack holds several): on a new page unless it is the
   * first, with its own header title and subtitle until the next section.
   */
  begin(title: string, subtitle = ''): void {
    if (this.sections++ > 0) this.newPage();
    this.titles[this.doc.bufferedPageRange().count - 1] = title;
    this.setSubtitle(subtitle);
  }

  /** A QR code for this page, in the middle of the footer. */
  setQr(text: string): void {
    this.qrs[this.doc.bufferedPageRange().count - 1] = text;
  }

  /** Leaves this page without header and footer: the caller draws the whole page. */
  setBare(): void {
    this.bare.add(this.doc.bufferedPageRange().count - 1);
  }

  /** This page's header subtitle (a scoresheet's table, a record's game). */
  setSubtitle(subtitle: string): void {
    this.subtitles[this.doc.bufferedPageRange().count - 1] = subtitle;
  }

  /** Line height of the font at `size`, from the font's own metrics. */
  lineHeight(size: number, bold = false): number {
    this.doc.font(bold ? 'latinBold' : 'latin').fontSize(size);
    return this.doc.currentLineHeight(true);
  }

  /** Width of the text at `size`, each run in its own face. */
  measure(text: string, size: number, bold = false): number {
    return this.widths(runsOf(this.doc, text, bold), size).total;
  }

  /**
   * Each run's width at `size` in its own face, and their sum (added in order, as `measure` and `text` both
   * need). A width is kept per face and size: a table's cells repeat the same scores, ranks and numbers
   * hundreds of times, and pdfkit walks the text again for each.
   */
  private widths(runs: readonly Run[], size: number): { each: number[]; total: number } {
    const each: number[] = [];
    let total = 0;
    for (const run of runs) {
      this.doc.font(run.face).fontSize(size);
      const known = this.knownWidths(run.face, size);
      let w = known.get(run.text);
      if (w === undefined) known.set(run.text, (w = this.doc.widthOfString(run.text)));
      each.push(w);
      total += w;
    }
    return { each, total };
  }

  private readonly widthsKept = new Map<string, Map<string, number>>();

  private knownWidths(face: Face, size: number): Map<string, number> {
    const key = `${face} ${size}`;
    let known = this.widthsKept.get(key);
    if (!known) this.widthsKept.set(key, (known = new Map()));
    return known;
  }

  /**
   * The size at which `text` fits `width` (headings and labels in a longer language shrink rather than
   * being cut), never below `least` times `size`: what still does not fit is then truncated by `text`.
   */
  fitSize(text: string, width: number, size: number, bold = false, least = 0.72): number {
    const w = this.measure(text, size, bold);
    return w <= width ? size : Math.max(size * least, Math.floor((size * width) / w * 10) / 10);
  }

  /** One line of text with its top at `y`: never wraps, truncated with `…` to `style.width`. */
  text(text: string, x: number, y: number, style: TextStyle = {}): void {
    // Nothing to draw (a cross-table's cells of two entries who never met: most of its cells): no
    // colour and no font written for it. Every fill and text sets its own colour.
    if (text === '') return;
    const size = style.size ?? 9;
    const bold = style.bold ?? false;
    // The runs and their widths are worked out once, for the alignment and for drawing (a long table's
    // cells were measured twice: issue 45).
    let runs = runsOf(this.doc, text, bold);
    let widths = this.widths(runs, size);
    if (style.width !== undefined && widths.total > style.width) {
      runs = runsOf(this.doc, this.fit(text, style.width, size, bold), bold);
      widths = this.widths(runs, size);
    }
    const w = widths.total;
    let at = x;
    if (style.width !== undefined && style.align === 'right') at = x + style.width - w;
    else if (style.width !== undefined && style.align === 'center') at = x + (style.width - w) / 2;
    // Runs in different faces share one baseline, placed by the Latin face's ascent.
    const baseline = y + ascent(this.doc, size, bold);
    this.doc.fillColor(style.color ?? 'black');
    runs.forEach((run, i) => {
      this.doc.font(run.face).fontSize(size).text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += widths.each[i]!;
    });
  }

  /** Splits text into lines that fit `width` (at spaces; a word longer than the line is cut). */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const lines: string[] = [];
    for (const para of text.split('\n')) {
      let line = '';
      for (const word of para.split(/ +/)) {
        const next = line ? `${line} ${word}` : word;
        if (!line || this.measure(next, size, bold) <= width) line = next;
        else {
          lines.push(line);
          line = word;
        }
        while (this.measure(line, size, bold) > width && line.length > 1) {
          const head = this.fit(line, width, size, bold, '') || Array.from(line)[0]!; // a column narrower than one character still advances
          lines.push(head);
          line = line.slice(head.length);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** The longest prefix of `text` (whole code points) that fits `width` with `tail` appended. */
  private fit(text: string, width: number, size: number, bold: boolean, tail = '…'): string {
    const chars = Array.from(text);
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.measure(chars.slice(0, mid).join('') + tail, size, bold) <= width) lo = mid;
      else hi = mid - 1;
    }
    // Not even one character fits: nothing but the tail, never a character past the column (issue 38).
    if (lo === 0) return this.measure(tail, size, bold) <= width ? tail : '';
    return chars.slice(0, lo).join('') + tail;
  }

  /** A heading at the cursor, kept with `keep` points of what follows it. */
  heading(text: string, size = 12, keep = 40): void {
    const h = this.lineHeight(size, true);
    this.ensure(h + 4 + keep);
    this.text(text, this.left, this.y, { size, bold: true, width: this.width });
    this.y += h + 4;
  }

  /** Wrapped text at the cursor; a page break falls between lines, never inside one. */
  paragraph(text: string, size = 9, color = 'black'): void {
    const h = this.lineHeight(size);
    for (const line of this.wrap(text, this.width, size)) {
      this.ensure(h);
      this.text(line, this.left, this.y, { size, color });
      this.y += h;
    }
  }

  gap(points: number): void {
    this.y = Math.min(this.y + points, this.bottom);
  }

  /** Writes every page's header and footer and returns the PDF. */
  async finish(): Promise<Buffer> {
    const { doc, chunks } = this;
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const { count } = doc.bufferedPageRange();
    let subtitle = this.options.subtitle;
    let title = this.options.title;
    for (let i = 0; i < count; i++) {
      doc.switchToPage(i);
      subtitle = this.subtitles[i] ?? subtitle;
      title = this.titles[i] ?? title;
      if (!this.bare.has(i)) this.furnish(i + 1, count, title, subtitle);
      const qr = this.qrs[i];
      if (qr) drawQr(doc, qr, (this.left + this.right - QR_SIZE) / 2, this.bottom + 2, QR_SIZE);
    }
    doc.end();
    return done;
  }

  private furnish(page: number, pages: number, title: string, subtitle: string | undefined): void {
    const { doc } = this;
    const half = this.width / 2 - 6;
    const event = this.options.event;
    const top = MARGIN - 4;
    if (event) {
      this.text(event.name, this.left, top, { size: 11, bold: true, width: half });
      const dates = event.startDate || event.endDate ? formatDateRange(this.locale, event.startDate, event.endDate) : event.dates;
      const line = [event.venue, dates, gameName(this.t.bind(this), event.game)].filter(Boolean).join(' · ');
      this.text(line, this.left, top + 17, { size: 8, color: GREY, width: half });
    }
    this.text(title, this.right - half, top, { size: 11, bold: true, width: half, align: 'right' });
    if (subtitle) this.text(subtitle, this.right - half, top + 17, { size: 8, color: GREY, width: half, align: 'right' });
    doc.moveTo(this.left, this.top - 8).lineTo(this.right, this.top - 8).lineWidth(0.5).strokeColor(GREY).stroke();
    const foot = this.bottom + FOOTER - 10;
    doc.moveTo(this.left, foot - 4).lineTo(this.right, foot - 4).lineWidth(0.5).strokeColor(LIGHT).stroke();
    this.text('Club TD', this.left, foot, { size: 7, color: GREY });
    this.text(this.t('page', { page, pages }), this.right - 140, foot, { size: 7, color: GREY, width: 140, align: 'right' });
  }
}

/**
 * A page the cursor has left: what is drawn on it so far is compressed and written out now, and what is
 * still to come (the header and footer with "page i of n", drawn once n is known) goes into a second
 * content stream of the page. The PDF concatenates a page's streams (ISO 32000-1, 7.8.2), so the page
 * prints exactly as one stream would; a 500-player cross-table no longer holds 357 pages of drawing
 * operators in memory until the end (issue 45: 459 MiB).
 */
function seal(doc: PDFKit.PDFDocument, page: PDFKit.PDFPage): void {
  const open = page as unknown as { content: { end(): void }; dictionary: { data: { Contents: unknown } } };
  const drawn = open.content;
  drawn.end();
  const rest = doc.ref({});
  rest.write(''); // a stream even when nothing more is drawn (a bare page): never an empty object in Contents
  open.content = rest as unknown as { end(): void };
  open.dictionary.data.Contents = [drawn, rest];
}

/**
 * A grey instruction line under a board or above a table, wrapped onto a second line when a translation
 * is longer than the page is wide (never cut); returns the height it used, to add to the cursor.
 */
export function instructions(sheet: Sheet, text: string, size = 8): number {
  const lh = sheet.lineHeight(size);
  const lines = sheet.wrap(text, sheet.width, size);
  lines.forEach((line, i) => sheet.text(line, sheet.left, sheet.y + i * lh, { size, color: GREY, width: sheet.width }));
  return lines.length * lh + 6;
}
