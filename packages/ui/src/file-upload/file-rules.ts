/**
 * Words for what the upload accepts and why it refused a file. These checks only save people a wasted upload;
 * the server checks type (by content) and size again.
 */

const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.ms-powerpoint': 'PPT',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/zip': 'ZIP',
  'text/csv': 'CSV',
  'text/plain': 'TXT',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'image/gif': 'GIF',
  'image/heic': 'HEIC',
  'image/svg+xml': 'SVG',
  'image/*': 'images',
  'video/*': 'videos',
  'audio/*': 'audio',
  '.jpg': 'JPEG',
  '.jpeg': 'JPEG',
};

/** `['application/pdf', '.docx', 'image/png']` → `PDF, DOCX, PNG`. */
export function describeAcceptedTypes(accept: readonly string[]): string {
  const names = accept.map((type) => {
    const key = type.trim().toLowerCase();
    const known = typeNames[key];
    if (known) return known;
    if (key.startsWith('.')) return key.slice(1).toUpperCase();
    // An unnamed MIME type: its last word (`application/vnd.foo.bar+xml` → `BAR`).
    return (key.split('/').pop() ?? key).split(/[.+]/)[0]?.toUpperCase() ?? key;
  });
  return [...new Set(names)].join(', ');
}

const units = ['B', 'KB', 'MB', 'GB'] as const;

/** Binary units, as the server counts: 20 * 1024 * 1024 → `20 MB`, 1536 → `1.5 KB`. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

export type RefusalRules = {
  accept: readonly string[];
  maxSizeBytes: number;
  maxFiles: number;
};

/** Ark's error codes, most telling first: a file of the wrong type is refused for that, whatever its size. */
const errorOrder = ['FILE_INVALID_TYPE', 'FILE_TOO_LARGE', 'FILE_TOO_SMALL', 'FILE_EXISTS', 'TOO_MANY_FILES'];

/** One sentence per refused file, naming it and the rule it broke. */
export function refusalMessage(fileName: string, errors: readonly string[], rules: RefusalRules): string {
  const error = [...errors].sort((a, b) => rank(a) - rank(b))[0];
  switch (error) {
    case 'FILE_INVALID_TYPE':
      return `${fileName} is not an accepted file type (${describeAcceptedTypes(rules.accept)})`;
    case 'FILE_TOO_LARGE':
      return `${fileName} is larger than ${formatFileSize(rules.maxSizeBytes)}`;
    case 'FILE_TOO_SMALL':
      return `${fileName} is empty`;
    case 'FILE_EXISTS':
      return `${fileName} is already in the list`;
    case 'TOO_MANY_FILES':
      return rules.maxFiles === 1
        ? `${fileName} was not added: choose one file only`
        : `${fileName} was not added: at most ${rules.maxFiles} files`;
    default:
      return `${fileName} could not be added`;
  }
}

function rank(error: string): number {
  const index = errorOrder.indexOf(error);
  return index === -1 ? errorOrder.length : index;
}
