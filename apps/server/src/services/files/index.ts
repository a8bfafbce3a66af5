export { type ImageType, JPEG, sniffFileType, sniffImageType } from './file-content.ts';
export {
  commitStoredFiles,
  discardStoredFiles,
  downloadName,
  recordFile,
  removeStoredFiles,
  type StoredFile,
  servedName,
  storeFile,
} from './files.ts';
export { type SweepResult, sweepUploads } from './sweep.ts';
