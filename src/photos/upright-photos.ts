/**
 * Gives gatsby-plugin-sharp each photograph as it is shown, not as the phone stored it
 * (src/photos/upright.ts says why and how a photograph is prepared).
 *
 * gatsby-transformer-sharp makes an ImageSharp node for each photograph file, and its two fields the
 * pages ask for, `gatsbyImageData` (every size and format of a photograph on a page) and `original`
 * (the social-sharing picture, copied whole), read the file itself. Here both fields are resolved the
 * same way the transformer does, from the prepared copy when the file needs one: so the sizes come out
 * upright and in the shown proportions, in `gatsby build` and `gatsby develop` alike, and again after a
 * photograph is saved (its File node, and so its content digest, changes). The transformer is also told
 * that HEIC and HEIF files are photographs, so that they get an ImageSharp node at all.
 */
import fs from "fs";
import path from "path";
import type { CreateResolversArgs, GatsbyCache, Node } from "gatsby";
import { photoFacts, preparedPhoto } from "./upright";
import { GATSBY_INTERNALS } from "../gatsby-workarounds/gatsby-internals";

/** The plugin's own function behind `gatsbyImageData` (the package ships no types). */
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

/** Makes the transformer create an ImageSharp node for HEIC and HEIF files too. */
export function acceptHeic(): void {
  const { supportedExtensions } = require(transformerExtensions) as { supportedExtensions: Record<string, boolean> };
  supportedExtensions.heic = true;
  supportedExtensions.heif = true;
}

/** The file node as the plugin should read it: the prepared copy in its place when there is one. */
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
          const { width, height } = await photoFacts(file.absolutePath);
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
