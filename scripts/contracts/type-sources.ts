/**
 * Renders the TypeScript types of the contracts (and of the fixture formats: worlds and
 * signature vectors) with openapi-typescript. The output files are committed; a test renders them again and fails when
 * the committed ones are stale.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { readFileSync } from 'node:fs';
import { contractFileName, loadContract, type ContractName } from '../../contracts/index.ts';

export interface RenderedTypes {
  /** Path relative to the project root. */
  file: string;
  content: string;
}

const root = new URL('../../', import.meta.url);
/** Plain JSON Schemas of fixture files: the file, the name of its root type, and where its types go. */
const fixtureSchemas = [
  { schema: 'fixtures/worlds/world.schema.json', root: 'World', output: 'fixtures/worlds/world-types.ts' },
  { schema: 'fixtures/signatures/vectors.schema.json', root: 'VectorFile', output: 'fixtures/signatures/vector-types.ts' },
];

const outputs: Record<ContractName, string> = {
  gateway: 'contracts/types/gateway-v2.ts',
  upstream: 'contracts/types/upstream.ts',
  control: 'contracts/types/harness-control.ts',
};

function header(source: string): string {
  return `// Generated from ${source} by \`npm run types\`. Do not edit: change the source and regenerate.\n\n`;
}

/** A fixture schema is plain JSON Schema; wrap it so openapi-typescript reads its definitions. */
function schemaAsOpenApi(file: string, rootName: string): object {
  const schema = JSON.parse(readFileSync(new URL(file, root), 'utf8')) as Record<string, unknown>;
  const { $defs = {}, $schema: _schema, $id: _id, ...rootSchema } = schema as { $defs?: Record<string, unknown> } & Record<string, unknown>;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewrite(v)]),
    );
  };
  return {
    openapi: '3.1.0',
    info: { title: rootName, version: '1' },
    paths: {},
    components: { schemas: { [rootName]: rewrite(rootSchema), ...(rewrite($defs) as Record<string, unknown>) } },
  };
}

async function render(source: object, from: string): Promise<string> {
  const ast = await openapiTS(source as Parameters<typeof openapiTS>[0], { exportType: true, alphabetize: false });
  return header(from) + astToString(ast);
}

export async function renderAllTypes(): Promise<RenderedTypes[]> {
  const out: RenderedTypes[] = [];
  for (const name of Object.keys(outputs) as ContractName[]) {
    const doc = structuredClone(loadContract(name)) as object;
    out.push({ file: outputs[name], content: await render(doc, `contracts/${contractFileName(name)}`) });
  }
  for (const { schema, root: rootName, output } of fixtureSchemas) out.push({ file: output, content: await render(schemaAsOpenApi(schema, rootName), schema) });
  return out;
}

export function projectFile(file: string): URL {
  return new URL(file, root);
}
