import { finishImage } from './finish';
import { rngFor } from './rng';
import { Scene } from './scene';
import { interior, plant, seating } from './scenes/cafe';
import { exterior } from './scenes/exterior';
import { founders } from './scenes/portrait';
import { roaster, roasting } from './scenes/roaster';
import { latteArt, liveEdgeTable, woodGrain } from './scenes/wood';
import { heroBeans, socialCard } from './scenes/beans';
import { cherriesOnBranch, cherryBasket, cherryPile } from './scenes/cherries';
import { campoSanto, dryingPatio, pickerMan, pickerWoman } from './scenes/farm';

export interface ImageSpec {
  /** Short name used on the command line. */
  name: string;
  /** Output path relative to the repository root. */
  output: string;
  width: number;
  height: number;
  scene: Scene;
}

const spec = (name: string, output: string, width: number, height: number, scene: Scene): ImageSpec => ({
  name,
  output,
  width,
  height,
  scene,
});

/** Every image the site ships, in publishing order. */
export const IMAGES: readonly ImageSpec[] = [
  spec('hero', 'content/home/hero.jpg', 2400, 1600, heroBeans),
  spec('drying-patio', 'content/coffee/drying-patio.jpg', 2400, 1600, dryingPatio),
  spec('campo-santo', 'content/coffee/campo-santo.jpg', 2400, 1600, campoSanto),
  spec('cherries-on-branch', 'content/coffee/cherries-on-branch.jpg', 2400, 1600, cherriesOnBranch),
  spec('picker-man', 'content/coffee/picker-man.jpg', 2400, 1600, pickerMan),
  spec('picker-woman', 'content/coffee/picker-woman.jpg', 2400, 1600, pickerWoman),
  spec('cherry-basket', 'content/coffee/cherry-basket.jpg', 2400, 1600, cherryBasket),
  spec('cherry-pile', 'content/coffee/cherry-pile.jpg', 2400, 1600, cherryPile),
  spec('seating', 'content/midtown/seating.jpg', 2400, 2400, seating),
  spec('plant', 'content/midtown/plant.jpg', 2400, 2400, plant),
  spec('roaster', 'content/midtown/roaster.jpg', 2400, 2400, roaster),
  spec('latte-art', 'content/midtown/latte-art.jpg', 2400, 2400, latteArt),
  spec('roasting', 'content/midtown/roasting.jpg', 2400, 2400, roasting),
  spec('live-edge-table', 'content/midtown/live-edge-table.jpg', 2400, 2400, liveEdgeTable),
  spec('interior', 'content/midtown/interior.jpg', 2400, 2400, interior),
  spec('wood-grain', 'content/midtown/wood-grain.jpg', 2400, 2400, woodGrain),
  spec('exterior', 'content/midtown/exterior.jpg', 2400, 1200, exterior),
  spec('founders', 'content/about/founders.jpg', 2400, 1600, founders),
  spec('social', 'content/site/social.jpg', 1200, 630, socialCard),
];

export interface RenderOptions {
  /** Output size relative to the published size (1 = full size). */
  scale?: number;
}

export function findImage(name: string): ImageSpec {
  const found = IMAGES.find((image) => image.name === name);
  if (!found) {
    throw new Error(`Unknown image "${name}". Known: ${IMAGES.map((i) => i.name).join(', ')}`);
  }
  return found;
}

/** Render one image to JPEG bytes. Same name and options always give the same bytes. */
export async function renderImage(name: string, options: RenderOptions = {}): Promise<Buffer> {
  const image = findImage(name);
  const scale = options.scale ?? 1;
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const rng = rngFor(name);
  const result = await image.scene({
    width: image.width,
    height: image.height,
    scale,
    rng: rng.fork('scene'),
  });
  return finishImage(result.svg, width, height, image.width, result.finish ?? {}, rng.fork('finish'), result.overlay);
}
