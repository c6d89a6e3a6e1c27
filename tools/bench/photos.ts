/**
 * `npm run bench -- photos`: what phone photographs cost, on a copy of the project.
 *
 * - Growth: MIDTOWN's gallery grown to GALLERY photographs and COFFEE's carousel to SLIDES, each a
 *   12-megapixel phone photograph stored sideways (EXIF orientation 6): a cold `gatsby build`, then a
 *   warm one after one more gallery photograph is added, and the first view of MIDTOWN and COFFEE at
 *   390 and 1280 px (bytes as the test server sends them, uncompressed) before and after that
 *   photograph. Reported as the cost of one more photograph: cold build seconds per photograph over
 *   the site as it is, the warm build's seconds, and the first view's bytes (whose images must not
 *   grow: the new photograph is far below the fold).
 * - Size: a build with a 48-megapixel photograph as HOME's and a 30 MB PNG as ABOUT's, its time and
 *   the peak memory (resident set) of the build's largest process.
 *
 * The photographs are made from the project's own, scaled up to phone size with a little grain and a
 * different tint each, so each is a distinct file of about a phone photograph's weight.
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { chromium } from "@playwright/test";
import { copyProject } from "../../test-support/project-copy";
import { changeField, readField } from "../../test-support/content-copy";
import { serveDir } from "../../test-support/serve-dir";
import { measureFirstView, kb } from "../../test-support/first-view";
import { readContent } from "../../test-support/content";
import { chromiumArgs, testBrowserPath } from "../../test-support/browser";
import { aboutFile, coffeeFile, homeFile, midtownFile } from "../../src/schema/schema";
import { median, run, spread, table } from "./measure";
import { SITE_FOLDER } from "../../src/hosting/site-folder";

const GALLERY = 40;
const SLIDES = 20;
const PHONE = { width: 4032, height: 3024 };
const WIDTHS = [390, 1280];

type Photo = { image: string; alt: string };

/** The grain laid over every photograph (made once): it gives each about a phone photograph's weight, 2 MB. */
let grain: Buffer | undefined;

