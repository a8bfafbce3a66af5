import PDFDocument from 'pdfkit';
import type { DocumentIo } from './document-data.ts';
import { DECK_FONTS } from './fonts.ts';

/**
 * What every PDF of the document worker shares (the plan's deck, a competitor report): A4 landscape with 40 pt
 * margins, every word in Noto Sans (fonts.ts, never pdfkit's Latin-1 Helvetica: names may be in any script), the
 * same inks, the bytes written to `io` as they are made, a footer line in the bottom margin, and the label/value
 * blocks of a cover.
 */
export function landscapePdf(io: DocumentIo, info: { title: string; createdAt: Date }) {
  const doc = new PDFDocument({
    font: DECK_FONTS.regular,
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    info: { Title: info.title, Author: 'OOH back office', CreationDate: info.createdAt },
  });
  const WIDTH = doc.page.width;
  const HEIGHT = doc.page.height;
  const MARGIN = 40;
  const REGULAR = 'Noto Sans';
  const BOLD = 'Noto Sans Bold';
  doc.registerFont(REGULAR, DECK_FONTS.regular);
  doc.registerFont(BOLD, DECK_FONTS.bold);
  const INK = '#1f2933';
  const MUTED = '#616e7c';
  const RULE = '#cbd2d9';

  doc.on('data', (chunk: Buffer) => io.write(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  /** A line at the foot of the page, right-aligned. */
  function footer(text: string) {
    // Written in the bottom margin: pdfkit would start a new page for text below it, so the margin is lifted meanwhile.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(text, MARGIN, HEIGHT - MARGIN + 10, {
        width: WIDTH - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }

  /** Labels over their values, one under the other from `y`; answers where the next block may start. */
  function facts(lines: ReadonlyArray<[string, string]>, x: number, y: number, width: number) {
    let at = y;
    for (const [label, value] of lines) {
      doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(label.toUpperCase(), x, at, { width });
      at = doc.y + 1;
      doc.fontSize(13).fillColor(INK).text(value, x, at, { width });
      at = doc.y + 9;
    }
    return at;
  }

  return { doc, WIDTH, HEIGHT, MARGIN, REGULAR, BOLD, INK, MUTED, RULE, finished, footer, facts };
}
