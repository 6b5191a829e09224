/**
 * Checks JSON-LD against schema.org the way a consumer reads it: a JSON-LD processor (jsonld.js)
 * expands the document with the schema.org context, served by a local document loader since tests
 * have no network, and every expanded type and property must be a term of the schema.org
 * vocabulary, the property one that the node's type (or a type it inherits from) may carry. The
 * vocabulary is schema-dts's: the whole of schema.org, generated from its published definitions,
 * read here with the TypeScript compiler (each type's leaf interface and all it inherits).
 */
import { createRequire } from "node:module";

import jsonld from "jsonld";
import ts from "typescript";

const SCHEMA = "http://schema.org/";

/**
 * The part of schema.org's own context (https://schema.org/docs/jsonldcontext.jsonld) that these
 * documents rely on: its vocabulary and the `schema:` prefix; its per-term declarations only coerce
 * value types, which this check does not read.
 */
const SCHEMA_ORG_CONTEXT = { "@context": { "@vocab": SCHEMA, schema: SCHEMA } };

const documentLoader = async (url: string) => {
  if (/^https?:\/\/schema\.org\/?$/.test(url)) return { contextUrl: undefined, documentUrl: url, document: SCHEMA_ORG_CONTEXT };
  throw new Error(`No network in tests: ${url}`);
};

type Vocabulary = { properties(type: string): Set<string> | null };

let vocabulary: Vocabulary | null = null;

/** schema.org's types and the properties each may carry, from schema-dts's declarations. */
function loadVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const file = createRequire(import.meta.url).resolve("schema-dts/dist/schema.d.ts");
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const leaves = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    // `interface ServiceLeaf extends ServiceBase { "@type": "Service" }`: one per schema.org type.
    if (ts.isInterfaceDeclaration(node) && node.name.text.endsWith("Leaf")) leaves.set(node.name.text.slice(0, -"Leaf".length), node);
  });
  const cache = new Map<string, Set<string> | null>();
  vocabulary = {
    properties(type) {
      if (cache.has(type)) return cache.get(type)!;
      const leaf = leaves.get(type);
      const names = leaf
        ? new Set(
            checker
              .getPropertiesOfType(checker.getTypeAtLocation(leaf))
              .map((symbol) => symbol.name)
              .filter((name) => !name.startsWith("@")),
          )
        : null;
      cache.set(type, names);
      return names;
    },
  };
  return vocabulary;
}

type ExpandedNode = Record<string, unknown>;

export type FoundNode = { type: string; properties: string[] };

/**
 * Every node of the document, expanded: its schema.org type and the properties it carries. Throws
 * with every term that is not schema.org's, or not allowed on its node's type.
 */
export async function schemaOrgNodes(document: object): Promise<FoundNode[]> {
  const expanded = (await jsonld.expand(document as jsonld.JsonLdDocument, { documentLoader } as jsonld.Options.Expand)) as ExpandedNode[];
  const vocab = loadVocabulary();
  const problems: string[] = [];
  const found: FoundNode[] = [];
  const local = (iri: string) => (iri.startsWith(SCHEMA) ? iri.slice(SCHEMA.length) : null);
  const visit = (node: ExpandedNode, where: string) => {
    const types = ((node["@type"] as string[] | undefined) ?? []).map((iri) => ({ iri, name: local(iri) }));
    if (types.length === 0 && "@value" in node) return;
    if (types.length === 0) problems.push(`${where}: a node without @type`);
    const allowed = new Set<string>();
    for (const { iri, name } of types) {
      const properties = name ? vocab.properties(name) : null;
      if (!properties) problems.push(`${where}: ${iri} is not a schema.org type`);
      else properties.forEach((p) => allowed.add(p));
    }
    const properties: string[] = [];
    for (const [key, values] of Object.entries(node)) {
      if (key.startsWith("@")) continue;
      const name = local(key);
      if (!name) problems.push(`${where}: ${key} is not a schema.org property`);
      else if (!allowed.has(name)) problems.push(`${where}: ${name} is not a property of ${types.map((t) => t.name).join(", ")}`);
      else properties.push(name);
      for (const [index, value] of (values as ExpandedNode[]).entries()) {
        if (value && typeof value === "object" && !("@value" in value) && !("@id" in value && Object.keys(value).length === 1)) {
          visit(value, `${where}.${name ?? key}[${index}]`);
        }
      }
    }
    found.push({ type: types.map((t) => t.name).join(","), properties: properties.sort() });
  };
  expanded.forEach((node, index) => visit(node, `#${index}`));
  if (problems.length > 0) throw new Error(`Not schema.org:\n${problems.join("\n")}`);
  return found;
}
