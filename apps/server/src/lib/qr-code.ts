import QRCode from 'qrcode';

const OPTIONS = { margin: 2, errorCorrectionLevel: 'M' } as const;

/** A QR code of the text as SVG, which prints sharp at any size. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' });
}

/** A QR code of the text as a PNG of about the given width in pixels. */
export function qrCodePng(text: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width });
}

/** A QR code of the text as an SVG data URL, for an <img> on a page. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await qrCodeSvg(text)).toString('base64')}`;
}
