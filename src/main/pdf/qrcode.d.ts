/** The part of `qrcode` (no bundled types) that src/main/pdf/qr.ts uses. */
declare module 'qrcode' {
  interface BitMatrix {
    size: number;
    get(row: number, col: number): number | boolean;
  }
  const QRCode: { create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): { modules: BitMatrix } };
  export default QRCode;
}
