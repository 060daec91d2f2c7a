import { describe, expect, it } from 'vitest';
import { CARD_LIMITS, htmlToText, LATEST_LIMITS, titleMatches, truncate } from './news-text';

describe('news truncation (spec 02 §5)', () => {
  it('keeps text up to the limit as it is and cuts longer text with ...', () => {
    const eighty = 'a'.repeat(80);
    expect(truncate(eighty, CARD_LIMITS.title)).toBe(eighty);
    expect(truncate(`${eighty}b`, CARD_LIMITS.title)).toBe(`${eighty}...`);
    expect(truncate('x'.repeat(111), CARD_LIMITS.content)).toBe(`${'x'.repeat(110)}...`);
    expect(truncate('y'.repeat(51), LATEST_LIMITS.title)).toBe(`${'y'.repeat(50)}...`);
    expect(truncate('z'.repeat(100), LATEST_LIMITS.content)).toBe('z'.repeat(100));
  });

  it('counts whole characters, so an emoji is never cut in half', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('news content as text and as HTML', () => {
  it('reads the text of the HTML for a card: tags dropped, entities decoded, blocks apart', () => {
    expect(htmlToText('<p>Zyra e <strong>re</strong> &amp; stafi.</p><ul><li>Një</li><li>Dy</li></ul>')).toBe('Zyra e re & stafi. Një Dy');
  });

  // sanitizeNewsHtml is checked in real Chromium (tests/e2e/news.spec.ts): happy-dom's DOM walks
  // out of step under DOMPurify (it drops <p> and keeps <script>), so a test here would prove nothing.
});

describe('title search', () => {
  it('matches anywhere in the title, ignoring case, ë and ç', () => {
    expect(titleMatches('Takim me të rinjtë', 'RINJTE')).toBe(true);
    expect(titleMatches('Fushata e pastrimit', 'pastrim')).toBe(true);
    expect(titleMatches('Çështje', 'ceshtje')).toBe(true);
    expect(titleMatches('Trajnim', 'zgjedhje')).toBe(false);
    expect(titleMatches('Trajnim', '  ')).toBe(true);
  });
});