/** A phone-sized photograph made from `source`, tinted by `index`, stored sideways. */
async function phonePhoto(source: string, target: string, index: number): Promise<void> {
  const { width, height } = PHONE;
  grain ??= await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 0, sigma: 14 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const upright = await sharp(source)
    .resize(width, height, { fit: "cover" })
    .modulate({ hue: (index * 37) % 360 })
    .composite([{ input: grain, blend: "overlay" }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  await sharp(upright).rotate(-90).jpeg({ quality: 88 }).withMetadata({ orientation: 6 }).toFile(target);
}

/** `count` phone photographs in `folder`, named `<prefix>-<n>.jpg`, made from the folder's own photographs. */
async function addPhotos(folder: string, prefix: string, count: number, from = 0): Promise<Photo[]> {
  const sources = fs.readdirSync(folder).filter((name) => /\.jpe?g$/i.test(name) && !name.startsWith(prefix));
  const made: Photo[] = [];
  for (let index = from; index < from + count; index++) {
    const image = `${prefix}-${index + 1}.jpg`;
    await phonePhoto(path.join(folder, sources[index % sources.length]!), path.join(folder, image), index);
    made.push({ image, alt: `A test photograph, number ${index + 1}, of the cafe` });
  }
  return made;
}

/** `gatsby build` in `dir`: seconds, and the peak resident memory of its largest process (GNU time). */
async function build(dir: string): Promise<{ seconds: number; peakMb?: number }> {
  const gatsby = path.join(dir, "node_modules/.bin/gatsby");
  const time = fs.existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
  const [command, args] = time ? [time, ["-f", "peak-kb %M", gatsby, "build"]] : [gatsby, ["build"]];
  const { seconds, output } = await run(command, args, dir, { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" });
  const peak = /peak-kb (\d+)/.exec(output)?.[1];
  return { seconds, peakMb: peak ? Number(peak) / 1024 : undefined };
}

const clean = (dir: string) =>
  ["public", ".cache", SITE_FOLDER].forEach((name) => fs.rmSync(path.join(dir, name), { recursive: true, force: true }));

type FirstViews = Record<string, number>;

async function firstViews(dir: string): Promise<FirstViews> {
  const site = await serveDir(path.join(dir, SITE_FOLDER));
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs });
  const views: FirstViews = {};
  try {
    for (const schema of [midtownFile, coffeeFile]) {
      const route = String(readContent(schema, path.join(dir, "content")).data.path);
      for (const width of WIDTHS) views[`${route} at ${width} px`] = (await measureFirstView(browser, site.url + route, width)).total;
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return views;
}

export type PhotoBench = { report: string };

export async function benchPhotos(root: string, runs: number, log: (line: string) => void): Promise<PhotoBench> {
  const results = {
    plainCold: [] as number[],
    grownCold: [] as number[],
    warmOneMore: [] as number[],
    hugeCold: [] as number[],
    hugePeak: [] as number[],
  };
  let before: FirstViews = {};
  let after: FirstViews = {};
  let added = 0;
  for (let run = 1; run <= runs; run++) {
    const dir = copyProject(root);
    try {
      const content = path.join(dir, "content");
      results.plainCold.push((await build(dir)).seconds);
      clean(dir);
      const midtown = path.join(content, path.dirname(midtownFile.file));
      const coffee = path.join(content, path.dirname(coffeeFile.file));
      const gallery = readField(content, midtownFile.file, "gallery.photos") as Photo[];
      const slides = readField(content, coffeeFile.file, "carousel.slides") as (Photo & { caption: string })[];
      added = GALLERY - gallery.length + (SLIDES - slides.length);
      const galleryMore = await addPhotos(midtown, "phone", GALLERY - gallery.length);
      const slidesMore = await addPhotos(coffee, "phone", SLIDES - slides.length);
      changeField(content, midtownFile.file, "gallery.photos", () => [...gallery, ...galleryMore]);
      changeField(content, coffeeFile.file, "carousel.slides", () => [
        ...slides,
        ...slidesMore.map((photo, index) => ({ ...photo, caption: `Slide ${index + 1}` })),
      ]);
      results.grownCold.push((await build(dir)).seconds);
      log(
        `run ${run}: site as it is ${results.plainCold.at(-1)!.toFixed(1)} s cold; with ${GALLERY} + ${SLIDES} phone photographs ${results.grownCold.at(-1)!.toFixed(1)} s cold`,
      );
      if (run === 1) {
        before = await firstViews(dir);
        log(`run ${run}: first view, bytes: ${JSON.stringify(before)}`);
      }
      const [one] = await addPhotos(midtown, "phone", 1, GALLERY);
      changeField(content, midtownFile.file, "gallery.photos", (photos) => [...(photos as Photo[]), one!]);
      results.warmOneMore.push((await build(dir)).seconds);
      if (run === 1) {
        after = await firstViews(dir);
        log(`run ${run}: first view after one more, bytes: ${JSON.stringify(after)}`);
      }
      log(`run ${run}: one more gallery photograph, warm: ${results.warmOneMore.at(-1)!.toFixed(1)} s`);

      // A 48-megapixel photograph as HOME's, a 30 MB PNG as ABOUT's. Strong grain and a high quality give
      // the JPEG a large phone's weight, about 25 MB (the drawing alone would compress to 2 MB).
      clean(dir);
      const home = path.join(content, path.dirname(homeFile.file));
      const [width, height] = [8064, 6048];
      const heavyGrain = await sharp({
        create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 0, sigma: 70 } },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const drawn = await sharp(path.join(home, String(readField(content, homeFile.file, "hero.image"))))
        .resize(width, height, { fit: "cover" })
        .composite([{ input: heavyGrain, blend: "overlay" }])
        .png({ compressionLevel: 0 })
        .toBuffer();
      await sharp(drawn).jpeg({ quality: 97 }).toFile(path.join(home, "huge.jpg"));
      changeField(content, homeFile.file, "hero.image", () => "huge.jpg");
      const about = path.join(content, path.dirname(aboutFile.file));
      const noise = { type: "gaussian" as const, mean: 128, sigma: 40 };
      // Noise does not compress: about 30 MB of PNG.
      await sharp({ create: { width: 3200, height: 3200, channels: 3, background: "#000", noise } })
        .png({ compressionLevel: 6 })
        .toFile(path.join(about, "screen.png"));
      changeField(content, aboutFile.file, "photo.image", () => "screen.png");
      const huge = await build(dir);
      results.hugeCold.push(huge.seconds);
      if (huge.peakMb) results.hugePeak.push(huge.peakMb);
      const sizes = `${(fs.statSync(path.join(home, "huge.jpg")).size / 1e6).toFixed(1)} MB JPEG, ${(fs.statSync(path.join(about, "screen.png")).size / 1e6).toFixed(1)} MB PNG`;
      log(`run ${run}: 48 MP photograph and 30 MB PNG (${sizes}): ${huge.seconds.toFixed(1)} s, peak ${huge.peakMb?.toFixed(0) ?? "?"} MB`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const m = (values: number[], unit = "s") => (values.length ? `${median(values).toFixed(1)} ${unit} (${spread(values)})` : "not measured");
  const perPhoto = results.grownCold.map((value, index) => (value - results.plainCold[index]!) / added);
  const lines = [
    `Phone photographs (${PHONE.width} x ${PHONE.height}, stored sideways), medians of ${runs} runs with their range:`,
    table(
      ["measure", "value"],
      [
        ["cold build, the site as it is", m(results.plainCold)],
        [`cold build, gallery of ${GALLERY} and carousel of ${SLIDES}`, m(results.grownCold)],
        ["cold build, cost of one more photograph", m(perPhoto)],
        ["warm build after adding one gallery photograph (goal <= 15 s)", m(results.warmOneMore)],
        ["cold build with a 48 MP photograph and a 30 MB PNG", m(results.hugeCold)],
        ["  peak memory of its largest process", m(results.hugePeak, "MB")],
      ],
    ),
    "First view (bytes as the test server sends them, uncompressed), before and after one more gallery photograph (first run):",
    table(
      ["page", `${GALLERY} + ${SLIDES} photos`, "one more", "cost of the photograph"],
      Object.keys(before).map((key) => [
        key,
        `${kb(before[key]!)} KB`,
        `${kb(after[key] ?? 0)} KB`,
        `${kb((after[key] ?? 0) - before[key]!)} KB`,
      ]),
    ),
  ];
  return { report: lines.join("\n") };
}
