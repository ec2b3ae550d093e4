/**
 * Square-crop maths of the passport cropper, pure and unit-tested.
 *
 * The crop is a square of the source image, described by its centre (source pixels) and a zoom:
 * at zoom 1 the square's side is the image's shorter side (the whole height of a portrait photo);
 * at zoom 2 it is half of that. The square always stays inside the image.
 */

export interface ImageSize {
  width: number;
  height: number;
}

export interface CropState {
  /** 1 = the largest square that fits; MAX_ZOOM = the closest view. */
  zoom: number;
  /** Centre of the square, in source pixels. */
  centerX: number;
  centerY: number;
}

/** A rectangle of the source image, in source pixels (square here: width === height). */
export interface SourceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** Side of the exported photo, in pixels. */
export const OUTPUT_SIZE = 600;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** Side of the crop square, in source pixels. */
export function cropSide(image: ImageSize, zoom: number): number {
  return Math.min(image.width, image.height) / clamp(zoom, MIN_ZOOM, MAX_ZOOM);
}

/** The centred crop at zoom 1: where every new photo starts. */
export function initialCrop(image: ImageSize): CropState {
  return { zoom: MIN_ZOOM, centerX: image.width / 2, centerY: image.height / 2 };
}

/** Brings a crop back inside the image: zoom within its range, the square within the picture. */
export function clampCrop(image: ImageSize, crop: CropState): CropState {
  const zoom = clamp(Number.isFinite(crop.zoom) ? crop.zoom : MIN_ZOOM, MIN_ZOOM, MAX_ZOOM);
  const half = cropSide(image, zoom) / 2;
  return {
    zoom,
    centerX: clamp(crop.centerX, half, image.width - half),
    centerY: clamp(crop.centerY, half, image.height - half),
  };
}

/** The source rectangle to draw for a crop (rounded to whole pixels, inside the image). */
export function sourceRectFor(image: ImageSize, crop: CropState): SourceRect {
  const { zoom, centerX, centerY } = clampCrop(image, crop);
  const side = Math.max(1, Math.round(cropSide(image, zoom)));
  const x = clamp(Math.round(centerX - side / 2), 0, Math.max(0, image.width - side));
  const y = clamp(Math.round(centerY - side / 2), 0, Math.max(0, image.height - side));
  return { x, y, width: side, height: side };
}

/**
 * Moves the picture by (dx, dy) pixels of a frame `frameSize` pixels wide: dragging the
 * picture right shows more of its left side, so the crop centre moves left.
 */
export function panCrop(image: ImageSize, crop: CropState, dx: number, dy: number, frameSize: number): CropState {
  if (frameSize <= 0) return clampCrop(image, crop);
  const sourcePerFramePixel = cropSide(image, crop.zoom) / frameSize;
  return clampCrop(image, {
    zoom: crop.zoom,
    centerX: crop.centerX - dx * sourcePerFramePixel,
    centerY: crop.centerY - dy * sourcePerFramePixel,
  });
}

/** Changes the zoom around the current centre. */
export function zoomCrop(image: ImageSize, crop: CropState, zoom: number): CropState {
  return clampCrop(image, { ...crop, zoom });
}

/**
 * Where to draw the whole picture inside a square frame so that the crop fills it, as
 * percentages of the frame's side (independent of the frame's pixel size).
 */
export function framePlacement(
  image: ImageSize,
  crop: CropState,
): { left: number; top: number; width: number; height: number } {
  const rect = sourceRectFor(image, crop);
  const scale = 100 / rect.width;
  // `|| 0` turns -0 into 0.
  return {
    left: -rect.x * scale || 0,
    top: -rect.y * scale || 0,
    width: image.width * scale,
    height: image.height * scale,
  };
}
