/**
 * Files the images' servers (the reference, the stack) read at run time, next to the modules
 * that read them. The bundle
 * keeps each reading module's own location (see bundle-reference.ts), so these files go into the
 * image at the same paths relative to the app folder as in this repository.
 *
 * The bundler refuses a module that locates files beside itself and is not listed here: a new
 * file read at run time cannot silently go missing from the image.
 */

/** A path relative to the repository root; `folder/*.ext` stands for every such file of that folder. */
export type RuntimePath = string;

export const runtimeFiles: Readonly<Record<string, readonly RuntimePath[]>> = {
  // The bundled contracts: the reference serves the gateway's byte for byte.
  'contracts/index.ts': ['contracts/*.json'],
  // World fixtures and their schema (serve loads the default world; the list reads the folder).
  'fixtures/worlds/world-file.ts': ['fixtures/worlds/*.json'],
  // The docs page: our start script and the Swagger UI files, found through its package.json.
  'mocks/reference/docs/docs-assets.ts': [
    'mocks/reference/docs/start-docs.js',
    'node_modules/swagger-ui-dist/package.json',
    'node_modules/swagger-ui-dist/swagger-ui.css',
    'node_modules/swagger-ui-dist/swagger-ui-bundle.js',
    'node_modules/swagger-ui-dist/favicon-32x32.png',
  ],
  // The handset page the stack's platform mock serves.
  'mocks/upstream/handset/page-files.ts': ['mocks/upstream/handset/page/*.js', 'mocks/upstream/handset/page/*.css', 'mocks/upstream/handset/page/*.svg'],
};
