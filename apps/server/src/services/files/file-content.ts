/**
 * What a file is, read from its bytes (magic numbers), never from its name or the type the browser declared.
 * Office documents are ZIP archives: the central directory says which parts they hold, and a Word document has
 * `word/document.xml`, a workbook `xl/workbook.xml`.
 */

export const PDF = 'application/pdf';
export const PNG = 'image/png';
export const JPEG = 'image/jpeg';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const WEBP = 'image/webp';

export type SniffedType = typeof PDF | typeof PNG | typeof JPEG | typeof DOCX | typeof XLSX;
/** The photo types of the visual representation (docs/domain.md "Visual representation"). */
export type ImageType = typeof PNG | typeof JPEG | typeof WEBP;

/** The extension a download of each type is named with (docs/domain.md, decisions: download names). */
export const EXTENSIONS: Record<SniffedType | ImageType, readonly [string, ...string[]]> = {
  [PDF]: ['.pdf'],
  [PNG]: ['.png'],
  [JPEG]: ['.jpg', '.jpeg'],
  [DOCX]: ['.docx'],
  [XLSX]: ['.xlsx'],
  [WEBP]: ['.webp'],
};

const startsWith = (content: Buffer, bytes: number[]) =>
  content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte);

const PDF_MAGIC = [...Buffer.from('%PDF-')];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const RIFF_MAGIC = [...Buffer.from('RIFF')];

/** A photo's type by its content: JPEG, PNG or WebP (`RIFF`, a size, `WEBP`); null for anything else. */
export function sniffImageType(content: Buffer): ImageType | null {
  if (startsWith(content, PNG_MAGIC)) return PNG;
  if (startsWith(content, JPEG_MAGIC)) return JPEG;
  if (startsWith(content, RIFF_MAGIC) && content.length >= 12 && content.toString('latin1', 8, 12) === 'WEBP')
    return WEBP;
  return null;
}

/** The type of the content, or null when it is none of the accepted kinds. */
export function sniffFileType(content: Buffer): SniffedType | null {
  if (startsWith(content, PDF_MAGIC)) return PDF;
  if (startsWith(content, PNG_MAGIC)) return PNG;
  if (startsWith(content, JPEG_MAGIC)) return JPEG;
  if (startsWith(content, ZIP_MAGIC)) {
    const names = zipEntryNames(content);
    if (!names?.has('[Content_Types].xml')) return null;
    if (names.has('word/document.xml')) return DOCX;
    if (names.has('xl/workbook.xml')) return XLSX;
  }
  return null;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535 bytes. */
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * The entry names of a ZIP archive, from its central directory; null when the archive is malformed or needs
 * ZIP64 (documents of at most 20 MB never do).
 */
export function zipEntryNames(zip: Buffer): Set<string> | null {
  const earliest = Math.max(0, zip.length - END_RECORD_SIZE - MAX_COMMENT);
  let end = -1;
  for (let at = zip.length - END_RECORD_SIZE; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > end) return null;

  const names = new Set<string>();
  let at = directoryOffset;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) return null;
    names.add(zip.toString('utf8', at + 46, nameEnd));
    at = nameEnd + extraLength + commentLength;
  }
  return names;
}
