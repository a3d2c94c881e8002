import type { MultipartValue } from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { TextFieldCollector } from './text-fields.js';

const part = (fieldname: string, value: unknown, valueTruncated = false) =>
  ({ type: 'field', fieldname, value, valueTruncated }) as MultipartValue;

describe('TextFieldCollector', () => {
  it('keeps texts by name; a repeated name becomes a list; JSON parts come back as their text', () => {
    const text = new TextFieldCollector({ fieldBytes: 100, textBytes: 1000 });
    text.add(part('surName', 'Obi'));
    text.add(part('tag', 'a'));
    text.add(part('tag', 'b'));
    text.add(part('tag', 'c'));
    text.add(part('educationHistory', [{ schoolAttended: 'A' }]));
    expect({ ...text.fields }).toEqual({
      surName: 'Obi',
      tag: ['a', 'b', 'c'],
      educationHistory: '[{"schoolAttended":"A"}]',
    });
  });

  it('a field named __proto__ is a plain field, not the prototype', () => {
    const text = new TextFieldCollector({ fieldBytes: 100, textBytes: 1000 });
    text.add(part('__proto__', 'x'));
    text.add(part('__proto__', 'y'));
    expect(Object.getPrototypeOf(text.fields)).toBeNull();
    expect(text.fields.__proto__).toEqual(['x', 'y']);
  });

  it('a field cut at fieldBytes, or too much text in all, is a 413', () => {
    const text = new TextFieldCollector({ fieldBytes: 4, textBytes: 6 });
    expect(() => text.add(part('a', 'abcd', true))).toThrow(
      expect.objectContaining({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' }),
    );
    text.add(part('a', 'abc'));
    expect(() => text.add(part('b', 'défg'))).toThrow(
      expect.objectContaining({ statusCode: 413, message: 'The text fields of the form are too large.' }),
    );
  });
});
