import QRCode from 'qrcode';
import type { ServiceDeps } from '../../lib/service-deps.js';

/**
 * The verification address a printed form's QR code opens, and the code as an SVG data URL
 * drawn on the server (every printed form: registration, add/drop, hostel proof).
 */
export async function verificationQr(
  config: Pick<ServiceDeps['config'], 'APP_URL'>,
  code: string,
): Promise<{ verification_url: string; qr_svg: string }> {
  const verificationUrl = `${config.APP_URL.replace(/\/$/, '')}/verify/${code}`;
  const svg = await QRCode.toString(verificationUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    verification_url: verificationUrl,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
