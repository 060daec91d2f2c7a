// @vitest-environment node
// pdf.js reads the file as in Node (the server's tests and the e2e read it there too).
import { describe, expect, it } from 'vitest';
import { paperListRows, pdfLines } from '../../tests/support/pdf-lines';
import { PAPER_MARK, paperListFileName, paperListPdf, paperTime, VOTERS_PER_PAGE, type PaperList, type PaperVoter } from './paper-list-pdf';

const FIRST = ['Ëndrit', 'Çlirim', 'Arbër', 'Besjana', 'Dritë', 'Gëzim', 'Mirëla', 'Rrëfim'];
const LAST = ['Hoxha', 'Çela', 'Kërçova', 'Dushku', 'Lëkaj'];
const FATHER = ['Agim', 'Ilir', 'Fatmir', 'Shpëtim', 'Përparim'];

/** `n` voters, every seventh marked. */
function voters(n: number): PaperVoter[] {
  return Array.from({ length: n }, (_, i) => ({
    listNumber: i + 1,
    name: FIRST[i % FIRST.length] ?? '',
    surname: `${LAST[i % LAST.length] ?? ''}${i}`,
    fatherName: FATHER[i % FATHER.length] ?? '',
    voted: i % 7 === 3,
  }));
}

// 13:05 in Tirana on a December day (winter: GMT+1).
const AT = Date.UTC(2026, 11, 6, 12, 5);
const list = (n: number, extra: Partial<PaperList> = {}): PaperList => ({
  kind: 'observer',
  stations: ['3351/1'],
  voters: voters(n),
  printedAt: AT,
  device: 'a1b2c3d4, Chrome 140 / Android',
  source: 'device',
  ...extra,
});


describe('paper list PDF', () => {
  it('prints all 700 voters in list order over several pages, the marked ones with the mark, and the cover counts', async () => {
    const paper = list(700);
    const pages = await pdfLines(await paperListPdf(paper));
    const listPages = Math.ceil(700 / VOTERS_PER_PAGE);
    expect(listPages).toBeGreaterThan(3);
    expect(pages).toHaveLength(listPages + 1);

    const rows = paperListRows(pages);
    expect(rows).toHaveLength(700);
    paper.voters.forEach((voter, i) => {
      const expected = `${voter.listNumber} ${voter.name} ${voter.surname} ${voter.fatherName}${voter.voted ? ` ${PAPER_MARK}` : ''}`;
      expect(rows[i]).toBe(expected);
    });
    const marked = paper.voters.filter((v) => v.voted).length;
    expect(rows.filter((row) => row.endsWith(` ${PAPER_MARK}`))).toHaveLength(marked);

    const cover = pages[0] ?? [];
    expect(cover).toContain('Votues: 700');
    expect(cover).toContain(`Shënuar si votuar: ${marked}`);
    expect(cover).toContain(`Pa shënuar: ${700 - marked}`);
    expect(cover).toContain('Koha: 06-12-2026 13:05 (Tiranë, GMT+1)');
    expect(cover).toContain('Pajisja: a1b2c3d4, Chrome 140 / Android');
    expect(cover).toContain('Qendra e votimit: 3351/1');
    pages.forEach((lines, i) => expect(lines).toContain(`Faqja ${i + 1}/${pages.length}`));
    // Every list page names its station.
    for (const lines of pages.slice(1)) expect(lines[0]).toBe('QV 3351/1 - lista e votuesve');
  });

  it('keeps ë, ç, Ë and Ç, and prints what WinAnsi lacks as ? instead of failing', async () => {
    const paper = list(0, { voters: [{ listNumber: 5, name: 'ËÇëç', surname: 'Łukasz', fatherName: 'Şükrü', voted: true }] });
    const rows = paperListRows(await pdfLines(await paperListPdf(paper)));
    expect(rows).toEqual([`5 ËÇëç ?ukasz ?ükrü ${PAPER_MARK}`]);
  });

  it('prints a patronager’s list with each voter’s station, the stations on the cover, and an empty list as such', async () => {
    const paper = list(0, {
      kind: 'patronage',
      stations: ['0001', '0002'],
      voters: [
        { listNumber: 12, name: 'Ana', surname: 'Dema', fatherName: 'Gjon', voted: false, station: '0001' },
        { listNumber: 3, name: 'Blerim', surname: 'Kola', fatherName: 'Zef', voted: true, station: '0002' },
      ],
      source: 'server',
      device: 'Serveri',
    });
    const pages = await pdfLines(await paperListPdf(paper));
    expect(paperListRows(pages)).toEqual(['12 Ana Dema Gjon 0001', `3 Blerim Kola Zef 0002 ${PAPER_MARK}`]);
    expect(pages[0]).toContain('Qendrat e votimit: 0001, 0002');
    expect(pages[0]).toContain('Shënimet: sipas serverit');

    const empty = await pdfLines(await paperListPdf(list(0)));
    expect(empty).toHaveLength(2);
    expect(empty[0]).toContain('Votues: 0');
    expect(empty[1]).toContain('Asnjë votues në listë.');
  });

  it('names the zone’s summer time and the file by station and Tirana’s day', () => {
    expect(paperTime(Date.UTC(2026, 6, 1, 22, 30))).toBe('02-07-2026 00:30 (Tiranë, GMT+2)');
    expect(paperListFileName({ kind: 'observer', stations: ['3351/1'], printedAt: Date.UTC(2026, 6, 1, 22, 30) })).toBe('lista-3351-1-2026-07-02.pdf');
    expect(paperListFileName({ kind: 'patronage', stations: ['1', '2'], printedAt: AT })).toBe('lista-patronazhi-2026-12-06.pdf');
  });
});
