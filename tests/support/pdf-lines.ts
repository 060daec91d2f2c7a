import { getDocumentProxy } from 'unpdf';

/**
 * A PDF read back as a reader sees it, for tests: each page's text as lines. Items on one
 * baseline join left to right; a page printed in columns is read column by column (a column is
 * the page's halves, as the paper list prints two).
 */
export async function pdfLines(bytes: Uint8Array, columns = 2): Promise<string[][]> {
  // pdf.js takes the buffer over: give it a copy so the caller's bytes stay readable.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width] = page.view;
    const content = await page.getTextContent();
    const lines = new Map<string, { column: number; y: number; items: { x: number; text: string }[] }>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const column = Math.min(columns - 1, Math.floor((x / (width ?? 1)) * columns));
      const key = `${column}:${Math.round(y)}`;
      const line = lines.get(key) ?? { column, y: Math.round(y), items: [] };
      line.items.push({ x, text: item.str.trim() });
      lines.set(key, line);
    }
    pages.push(
      [...lines.values()]
        .sort((a, b) => a.column - b.column || b.y - a.y)
        .map((line) =>
          line.items
            .sort((a, b) => a.x - b.x)
            .map((i) => i.text)
            .join(' '),
        ),
    );
  }
  return pages;
}

/** A paper voting-day list's voter rows (src/lib/paper-list-pdf.ts), after its cover: the lines that start with a list number. */
export const paperListRows = (pages: readonly string[][]): string[] => pages.slice(1).flatMap((lines) => lines.filter((line) => /^\d+ /.test(line)));
