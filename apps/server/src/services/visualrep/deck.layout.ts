import type { DeckData, DeckSite, DocumentIo } from './document-data.ts';
import { landscapePdf } from './pdf-page.ts';

/**
 * The deck's layout (docs/domain.md "Visual representation"), run in the document worker (document.worker.ts):
 * lays out the PDF with pdfkit and writes its bytes as they are made, asking for each site's photo when it
 * reaches that site's page.
 */

// ---------------------------------------------------------------------------------------------------------------
// Words and numbers

const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const pkr = (value: number) => `PKR ${money.format(value)}`;
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string) => dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
const range = (start: string | null, end: string | null) =>
  start && end ? `${day(start)} – ${day(end)}` : '—';

export async function layDeck(deck: DeckData, io: DocumentIo): Promise<void> {
  const hidden = new Set<string>(deck.hidden);
  const shows = (column: string) => !hidden.has(column);

  // ---------------------------------------------------------------------------------------------------------------
  // Layout: A4 landscape

  const { doc, WIDTH, HEIGHT, MARGIN, REGULAR, BOLD, INK, MUTED, RULE, finished, ...page } = landscapePdf(
    io,
    {
      title: `${deck.plan.name} — visual representation`,
      createdAt: new Date(deck.generatedAt),
    },
  );
  const footer = (label: string) => page.footer(`${deck.plan.name} · ${deck.plan.brief_number} · ${label}`);
  const { facts } = page;

  function cover() {
    const { plan } = deck;
    doc.fontSize(12).fillColor(MUTED).text('VISUAL REPRESENTATION', MARGIN, 90);
    doc
      .fontSize(30)
      .fillColor(INK)
      .text(plan.name, MARGIN, 112, { width: WIDTH - 2 * MARGIN });
    doc
      .fontSize(15)
      .fillColor(MUTED)
      .text(`${plan.campaign_name} for ${plan.client_name}`, { width: WIDTH - 2 * MARGIN });
    doc
      .moveTo(MARGIN, doc.y + 14)
      .lineTo(WIDTH - MARGIN, doc.y + 14)
      .strokeColor(RULE)
      .stroke();
    const top = doc.y + 34;
    const column = (WIDTH - 2 * MARGIN) / 3;
    facts(
      [
        ['Client', plan.client_name],
        ['Brief', plan.brief_number],
        ['Campaign', plan.campaign_name],
      ],
      MARGIN,
      top,
      column - 20,
    );
    facts(
      [
        ['Brief dates', range(plan.brief_start_date, plan.brief_end_date)],
        ['Plan dates', range(plan.start_date, plan.end_date)],
        ['Sites', whole.format(deck.sites.length)],
      ],
      MARGIN + column,
      top,
      column - 20,
    );
    facts(
      [
        ['Plan', `Version ${plan.version}, ${plan.status}`],
        ['Prepared', day(deck.generatedAt)],
      ],
      MARGIN + 2 * column,
      top,
      column - 20,
    );
    footer('Cover');
  }

  async function sitePage(site: DeckSite, index: number) {
    doc.addPage();
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(`SITE ${index + 1} OF ${deck.sites.length}`, MARGIN, MARGIN);
    doc
      .fontSize(20)
      .fillColor(INK)
      .text(`${site.site_code} · ${site.site_name}`, MARGIN, MARGIN + 14, {
        width: WIDTH - 2 * MARGIN,
        lineBreak: false,
        ellipsis: true,
      });
    const place = [shows('location_name') ? site.location_name : null, site.city_name, site.region_name]
      .filter(Boolean)
      .join(', ');
    doc
      .fontSize(12)
      .fillColor(MUTED)
      .text(place, MARGIN, MARGIN + 40, { width: WIDTH - 2 * MARGIN, lineBreak: false });

    // The photo, or a clear blank, on the left.
    const box = { x: MARGIN, y: MARGIN + 68, width: 500, height: HEIGHT - 2 * MARGIN - 80 };
    const bytes = site.has_photo ? (await io.photo(index))?.bytes : null;
    let drawn = false;
    if (bytes) {
      try {
        doc.image(Buffer.from(bytes), box.x, box.y, {
          fit: [box.width, box.height],
          align: 'center',
          valign: 'center',
        });
        drawn = true;
      } catch {
        drawn = false;
      }
    }
    if (!drawn) {
      doc.rect(box.x, box.y, box.width, box.height).fillColor('#f5f7fa').fill();
      doc
        .fontSize(16)
        .fillColor(MUTED)
        .text('No photo yet', box.x, box.y + box.height / 2 - 10, { width: box.width, align: 'center' });
    }

    // The facts on the right, each left out when its column is hidden from the client.
    const lines: Array<[string, string]> = [];
    if (shows('medium_name')) lines.push(['Medium', `${site.medium_name} (${site.kind})`]);
    if (shows('size'))
      lines.push([
        'Size',
        `${site.width_ft} × ${site.height_ft} ft${shows('faces') ? `, ${site.faces} face${site.faces === 1 ? '' : 's'}` : ''}`,
      ]);
    if (shows('illuminated')) lines.push(['Lit', site.illuminated ? 'Yes' : 'No']);
    if (shows('dates'))
      lines.push([
        'Dates',
        `${range(site.start_date, site.end_date)}${shows('days') ? ` (${site.days} days)` : ''}`,
      ]);
    if (shows('line_type')) lines.push(['Paid / FOC', site.line_type === 'foc' ? 'Free of charge' : 'Paid']);
    if (shows('monthly_rate')) lines.push(['Monthly rate', pkr(site.monthly_rate)]);
    if (shows('discount_percent') && site.discount_percent > 0)
      lines.push(['Discount', `${percent.format(site.discount_percent)} %`]);
    if (shows('net')) lines.push(['Net', pkr(site.net)]);
    if (shows('production') && site.production > 0) lines.push(['Production', pkr(site.production)]);
    if (shows('total')) lines.push(['Price', pkr(site.total)]);
    facts(lines, box.x + box.width + 30, box.y, WIDTH - MARGIN - (box.x + box.width + 30));
    footer(`Site ${index + 1}`);
  }

  function summaryPage() {
    const { summary } = deck;
    doc.addPage();
    doc.fontSize(9).fillColor(MUTED).text('SUMMARY', MARGIN, MARGIN);
    doc
      .fontSize(20)
      .fillColor(INK)
      .text('Consolidated figures', MARGIN, MARGIN + 14);
    type Line = (typeof summary.lines)[number];
    const columns: Array<{ label: string; value: (line: Omit<Line, 'kind'>) => string }> = [
      { label: 'Sites', value: (line) => whole.format(line.sites) },
    ];
    if (shows('gross')) columns.push({ label: 'Gross', value: (line) => money.format(line.gross) });
    if (shows('discount_percent'))
      columns.push({ label: 'Discount', value: (line) => money.format(line.discount) });
    if (shows('net')) columns.push({ label: 'Net', value: (line) => money.format(line.net) });
    if (shows('production'))
      columns.push({ label: 'Production', value: (line) => money.format(line.production) });
    if (shows('total')) columns.push({ label: 'Subtotal', value: (line) => money.format(line.subtotal) });

    const labelWidth = 160;
    const cell = (WIDTH - 2 * MARGIN - labelWidth) / columns.length;
    let y = MARGIN + 64;
    const row = (label: string, values: string[], bold = false) => {
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(11)
        .fillColor(INK);
      doc.text(label, MARGIN, y, { width: labelWidth, lineBreak: false });
      for (const [index, value] of values.entries())
        doc.text(value, MARGIN + labelWidth + index * cell, y, {
          width: cell - 8,
          align: 'right',
          lineBreak: false,
        });
      y += 22;
      doc
        .moveTo(MARGIN, y - 6)
        .lineTo(WIDTH - MARGIN, y - 6)
        .strokeColor(RULE)
        .stroke();
    };
    row(
      '',
      columns.map((column) => column.label),
      true,
    );
    for (const line of summary.lines)
      row(
        line.kind === 'digital' ? 'Digital' : 'Conventional',
        columns.map((column) => column.value(line)),
      );
    row(
      'All sites (PKR)',
      columns.map((column) => column.value(summary.totals)),
      true,
    );

    y += 18;
    const closing: Array<[string, string]> = [];
    if (shows('total')) {
      closing.push([`Tax at ${percent.format(summary.tax_rate_percent)} %`, pkr(summary.tax)]);
      closing.push(['Grand total', pkr(summary.grand_total)]);
    }
    if (shows('impressions')) closing.push(['Impressions', whole.format(summary.totals.impressions)]);
    if (shows('cpm') && summary.totals.cpm !== null) closing.push(['CPM', pkr(summary.totals.cpm)]);
    for (const [label, value] of closing) {
      doc
        .font(label === 'Grand total' ? BOLD : REGULAR)
        .fontSize(12)
        .fillColor(INK);
      doc.text(label, MARGIN, y, { width: 300, lineBreak: false });
      doc.text(value, WIDTH - MARGIN - 300, y, { width: 300, align: 'right', lineBreak: false });
      y += 22;
    }
    doc.font(REGULAR);
    footer('Summary');
  }

  cover();
  for (const [index, site] of deck.sites.entries()) await sitePage(site, index);
  summaryPage();
  doc.end();
  await finished;
}
