/** Gives gatsby-plugin-sharp each photograph as it is shown, not as the phone stored it (docs/photos.md). */
import path from "path";
import type { CreateResolversArgs, GatsbyCache, Node } from "gatsby";
import { preparedPhoto } from "./prepare-photo";
import { PACKAGE_INTERNALS } from "../workarounds/package-internals";

/** The package ships no types. */
type GenerateImageData = (input: {
  file: FileNode;
  args: unknown;
  pathPrefix: string;
  reporter: unknown;
  cache: GatsbyCache;
}) => Promise<unknown>;
const { uprightImageData, heicExtensions } = PACKAGE_INTERNALS;
const generateImageData = (require(uprightImageData.module) as Record<string, GenerateImageData>)[uprightImageData.export]!;

type FileNode = Node & { absolutePath: string; name: string; extension: string; ext: string };
type ImageNode = Node & { parent: string };
type Context = { nodeModel: { getNodeById: (input: { id: string }) => FileNode | null } };

export function acceptHeic(): void {
  const { supportedExtensions } = require(heicExtensions.module) as { supportedExtensions: Record<string, boolean> };
  supportedExtensions.heic = true;
  supportedExtensions.heif = true;
}

async function uprightFile(file: FileNode, cache: GatsbyCache): Promise<FileNode> {
  const prepared = await preparedPhoto(file.absolutePath, file.internal.contentDigest, path.join(cache.directory, "upright"));
  if (!prepared) return file;
  return {
    ...file,
    absolutePath: prepared.path,
    extension: prepared.extension,
    ext: `.${prepared.extension}`,
    internal: { ...file.internal, contentDigest: prepared.digest },
  };
}

type Args = Pick<CreateResolversArgs, "createResolvers" | "cache" | "reporter" | "pathPrefix">;

export function resolveUprightPhotos({ createResolvers, cache, reporter, pathPrefix }: Args): void {
  // Gatsby types createResolvers as a bare Function.
  (createResolvers as (resolvers: object) => void)({
    ImageSharp: {
      gatsbyImageData: {
        async resolve(image: ImageNode, args: Record<string, unknown>, context: Context) {
          const file = context.nodeModel.getNodeById({ id: image.parent });
          if (!file) throw new Error(`no file for the image ${image.id}`);
          return generateImageData({ file: await uprightFile(file, cache), args, pathPrefix, reporter, cache });
        },
      },
    },
  });
}
