import { OUTPUT_SIZE, type SourceRect } from './crop-math';

/**
 * Draws `rect` of a loaded picture onto a square canvas and encodes it as a JPEG Blob
 * (white behind transparent PNG areas, since JPEG has no transparency).
 */
export function exportSquareJpeg(
  image: CanvasImageSource,
  rect: SourceRect,
  size: number = OUTPUT_SIZE,
): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) {
      reject(new Error('Canvas is not available'));
      return;
    }
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size, size);
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      0.9,
    );
  });
}
