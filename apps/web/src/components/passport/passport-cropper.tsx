import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { MESSAGES } from '@portal/domain';
import {
  framePlacement,
  MAX_ZOOM,
  MIN_ZOOM,
  panCrop,
  sourceRectFor,
  zoomCrop,
  type CropState,
  type ImageSize,
} from './crop-math';
import { exportSquareJpeg } from './export-crop';

export interface PassportCropperProps {
  /** Object URL of the chosen photo. */
  src: string;
  /** Called with the exported square JPEG once the student confirms the crop. */
  onConfirm: (photo: Blob) => void;
  /** Called when the crop changes after a confirmation (the confirmed photo is stale). */
  onChange: () => void;
  /** Called when the picture cannot be decoded. */
  onError: () => void;
  isConfirmed: boolean;
}

/** Arrow keys move by this share of the frame (a larger step with Shift). */
const KEY_STEP = 4;
const KEY_STEP_LARGE = 16;
const ZOOM_STEP = 0.1;

/**
 * The mandatory square crop: the photo in a square frame, moved by dragging or with the arrow
 * keys, zoomed with the Zoom slider (or + and -), with a live preview.
 */
export function PassportCropper({ src, onConfirm, onChange, onError, isConfirmed }: PassportCropperProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const [size, setSize] = useState<ImageSize | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, centerX: 0, centerY: 0 });
  const [isExporting, setIsExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const update = (next: CropState) => {
    setCrop(next);
    if (isConfirmed) onChange();
  };

  const onLoad = () => {
    const image = imageRef.current;
    if (!image || !image.naturalWidth || !image.naturalHeight) {
      onError();
      return;
    }
    const natural = { width: image.naturalWidth, height: image.naturalHeight };
    setSize(natural);
    setCrop({ zoom: 1, centerX: natural.width / 2, centerY: natural.height / 2 });
  };

  const placement = size ? framePlacement(size, crop) : null;
  const imageStyle = placement
    ? {
        left: `${placement.left}%`,
        top: `${placement.top}%`,
        width: `${placement.width}%`,
        height: `${placement.height}%`,
      }
    : { visibility: 'hidden' as const };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!size) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragRef.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!size || !drag || drag.pointerId !== event.pointerId) return;
    const frameSize = frameRef.current?.getBoundingClientRect().width ?? 0;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    dragRef.current = { ...drag, x: event.clientX, y: event.clientY };
    if (frameSize > 0 && (dx !== 0 || dy !== 0)) update(panCrop(size, crop, dx, dy, frameSize));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragRef.current?.pointerId === event.pointerId) dragRef.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!size) return;
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    // The keys move the photo as a drag would; steps are hundredths of the frame.
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      update(panCrop(size, crop, move[0], move[1], 100));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      update(zoomCrop(size, crop, crop.zoom + ZOOM_STEP));
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      update(zoomCrop(size, crop, crop.zoom - ZOOM_STEP));
    }
  };

  const confirm = async () => {
    const image = imageRef.current;
    if (!image || !size) return;
    setIsExporting(true);
    setExportError(null);
    try {
      onConfirm(await exportSquareJpeg(image, sourceRectFor(size, crop)));
    } catch {
      setExportError('The photo could not be prepared. Try another photo or browser.');
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <div className="cropper">
      <p className="field__hint" id="crop-help">
        Drag the photo, or use the arrow keys, so that your face is in the middle of the square. Use Zoom (or + and -)
        to come closer.
      </p>
      <div className="cropper__stage">
        <div
          ref={frameRef}
          className="cropper__frame"
          role="group"
          aria-roledescription="photo crop area"
          aria-label="Crop area"
          aria-describedby="crop-help"
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <img
            ref={imageRef}
            className="cropper__image"
            src={src}
            alt="Your photo inside the crop square"
            draggable={false}
            style={imageStyle}
            onLoad={onLoad}
            onError={onError}
          />
        </div>
        <figure className="cropper__preview-figure">
          <div className="cropper__preview" aria-hidden="true">
            <img className="cropper__image" src={src} alt="" draggable={false} style={imageStyle} />
          </div>
          <figcaption className="field__hint">Preview</figcaption>
        </figure>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="crop-zoom">
          Zoom
        </label>
        <input
          id="crop-zoom"
          className="cropper__zoom"
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          disabled={!size}
          onChange={(event) => size && update(zoomCrop(size, crop, Number(event.target.value)))}
        />
      </div>
      {exportError ? (
        <p className="field__error" role="alert">
          {exportError}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary button--block"
        disabled={!size || isExporting || isConfirmed}
        onClick={() => void confirm()}
      >
        {isConfirmed ? 'Crop confirmed' : isExporting ? MESSAGES.processing : 'Use this crop'}
      </button>
    </div>
  );
}
