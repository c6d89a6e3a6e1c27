import { Rng } from './rng';

/** What every scene receives: its nominal drawing size, the output scale and its own seeded RNG. */
export interface SceneContext {
  /** Nominal drawing width (the published image width). */
  width: number;
  /** Nominal drawing height. */
  height: number;
  /** Output pixels per nominal unit (1 for published images, smaller for quick previews). */
  scale: number;
  rng: Rng;
}

/** Photographic finishing applied after the SVG is rasterised. */
export interface FinishOptions {
  /** 0..1 darkening at the corners. */
  vignette: number;
  /** Vignette centre in 0..1 coordinates. */
  vignetteCenter: [number, number];
  /** Grain amplitude in 8-bit levels. */
  grain: number;
  /** Warm tint strength 0..1 (lifts reds, trims blues). */
  warmth: number;
  /** Raise the black point (matte film look), 8-bit levels. */
  lift: number;
  /** Contrast multiplier around mid grey. */
  contrast: number;
  /** Render as warm monochrome. */
  sepia: boolean;
  /** JPEG quality. */
  quality: number;
  /**
   * Depth of field: blur radius (in nominal units) wanted at each point, u and v in 0..1.
   * Applied after rasterising by mixing pre-blurred copies, which is much cheaper than SVG filters.
   */
  dof?: (u: number, v: number) => number;
}

export interface SceneResult {
  svg: string;
  /** Optional crisp layer (a full SVG document) drawn after depth of field, e.g. lettering. */
  overlay?: string;
  finish?: Partial<FinishOptions>;
}

export type Scene = (ctx: SceneContext) => Promise<SceneResult> | SceneResult;
