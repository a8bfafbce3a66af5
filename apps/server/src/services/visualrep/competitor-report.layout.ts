import type { CompetitorSite } from '@ooh/api/contract';
import PDFDocument from 'pdfkit';
import type { CompetitorReportData, DocumentIo } from './document-data.ts';
import { DECK_FONTS } from './fonts.ts';

/**
 * A competitor report's PDF (issue 18; docs/domain.md "Competitor reports"), run in the document worker beside the
 * deck: a cover (competitor and logo, campaign, who generated it and when), the report's table (the groups with
 * their share bars, or the head-to-head table, or the list of sightings), and for the site list a page per
 * sighting with its photo. Every figure is the stored snapshot's, printed as the screen prints it.
 */

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const tenth = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string) => dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const share = (value: number) => `${tenth.format(value)} %`;

/** Where a sighting is, in words: the site's code and name, or the recorded address. */
export const sightingTitle = (site: CompetitorSite) =>
  site.site_code ? `${site.site_code} · ${site.site_name ?? ''}` : (site.address ?? 'Recorded by location');

export async function layCompetitorReport(data: CompetitorReportData, io: DocumentIo): Promise<void> {
  const { report } = data;
  const doc = new PDFDocument({
    font: DECK_FONTS.regular,
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    info: {
      Title: `${report.competitor.name} — ${report.campaign.name} — ${report.label}`,
      Author: 'OOH back office',
      CreationDate: new Date(report.generated_at),
    },
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
  const BAR = '#3e7bfa';
  const BAR_TRACK = '#e4e7eb';

  doc.on('data', (chunk: Buffer) => io.write(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  function footer(label: string) {
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${report.competitor.name} · ${report.campaign.name} · ${report.label} · ${label}`,
        MARGIN,
        HEIGHT - MARGIN + 10,
        { width: WIDTH - 2 * MARGIN, align: 'right', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }

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

  function cover() {
    const logoBox = { width: 160, height: 90 };
    const textWidth = WIDTH - 2 * MARGIN - (data.logo ? logoBox.width + 20 : 0);
    doc.font(REGULAR).fontSize(12).fillColor(MUTED).text('COMPETITOR REPORT', MARGIN, 90);
    doc.fontSize(30).fillColor(INK).text(report.competitor.name, MARGIN, 112, { width: textWidth });
    doc.fontSize(15).fillColor(MUTED).text(`${report.label} · ${report.campaign.name}`, { width: textWidth });
    if (data.logo) {
      try {
        doc.image(Buffer.from(data.logo.bytes), WIDTH - MARGIN - logoBox.width, 90, {
          fit: [logoBox.width, logoBox.height],
          align: 'right',
        });
      } catch {
        // A logo pdfkit cannot read is left out; the name says who it is.
      }
    }
    const ruleY = Math.max(doc.y, 190) + 14;
    doc
      .moveTo(MARGIN, ruleY)
      .lineTo(WIDTH - MARGIN, ruleY)
      .strokeColor(RULE)
      .stroke();
    const top = ruleY + 20;
    const column = (WIDTH - 2 * MARGIN) / 3;
    const { campaign } = report;
    facts(
      [
        ['Competitor', report.competitor.name],
        ['Campaign', campaign.name],
        ['Industry', campaign.industry_type],
      ],
      MARGIN,
      top,
      column - 20,
    );
    facts(
      [
        [
          'Seen',
          campaign.first_seen || campaign.last_seen
            ? `${campaign.first_seen ? day(campaign.first_seen) : '…'} – ${campaign.last_seen ? day(campaign.last_seen) : '…'}`
            : 'Dates not recorded',
        ],
        ['Sites counted', whole.format(report.total_sites)],
        ['Faces', whole.format(report.total_faces)],
      ],
      MARGIN + column,
      top,
      column - 20,
    );
    facts(
      [
        ['Report', report.label],
        ['Generated', timeFormat.format(new Date(report.generated_at))],
        ['Generated by', report.generated_by_name ?? 'Unknown'],
      ],
      MARGIN + 2 * column,
      top,
      column - 20,
    );
    footer('Cover');
  }

  /** A table over as many pages as its rows need; `bars` draws a share bar in the last column. */
  function table(
    title: string,
    columns: ReadonlyArray<{ label: string; width: number; align?: 'left' | 'right' }>,
    rows: ReadonlyArray<{ cells: string[]; bar?: number; bold?: boolean }>,
  ) {
    const ROW = 22;
    const BAR_WIDTH = 160;
    let page = 0;
    let y = 0;
    const start = () => {
      doc.addPage();
      page += 1;
      doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(report.label.toUpperCase(), MARGIN, MARGIN);
      doc
        .fontSize(20)
        .fillColor(INK)
        .text(page === 1 ? title : `${title} (continued)`, MARGIN, MARGIN + 14);
      y = MARGIN + 60;
      row({ cells: columns.map((column) => column.label), bold: true });
      footer(page === 1 ? title : `${title}, page ${page}`);
    };
    const row = (line: { cells: string[]; bar?: number; bold?: boolean }) => {
      let x = MARGIN;
      doc
        .font(line.bold ? BOLD : REGULAR)
        .fontSize(11)
        .fillColor(INK);
      for (const [index, column] of columns.entries()) {
        doc.text(line.cells[index] ?? '', x, y, {
          width: column.width - 8,
          align: column.align ?? 'left',
          lineBreak: false,
          ellipsis: true,
        });
        x += column.width;
      }
      if (line.bar !== undefined) {
        doc
          .rect(x + 8, y + 3, BAR_WIDTH, 9)
          .fillColor(BAR_TRACK)
          .fill();
        if (line.bar > 0)
          doc
            .rect(x + 8, y + 3, (BAR_WIDTH * Math.min(line.bar, 100)) / 100, 9)
            .fillColor(BAR)
            .fill();
      }
      y += ROW;
      doc
        .moveTo(MARGIN, y - 6)
        .lineTo(WIDTH - MARGIN, y - 6)
        .strokeColor(RULE)
        .stroke();
    };
    start();
    for (const line of rows) {
      if (y + ROW > HEIGHT - MARGIN - 10) start();
      row(line);
    }
    doc.font(REGULAR);
  }

  async function sightingPage(site: CompetitorSite, index: number, count: number) {
    doc.addPage();
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`SIGHTING ${index + 1} OF ${count}`, MARGIN, MARGIN);
    doc
      .fontSize(20)
      .fillColor(INK)
      .text(sightingTitle(site), MARGIN, MARGIN + 14, {
        width: WIDTH - 2 * MARGIN,
        lineBreak: false,
        ellipsis: true,
      });
    doc
      .fontSize(12)
      .fillColor(MUTED)
      .text(`${site.location_name}, ${site.city_name}, ${site.region_name}`, MARGIN, MARGIN + 40, {
        width: WIDTH - 2 * MARGIN,
        lineBreak: false,
      });
    const box = { x: MARGIN, y: MARGIN + 68, width: 500, height: HEIGHT - 2 * MARGIN - 80 };
    const bytes = data.has_photo[index] ? (await io.photo(index))?.bytes : null;
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
        .text('No photo', box.x, box.y + box.height / 2 - 10, { width: box.width, align: 'center' });
    }
    const lines: Array<[string, string]> = [
      ['Medium', `${site.medium_name} (${site.kind})`],
      ['Faces', whole.format(site.faces)],
      ['Seen on', site.seen_on ? day(site.seen_on) : 'Not recorded'],
    ];
    if (site.site_code) lines.push(['From the inventory', site.site_code]);
    else if (site.address) lines.push(['Address', site.address]);
    if (site.latitude !== null && site.longitude !== null)
      lines.push(['Position', `${site.latitude.toFixed(5)}, ${site.longitude.toFixed(5)}`]);
    if (site.notes) lines.push(['Notes', site.notes]);
    facts(lines, box.x + box.width + 30, box.y, WIDTH - MARGIN - (box.x + box.width + 30));
    footer(`Sighting ${index + 1}`);
  }

  cover();
  const usable = WIDTH - 2 * MARGIN;
  if (report.report_type === 'head-to-head') {
    const { rows, totals } = report;
    table(
      'Head to head',
      [
        { label: 'City', width: 170 },
        { label: 'Medium', width: 170 },
        { label: 'Competitor sites', width: 120, align: 'right' },
        { label: 'Our sites', width: 100, align: 'right' },
        { label: 'Competitor share', width: 120, align: 'right' },
      ],
      [
        ...rows.map((row) => ({
          cells: [
            row.city_name,
            row.medium_name,
            whole.format(row.competitor_sites),
            whole.format(row.our_sites),
            share(row.competitor_share),
          ],
        })),
        {
          cells: [
            'All',
            '',
            whole.format(totals.competitor_sites),
            whole.format(totals.our_sites),
            share(totals.competitor_share),
          ],
          bold: true,
        },
      ],
    );
  } else if (report.report_type === 'site-list') {
    table(
      'Sites seen',
      [
        { label: 'City', width: 120 },
        { label: 'Location', width: 150 },
        { label: 'Site or address', width: usable - 120 - 150 - 140 - 100 },
        { label: 'Medium', width: 140 },
        { label: 'Seen on', width: 100 },
      ],
      report.sites.map((site) => ({
        cells: [
          site.city_name,
          site.location_name,
          sightingTitle(site),
          site.medium_name,
          site.seen_on ? day(site.seen_on) : '—',
        ],
      })),
    );
    for (const [index, site] of report.sites.entries()) await sightingPage(site, index, report.sites.length);
  } else {
    const groupLabel = { 'city-wise': 'City', 'medium-wise': 'Medium', 'region-wise': 'Region' }[
      report.report_type
    ];
    table(
      `Share of presence by ${groupLabel.toLowerCase()}`,
      [
        { label: groupLabel, width: 260 },
        { label: 'Sites', width: 90, align: 'right' },
        { label: 'Faces', width: 90, align: 'right' },
        { label: 'Share', width: 90, align: 'right' },
      ],
      [
        ...report.groups.map((group) => ({
          cells: [group.name, whole.format(group.sites), whole.format(group.faces), share(group.share)],
          bar: group.share,
        })),
        {
          cells: ['All', whole.format(report.total_sites), whole.format(report.total_faces), share(100)],
          bold: true,
        },
      ],
    );
  }
  doc.end();
  await finished;
}
