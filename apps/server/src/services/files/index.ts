export { sniffFileType } from './file-content.ts';
export { recordFile, removeStoredFiles, type StoredFile, storeFile } from './files.ts';
