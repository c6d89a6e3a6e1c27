/**
 * A photograph from a page's query, mapped to what a template needs (failing the build if it is unusable), and drawn
 * as a plain <picture>: unlike gatsby-plugin-image's component, no JavaScript, inline script or <noscript>.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./Picture.module.css";

export type Photo = { image: IGatsbyImageData; alt: string };

type ImageSource = {
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };
  readonly alt: string;
};

/** `where` names the content file and field: "content/about/index.md: photo". */
export function toPhoto(source: ImageSource, where: string): Photo {
  const image = source.image.childImageSharp?.gatsbyImageData;
  if (!image) throw new Error(`${where}: the image could not be processed; expected a JPEG, PNG or HEIC photograph.`);
  return { image, alt: source.alt };
}

/** The page's own `sizes` knows the layout better than the processed image's default ("100vw", or its own width at most). */
export function sizesOf({ image }: Photo, sizes?: string): string | undefined {
  return sizes ?? image.images.sources?.[0]?.sizes ?? image.images.fallback?.sizes;
}

type Props = {
  photo: Photo;
  className?: string;
  /** "eager" only in the first screenful. */
  loading?: "eager" | "lazy";
  priority?: boolean;
  sizes?: string;
};

/** A full-width image's data gives only its proportions (width 1), so its largest file's width stands in. */
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
