/** The part of `qrcode` (no bundled types) the captain codes' QR uses (the printed ones: src/main/pdf/qrcode.d.ts). */
declare module 'qrcode' {
  interface BitMatrix {
    size: number;
    get(row: number, col: number): number | boolean;
  }
  const QRCode: { create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): { modules: BitMatrix } };
  export default QRCode;
}
