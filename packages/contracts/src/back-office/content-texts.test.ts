/// <reference types="vitest/globals" />
import { CONTENT_SCHEMAS } from '../content/content-schemas.js';
import type { ContentKind } from '../content/content-kinds.js';
import { CONTENT_FIELD_LABELS, contentFieldLabel, readableFieldName } from './content-texts.js';

describe("the content editor's field labels", () => {
  it('reads a field name as words, and labels a French twin as its English', () => {
    expect(readableFieldName('tuitionPerYear')).toBe('Tuition per year');
    expect(readableFieldName('titleFr')).toBe('Title');
    expect(readableFieldName('Fr')).toBe('Fr');
  });

  it("prefers the kind's own label, by the path without indexes, then by the name", () => {
    expect(contentFieldLabel('programmes', 'ieltsMin')).toBe('IELTS minimum');
    expect(contentFieldLabel('programmes', 'documents.2.noteFr')).toBe('Note');
    expect(contentFieldLabel('programmes', 'descriptionFr')).toBe('Description');
    expect(contentFieldLabel('faq', 'answer')).toBe('Answer');
    expect(contentFieldLabel('rates', 'perCny')).toBe('Amount for one yuan (CNY)');
    expect(contentFieldLabel('heroes', 'subTitle')).toBe('Subtitle');
    expect(contentFieldLabel('pages', 'about.missionTitle')).toBe('Mission (section heading)');
  });

  it('gives every field of every kind a label of words, none its raw name (issue 29)', () => {
    const raw = Object.entries(CONTENT_SCHEMAS).flatMap(([kind, schema]) =>
      fieldPaths(schema).flatMap((path) => {
        const label = contentFieldLabel(kind as ContentKind, path);
        const name = path.split('.').at(-1)!;
        // A name of several words ("perCny", "subTitle") read as it is written is no label: each has its own.
        const own =
          CONTENT_FIELD_LABELS[kind as ContentKind]?.[name] ?? CONTENT_FIELD_LABELS[kind as ContentKind]?.[path];
        return /[A-Z]/.test(name) && !own && label === readableFieldName(name) ? [`${kind}: ${path} → ${label}`] : [];
      }),
    );
    expect(raw).toEqual([]);
  });
});

/** Every field's path (without list indexes) of a kind's schema, French twins and pairs' en/fr left out. */
function fieldPaths(schema: unknown, at = ''): string[] {
  let node = schema as { _zod: { def: Record<string, unknown> } };
  while (['optional', 'nullable', 'default', 'pipe', 'readonly', 'prefault'].includes(node._zod.def.type as string))
    node = (node._zod.def.innerType ?? node._zod.def.in) as typeof node;
  const def = node._zod.def;
  if (def.type === 'array') return fieldPaths(def.element, at);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, unknown>).flatMap(([name, field]) => {
    if (/.Fr$/.test(name) || name === 'en' || name === 'fr') return [];
    const path = at ? `${at}.${name}` : name;
    return [path, ...fieldPaths(field, path)];
  });
}
