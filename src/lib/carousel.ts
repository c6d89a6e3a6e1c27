/**
 * Maps content/coffee/index.md's `carousel` to the Carousel's props. The number of slides and the
 * interval are checked by the content schema before any page is built; the placeholders here.
 */
import { toPhoto, type CaptionedPhoto, type ImageSource } from "./photo";
import { checkPattern } from "./pattern";

/** The words a carousel shows or announces; all of them come from content. */
export type CarouselCopy = {
  label: string;
  roleDescription: string;
  slideRoleDescription: string;
  /** "{n} of {total}": the name of each slide. */
  slideLabel: string;
  controls: { pause: string; play: string; previous: string; next: string; goTo: string };
};

export type CarouselContent = CarouselCopy & { intervalSeconds: number; slides: CaptionedPhoto[] };

type CarouselSource = Omit<CarouselCopy, "controls"> & {
  readonly intervalSeconds: number;
  readonly controls: Readonly<CarouselCopy["controls"]>;
  readonly slides: readonly (ImageSource & { readonly caption: string })[];
};

const NUMBERED = ["n", "total"] as const;

/** `where` names the file, e.g. "content/coffee/index.md"; errors name the field under `carousel`. */
export function toCarousel(source: CarouselSource, where: string): CarouselContent {
  const field = (name: string) => `${where}: carousel.${name}`;
  const { controls } = source;
  return {
    label: source.label,
    roleDescription: source.roleDescription,
    slideRoleDescription: source.slideRoleDescription,
    slideLabel: checkPattern(source.slideLabel, NUMBERED, field("slideLabel")),
    controls: { ...controls, goTo: checkPattern(controls.goTo, NUMBERED, field("controls.goTo")) },
    intervalSeconds: source.intervalSeconds,
    slides: source.slides.map((slide, index) => ({
      ...toPhoto(slide, field(`slides[${index}]`)),
      caption: slide.caption,
    })),
  };
}
