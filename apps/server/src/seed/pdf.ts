/**
 * A small, valid one-page PDF with a few lines of text (Helvetica), for the seeded file briefs: the same bytes for
 * the same lines, so the seed stays deterministic, and a real document that browsers preview.
 */
export function simplePdf(lines: readonly string[]): Buffer {
  // Only printable ASCII goes into the content stream; ( ) and \ are escaped as PDF strings require.
  const text = (line: string) => line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    ...lines.flatMap((line, index) => [
      ...(index === 1 ? ['/F1 11 Tf'] : []),
      `(${text(line)}) Tj`,
      `0 ${index === 0 ? -28 : -16} Td`,
    ]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
