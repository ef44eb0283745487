// QR codes of invite links for the host's lobby, drawn by the `qrcode` library as SVG and shown as an image
// (a data URL in an <img>: the SVG cannot run scripts there). Links are short ASCII URLs; error correction M.
import QRCode from 'qrcode';

/**
 * The QR code of `text` as an `data:image/svg+xml` URL (black modules on white, a 2-module quiet zone).
 * @throws the library's error for text too long for a QR code (over about 2 300 characters at level M).
 */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
