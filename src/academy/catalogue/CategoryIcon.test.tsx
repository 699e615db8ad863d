import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { CategoryIcon, categoryIconName } from './CategoryIcon';

describe('CategoryIcon', () => {
  it('draws each of the eight named icons', () => {
    for (const name of ['shield', 'brain', 'heart', 'handshake', 'briefcase', 'users', 'scales', 'building']) {
      expect(categoryIconName(name)).toBe(name);
      expect(renderToString(<CategoryIcon icon={name} />)).toContain(`data-icon="${name}"`);
    }
  });

  it('falls back to the book for any other value', () => {
    for (const other of ['rocket', '', null, undefined, 'toString', '__proto__']) {
      expect(categoryIconName(other)).toBe('book');
    }
    const html = renderToString(<CategoryIcon icon="rocket" />);
    expect(html).toContain('data-icon="book"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('<path');
  });
});
