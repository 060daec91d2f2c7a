import { COMPONENT_REF, type JsonSchema } from './json-schemas';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const schemaAnchor = (name: string): string => `schema-${name}`;

/** The limits a reader needs (lengths, ranges, pattern, default), in one short line. */
function limits(schema: JsonSchema): string {
  const notes: string[] = [];
  const note = (key: string, label: string) => {
    if (schema[key] !== undefined) notes.push(`${label} ${JSON.stringify(schema[key])}`);
  };
  note('minLength', 'min length');
  note('maxLength', 'max length');
  note('minimum', '≥');
  note('maximum', '≤');
  note('exclusiveMinimum', '>');
  note('exclusiveMaximum', '<');
  note('minItems', 'min items');
  note('maxItems', 'max items');
  note('pattern', 'pattern');
  note('format', 'format');
  note('default', 'default');
  // The int bounds zod puts on every integer say nothing to a reader.
  const safe = notes.filter((text) => !/^[≥≤] -?9007199254740991$/.test(text));
  return safe.length > 0 ? ` <small>(${escapeHtml(safe.join(', '))})</small>` : '';
}

function typeName(schema: JsonSchema): string {
  const type = schema.type;
  if (Array.isArray(type)) return type.map(String).join(' | ');
  return typeof type === 'string' ? type : 'any';
}

/** A schema as nested HTML: objects as field lists, `$ref`s as links to the shape they name. */
export function schemaHtml(schema: JsonSchema): string {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.startsWith(COMPONENT_REF) ? ref.slice(COMPONENT_REF.length) : ref;
    return `<a href="#${escapeHtml(schemaAnchor(name))}">${escapeHtml(name)}</a>`;
  }
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) return variants.map(schemaHtml).join(' | ');
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}`;
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (schema.type === 'array') return `array of ${schemaHtml((schema.items as JsonSchema | undefined) ?? {})}${limits(schema)}`;
  if (schema.type === 'object' || schema.properties !== undefined) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    const extra = schema.additionalProperties;
    const rows = Object.entries(properties).map(([name, property]) => {
      const description = typeof property.description === 'string' ? ` — ${escapeHtml(property.description)}` : '';
      return `<li><code>${escapeHtml(name)}</code>${required.has(name) ? '' : '<small> optional</small>'}: ${schemaHtml(property)}${description}</li>`;
    });
    if (extra !== undefined && extra !== false && typeof extra === 'object') rows.push(`<li><i>any name</i>: ${schemaHtml(extra as JsonSchema)}</li>`);
    return rows.length > 0 ? `object<ul>${rows.join('')}</ul>` : 'object';
  }
  return `${escapeHtml(typeName(schema))}${limits(schema)}`;
}
