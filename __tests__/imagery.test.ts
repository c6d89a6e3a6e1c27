/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGES, renderImage } from '../tools/imagery/images';

const root = join(__dirname, '..');

describe('generated imagery', () => {
  it('renders the same bytes every time (seeded, no clock, no Math.random)', async () => {
    const first = await renderImage('social', { scale: 0.25 });
    const second = await renderImage('social', { scale: 0.25 });
    expect(first.length).toBeGreaterThan(1000);
    expect(Buffer.compare(first, second)).toBe(0);
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(300);
  }, 20000);

  it('lists 19 images with unique names and output paths', () => {
    expect(IMAGES).toHaveLength(19);
    expect(new Set(IMAGES.map((image) => image.name)).size).toBe(19);
    expect(new Set(IMAGES.map((image) => image.output)).size).toBe(19);
  });

  it.each(IMAGES.map((image) => [image.name, image] as const))(
    '%s exists on disk at its published size',
    async (_name, image) => {
      const file = join(root, image.output);
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(image.width);
      expect(meta.height).toBe(image.height);
      if (image.name === 'social') {
        expect([meta.width, meta.height]).toEqual([1200, 630]);
      } else {
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeGreaterThanOrEqual(2400);
      }
    },
  );
});
