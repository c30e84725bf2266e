/** QR codes drawn as vector squares into a PDF page (the `qrcode` library computes the modules). */
import QRCode from 'qrcode';

/** Draws `text` as a QR code `size` points wide at (x, y), on white with its quiet zone. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const n = modules.size;
  const cell = size / (n + 2); // one module of quiet zone on each side
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (modules.get(r, c)) doc.rect(x + (c + 1) * cell, y + (r + 1) * cell, cell, cell);
  doc.fill();
  doc.restore();
}
