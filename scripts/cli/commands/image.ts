/**
 * `gateway-harness image build|context`: the reference gateway as a container image, built from
 * this machine's node FROM scratch (nothing pulled), for `check --image` and for teams that run
 * the reference beside their own services; with `--stack`, the whole local stack of `up`, for
 * tests written in other languages.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildImage } from '../../image/build-image.ts';
import { imageKinds, writeImageContext } from '../../image/image-context.ts';
import type { Command } from '../command.ts';
import { parseOptions, UsageError } from '../command.ts';

const usage = `usage: gateway-harness image build [--stack] [--tag NAME]
       gateway-harness image context DIR [--stack]

  build             build the reference gateway's image with the local Docker engine
    --tag NAME      the image's name (default ${imageKinds.reference.defaultTag}, with --stack
                    ${imageKinds.stack.defaultTag})
  context DIR       only write the build context (Dockerfile and root file system) into DIR,
                    an empty or new folder, for building with other tools
  --stack           the whole local stack of \`up\` instead: the reference gateway, the platform
                    mock and the handset page, for tests in any language

The reference's image runs it like \`serve reference\`, configured by PORT, UPSTREAM_BASE_URL,
UPSTREAM_APP_SECRET, HARNESS_CONTROL_TOKEN and HOST (default 127.0.0.1). The stack's image is
configured by PORT, UPSTREAM_PORT, HOST, WORLD and HARNESS_CONTROL_TOKEN, and prints one line
starting "gateway-harness stack ready" with its addresses and the world's tokens as JSON.
Linux only: an image carries this machine's node binary.`;

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function version(): Promise<string> {
  const manifest = JSON.parse(await readFile(resolve(root, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}

async function emptyFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new UsageError(`${dir} is not empty`);
}

/** A build that cannot be made (no docker, not Linux) is one line and exit 2, not a stack trace. */
async function reported(work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    console.error(`gateway-harness image: ${(error as Error).message}`);
    return 2;
  }
}

export const imageCommand: Command = {
  name: 'image',
  usage,
  async run(argv) {
    const { values, positionals } = parseOptions(argv, { tag: { type: 'string' }, stack: { type: 'boolean', default: false } }, true);
    const [action, ...rest] = positionals;
    const kind = values.stack ? 'stack' : 'reference';
    if (action === 'context') {
      if (values.tag !== undefined) throw new UsageError('--tag goes with image build');
      if (rest.length !== 1 || rest[0] === undefined) throw new UsageError('image context takes one folder');
      const dir = resolve(rest[0]);
      await emptyFolder(dir);
      return reported(async () => {
        await writeImageContext({ root, dir, version: await version(), kind });
        console.log(`build context written to ${dir}`);
      });
    }
    if (action !== 'build' || rest.length > 0) throw new UsageError(`image takes build or context (got ${JSON.stringify(positionals.join(' '))})`);
    const tag = values.tag ?? imageKinds[kind].defaultTag;
    if (tag.trim() === '') throw new UsageError('--tag needs a name');
    const started = Date.now();
    return reported(async () => {
      const built = await buildImage({ root, tag, version: await version(), kind });
      console.log(`built ${built.tag} (${built.id.slice(0, 19)}, ${(built.size / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
  },
};
