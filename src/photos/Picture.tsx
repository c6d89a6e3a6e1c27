/**
 * A photograph processed at build time by gatsby-plugin-image (sizes, AVIF/WebP/JPEG, srcset), rendered
 * as a plain <picture>. The browser picks the format and width itself; the width and height attributes
 * reserve the space, so nothing moves when it arrives; the dominant colour fills that space meanwhile.
 *
 * Unlike the plugin's own component this needs no JavaScript, inline script or <noscript> copy: the
 * image is shown as soon as it has decoded, with or without scripting, and the page stays valid HTML.
 */
import * as styles from "./Picture.module.css";
import { sizesOf, type Photo } from "./photo";

type Props = {
  photo: Photo;
  className?: string;
  /** "eager" only for a photograph in the first screenful; every other one waits until it is near. */
  loading?: "eager" | "lazy";
  /** A page's largest photograph (first on screen) is fetched before the rest. */
  priority?: boolean;
  /** How wide it is shown, as a `sizes` value (src/photos/sizes.ts); by default the processed image's own. */
  sizes?: string;
};

/**
 * The pixel size to put in width/height. A full-width image's data gives only its proportions (width 1),
 * so its largest file's width stands in, which keeps the attributes whole numbers with the same ratio.
 */
export function pixelSize({ layout, width, height, images }: Photo["image"]): { width: number; height: number } {
  if (layout !== "fullWidth") return { width, height };
  const widths = (images.fallback?.srcSet ?? "").split(",").map((candidate) => parseInt(candidate.trim().split(/\s+/)[1] ?? "", 10));
  const largest = Math.max(...widths.filter(Number.isFinite));
  return { width: largest, height: Math.round((largest * height) / width) };
}

export function Picture({ photo, className, loading = "lazy", priority = false, sizes }: Props) {
  const { image, alt } = photo;
  const { images, backgroundColor } = image;
  const fallback = images.fallback;
  if (!fallback) throw new Error(`Picture "${alt}": the processed image has no JPEG fallback.`);
  const { width, height } = pixelSize(image);
  const shownAt = sizesOf(photo, sizes);
  return (
    <picture className={styles.picture}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={shownAt} />
      ))}
      <img
        className={`${styles.image} ${className ?? ""}`}
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={shownAt}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : loading}
        decoding="async"
        style={backgroundColor ? { backgroundColor } : undefined}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
