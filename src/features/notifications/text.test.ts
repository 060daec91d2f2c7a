import { describe, expect, it } from 'vitest';
import * as text from './text';

describe('stripTags', () => {
  it('removes tags, keeps words apart and decodes entities', () => {
    expect(text.stripTags('<p>Takimi në orën <em>18:00</em>.</p>')).toBe('Takimi në orën 18:00.');
    expect(text.stripTags('<ul><li>E shtunë</li><li>E diel</li></ul>')).toBe('E shtunë E diel');
    expect(text.stripTags('Tom &amp; Jerry &lt;b&gt;')).toBe('Tom & Jerry <b>');
    expect(text.stripTags('plain text')).toBe('plain text');
  });

  it('runs nothing while stripping', () => {
    expect(text.stripTags('<img src=x onerror="window.__pwned=1">hi<script>window.__pwned=2</script>')).toBe('hi');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('truncate and text.preview (spec 02 §5: 50 and 90)', () => {
  it('cuts only what is longer, adding "..."', () => {
    expect(text.truncate('a'.repeat(50), text.TITLE_MAX)).toBe('a'.repeat(50));
    expect(text.truncate('a'.repeat(51), text.TITLE_MAX)).toBe(`${'a'.repeat(50)}...`);
    expect(text.truncate('ë'.repeat(91), text.DESCRIPTION_MAX)).toBe(`${'ë'.repeat(90)}...`);
  });

  it('counts the characters after the tags are gone', () => {
    const html = `<p><strong>${'x'.repeat(85)}</strong> yyyyyyyyyy</p>`;
    expect(text.preview(html, text.DESCRIPTION_MAX)).toBe(`${'x'.repeat(85)} yyyy...`);
    expect(text.preview('<b>short</b>', text.DESCRIPTION_MAX)).toBe('short');
  });
});

// sanitizeHtml itself is checked in Chromium (tests/e2e/notifications.spec.ts): under happy-dom
// DOMPurify cannot read element names and passes markup through, so a unit test here would prove nothing.
describe('looksLikeHtml', () => {
  it('tells markup from plain text', () => {
    expect(text.looksLikeHtml('<p>a</p>')).toBe(true);
    expect(text.looksLikeHtml('3 < 4 and 5 > 2')).toBe(false);
  });
});
