import type { OpenApiDocument, OpenApiMedia, OpenApiOperation } from './document';
import { COMPONENT_REF, type JsonSchema } from './json-schemas';
import { escapeHtml, schemaAnchor, schemaHtml } from './schema-html';

type Components = OpenApiDocument['components']['schemas'];

/** Self-contained: inline CSS, no script, no font or asset from elsewhere, so it reads offline. */
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 1.5rem;color:#1a202c}
h4{margin:.6rem 0 .2rem}h2{border-bottom:2px solid #cbd5e0;margin-top:2.5rem}
section.op{border:1px solid #e2e8f0;border-radius:6px;margin:1rem 0;padding:.5rem 1rem}
.method{display:inline-block;min-width:4.5rem;font-weight:700;font-family:monospace}
.GET{color:#2b6cb0}.POST{color:#2f855a}.PUT{color:#b7791f}.DELETE{color:#c53030}
code,.path{font-family:ui-monospace,monospace}.path{font-weight:600}
ul{margin:.2rem 0;padding-left:1.2rem}small{color:#4a5568}
table{border-collapse:collapse}td,th{border:1px solid #e2e8f0;padding:.2rem .5rem;text-align:left;vertical-align:top}
nav ul{columns:2}
`;

/** A body's shape where the call is described: the named shape's own fields, its inner shapes as links. */
function shapeHtml(schema: JsonSchema, components: Components): string {
  const ref = typeof schema.$ref === 'string' && schema.$ref.startsWith(COMPONENT_REF) ? schema.$ref.slice(COMPONENT_REF.length) : undefined;
  const named = ref === undefined ? undefined : components[ref];
  return named ? `${schemaHtml(schema)}: ${schemaHtml(named)}` : schemaHtml(schema);
}

function media(content: Record<string, OpenApiMedia> | undefined, components: Components): string {
  return Object.entries(content ?? {})
    .map(([type, { schema }]) => `<div><small>${escapeHtml(type)}</small> ${schema ? shapeHtml(schema, components) : ''}</div>`)
    .join('');
}

function operationHtml(method: string, path: string, operation: OpenApiOperation, components: Components): string {
  const verb = method.toUpperCase();
  const parameters = operation.parameters ?? [];
  const parameterTable =
    parameters.length === 0
      ? ''
      : `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>schema</th></tr>${parameters
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? '' : '<small> optional</small>'}</td><td>${p.in}</td><td>${schemaHtml(p.schema)}${p.description ? ` — ${escapeHtml(p.description)}` : ''}</td></tr>`,
          )
          .join('')}</table>`;
  const body = operation.requestBody ? `<h4>Body${operation.requestBody.required ? '' : ' <small>optional</small>'}</h4>${media(operation.requestBody.content, components)}` : '';
  const answers = Object.entries(operation.responses)
    .map(([status, response]) => `<li><b>${escapeHtml(status)}</b> ${escapeHtml(response.description)}${media(response.content, components)}</li>`)
    .join('');
  return `<section class="op" id="${escapeHtml(operation.operationId)}">
<div><span class="method ${verb}">${verb}</span> <span class="path">${escapeHtml(path)}</span>${operation.security ? ' <small>(public)</small>' : ''}</div>
<p>${escapeHtml(operation.summary)}</p>${parameterTable}${body}<h4>Answers</h4><ul>${answers}</ul></section>`;
}

/** The document as one readable page: the calls by tag, then every named shape they refer to. */
export function docsPageHtml(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>(document.tags.map((tag) => [tag.name, []]));
  const contents = new Map<string, string[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? '';
      byTag.get(tag)?.push(operationHtml(method, path, operation, document.components.schemas));
      contents.get(tag)?.push(`<li><a href="#${escapeHtml(operation.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`);
    }
  }
  const sections = [...byTag].map(([tag, operations]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${operations.join('\n')}`).join('\n');
  const nav = [...contents].map(([tag, links]) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a> (${links.length})</li>`).join('');
  const shapes = Object.entries(document.components.schemas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => `<section class="op" id="${escapeHtml(schemaAnchor(name))}"><code><b>${escapeHtml(name)}</b></code>: ${schemaHtml(schema)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>OpenAPI ${escapeHtml(document.openapi)}: <a href="openapi.json">openapi.json</a></p>
<nav><ul>${nav}<li><a href="#shapes">Shapes</a></li></ul></nav>
${sections}
<h2 id="shapes">Shapes</h2>
${shapes}
</body></html>`;
}
