/** Gives gatsby-plugin-sharp each photograph as it is shown, not as the phone stored it (docs/photos.md). */
import fs from "fs";
import path from "path";
import type { CreateResolversArgs, GatsbyCache, Node } from "gatsby";
import { measurePhoto, preparedPhoto } from "./upright";
import { GATSBY_INTERNALS } from "../gatsby-workarounds/gatsby-internals";

/** The package ships no types. */
type GenerateImageData = (input: {
  file: FileNode;
  args: unknown;
  pathPrefix: string;
  reporter: unknown;
  cache: GatsbyCache;
}) => Promise<unknown>;
const { sharpImageData, transformerExtensions } = GATSBY_INTERNALS;
const generateImageData = (require(sharpImageData.module) as Record<string, GenerateImageData>)[sharpImageData.export]!;

type FileNode = Node & { absolutePath: string; name: string; extension: string; ext: string };
type ImageNode = Node & { parent: string };
type Context = { nodeModel: { getNodeById: (input: { id: string }) => FileNode | null } };

export function acceptHeic(): void {
  const { supportedExtensions } = require(transformerExtensions) as { supportedExtensions: Record<string, boolean> };
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
  const fileOf = (image: ImageNode, context: Context) => {
    const file = context.nodeModel.getNodeById({ id: image.parent });
    if (!file) throw new Error(`no file for the image ${image.id}`);
    return file;
  };
  // Gatsby types createResolvers as a bare Function.
  (createResolvers as (resolvers: object) => void)({
    ImageSharp: {
      gatsbyImageData: {
        async resolve(image: ImageNode, args: Record<string, unknown>, context: Context) {
          const file = await uprightFile(fileOf(image, context), cache);
          return generateImageData({ file, args, pathPrefix, reporter, cache });
        },
      },
      original: {
        async resolve(image: ImageNode, _args: unknown, context: Context) {
          const source = fileOf(image, context);
          const file = await uprightFile(source, cache);
          const { width, height } = await measurePhoto(file.absolutePath);
          const name = `${source.name}-${image.internal.contentDigest}.${file.extension}`;
          const target = path.join(process.cwd(), "public", "static", name);
          if (!fs.existsSync(target)) {
            await fs.promises.mkdir(path.dirname(target), { recursive: true });
            await fs.promises.copyFile(file.absolutePath, target);
          }
          return { width, height, src: `${pathPrefix}/static/${name}` };
        },
      },
    },
  });
}
