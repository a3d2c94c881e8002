import { describe, expect, it } from 'vitest';
import { CONTENT_SCHEMAS } from '@studychina/contracts';
import { emptyValue, majorUnits, minorUnits, rowsOf } from './content-fields';
import { fallbackUrl } from './image-urls';

describe("the editor's reading of a kind's schema", () => {
  it('pairs each text with its French and reads each field type', () => {
    const rows = rowsOf(CONTENT_SCHEMAS.programmes);
    const row = (name: string) => rows.find((r) => r.name === name)!;
    expect(rows.some((r) => r.name === 'titleFr')).toBe(false);
    expect(row('title')).toMatchObject({ spec: { type: 'text', multiline: false }, french: { name: 'titleFr' } });
    expect(row('description').spec).toMatchObject({ type: 'text', multiline: true });
    expect(row('tuitionPerYear').spec).toEqual({ type: 'money', nullable: false });
    expect(row('degree').spec).toMatchObject({ type: 'enum', nullable: false });
    expect(row('minPreviousDegree').spec).toMatchObject({ type: 'enum', nullable: true });
    expect(row('ieltsMin').spec).toMatchObject({ type: 'number', integer: false, min: 0, max: 9, nullable: true });
    const documents = row('documents').spec;
    expect(documents.type).toBe('group');
    if (documents.type !== 'group') return;
    expect(documents.rows.map((r) => [r.name, r.french?.name])).toEqual([
      ['document', undefined],
      ['note', 'noteFr'],
    ]);
    expect(documents.empty()).toEqual({ document: 'passportphoto', note: '', noteFr: '' });
    expect(emptyValue(CONTENT_SCHEMAS.programmes.shape.tuitionPerYear)).toEqual({ amount: 0, currency: 'CNY' });
  });

  it('writes amounts in major units and reads them back in minor units, by the currency’s decimals', () => {
    expect(majorUnits(1_250_050, 'CNY')).toBe('12500.5');
    expect(minorUnits('12 500,50', 'CNY')).toBe(1_250_050);
    expect(minorUnits('12500.505', 'CNY')).toBe(1_250_051);
    expect(minorUnits('1500', 'JPY')).toBe(1500);
    expect(minorUnits('abc', 'CNY')).toBeNull();
  });

  it("keeps an upload's JPEG fallback address, the largest when there are several sizes", () => {
    expect(fallbackUrl({ fallback: '/media/a.jpg' })).toBe('/media/a.jpg');
    expect(fallbackUrl({ avif: { 640: '/a.avif' }, jpeg: { 640: '/a-640.jpg', 1280: '/a-1280.jpg' } })).toBe(
      '/a-1280.jpg',
    );
    expect(fallbackUrl({ webp: '/a.webp' })).toBeNull();
  });
});
