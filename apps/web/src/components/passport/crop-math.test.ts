import { describe, expect, it } from 'vitest';
import {
  clampCrop,
  cropSide,
  framePlacement,
  initialCrop,
  MAX_ZOOM,
  panCrop,
  sourceRectFor,
  zoomCrop,
} from './crop-math';

const landscape = { width: 1200, height: 800 };
const portrait = { width: 600, height: 900 };

describe('passport crop maths', () => {
  it('starts with the largest centred square', () => {
    expect(sourceRectFor(landscape, initialCrop(landscape))).toEqual({ x: 200, y: 0, width: 800, height: 800 });
    expect(sourceRectFor(portrait, initialCrop(portrait))).toEqual({ x: 0, y: 150, width: 600, height: 600 });
  });

  it('shrinks the square as the zoom grows, around the same centre', () => {
    expect(cropSide(landscape, 2)).toBe(400);
    expect(sourceRectFor(landscape, zoomCrop(landscape, initialCrop(landscape), 2))).toEqual({
      x: 400,
      y: 200,
      width: 400,
      height: 400,
    });
  });

  it('keeps the zoom between 1 and the maximum', () => {
    expect(zoomCrop(landscape, initialCrop(landscape), 0.2).zoom).toBe(1);
    expect(zoomCrop(landscape, initialCrop(landscape), 99).zoom).toBe(MAX_ZOOM);
    expect(clampCrop(landscape, { zoom: Number.NaN, centerX: 600, centerY: 400 }).zoom).toBe(1);
  });

  it('keeps the square inside the picture', () => {
    expect(sourceRectFor(landscape, { zoom: 1, centerX: 0, centerY: 0 })).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 800,
    });
    expect(sourceRectFor(landscape, { zoom: 2, centerX: 5000, centerY: 5000 })).toEqual({
      x: 800,
      y: 400,
      width: 400,
      height: 400,
    });
  });

  it('moves the crop against the drag, scaled from frame pixels to source pixels', () => {
    // Frame 200 px wide showing an 800 px square: 1 frame pixel = 4 source pixels.
    const moved = panCrop(landscape, initialCrop(landscape), 25, 0, 200);
    expect(moved.centerX).toBe(600 - 100);
    expect(sourceRectFor(landscape, moved)).toEqual({ x: 100, y: 0, width: 800, height: 800 });
    // Vertical movement is impossible at zoom 1 in a landscape picture.
    expect(panCrop(landscape, initialCrop(landscape), 0, -50, 200).centerY).toBe(400);
    // At zoom 2 a 200 px frame shows 400 source px: 1 frame pixel = 2 source pixels.
    const zoomed = zoomCrop(landscape, initialCrop(landscape), 2);
    expect(panCrop(landscape, zoomed, -10, -10, 200)).toEqual({ zoom: 2, centerX: 620, centerY: 420 });
  });

  it('places the picture in the frame as percentages', () => {
    expect(framePlacement(landscape, initialCrop(landscape))).toEqual({ left: -25, top: 0, width: 150, height: 100 });
    const zoomed = zoomCrop(landscape, initialCrop(landscape), 2);
    expect(framePlacement(landscape, zoomed)).toEqual({ left: -100, top: -50, width: 300, height: 200 });
  });
});
