import { FileUpload as ArkFileUpload, useFileUploadContext } from '@ark-ui/react/file-upload';
import { useId } from 'react';
import { FileItem } from './file-item';
import { describeAcceptedTypes, formatFileSize, type RefusalRules, refusalMessage } from './file-rules';
import * as styles from './file-upload.css';

export type FileUploadProps = {
  label: string;
  /** MIME types and extensions (`'application/pdf'`, `'.docx'`, `'image/*'`), checked before upload. */
  accept: string[];
  /** Largest accepted file, in bytes. */
  maxSizeBytes: number;
  /** Most files at once; implies `multiple` when above 1. */
  maxFiles?: number;
  /** Several files (up to `maxFiles`, no limit by default); otherwise a new file replaces the chosen one. */
  multiple?: boolean;
  /** Controlled list of accepted files; leave undefined to let the component keep its own. */
  files?: File[];
  onFilesChange?: (files: File[]) => void;
  /** A message about the field as a whole (the server refused the upload, a file is required…). */
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Upload progress by file name, 0 to 100: shows a bar under each file being sent. */
  progress?: Record<string, number>;
};

/**
 * Files dropped on the zone or chosen with the button, on Ark's FileUpload. Type and size are checked here so
 * people learn at once that a file will not do (each refused file gets a sentence, announced); the server
 * checks again, content included. Images show a thumbnail.
 */
export function FileUpload({
  label,
  accept,
  maxSizeBytes,
  maxFiles,
  multiple = false,
  files,
  onFilesChange,
  error,
  hint,
  required = false,
  disabled = false,
  progress,
}: FileUploadProps) {
  const id = useId();
  const ids = { label: `${id}-label`, rules: `${id}-rules`, hint: `${id}-hint`, error: `${id}-error` };
  const invalid = Boolean(error);
  const fileLimit = maxFiles ?? (multiple ? Number.POSITIVE_INFINITY : 1);
  const several = fileLimit > 1;
  const rules: RefusalRules = { accept, maxSizeBytes, maxFiles: fileLimit };
  const describedBy = [ids.rules, hint ? ids.hint : null, invalid ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  return (
    <ArkFileUpload.Root
      className={styles.root()}
      ids={{ label: ids.label }}
      accept={accept}
      maxFileSize={maxSizeBytes}
      // An empty file is always a mistake (a failed export, a cloud placeholder).
      minFileSize={1}
      maxFiles={fileLimit}
      acceptedFiles={files}
      onFileAccept={onFilesChange ? (details) => onFilesChange(details.files) : undefined}
      required={required}
      disabled={disabled}
      invalid={invalid}
      translations={{ dropzone: label, deleteFile: (file) => `Remove ${file.name}` }}
    >
      <ArkFileUpload.Label className={styles.label()}>
        {label}
        {required ? (
          <span className={styles.requiredIndicator()} aria-hidden="true">
            *
          </span>
        ) : null}
      </ArkFileUpload.Label>
      {/*
        Ark makes the zone a focusable role=button; with the button inside, that would nest two controls and add
        a second tab stop. Here the zone is a labelled group that takes drops and clicks, the button the keyboard.
      */}
      <ArkFileUpload.Dropzone
        className={styles.dropzone()}
        role="group"
        aria-labelledby={ids.label}
        tabIndex={-1}
      >
        <UploadIcon />
        <span className={styles.dropzoneText()}>Drag and drop {several ? 'files' : 'a file'} here, or</span>
        <ArkFileUpload.Trigger className={styles.trigger()} aria-describedby={describedBy}>
          {several ? 'Choose files' : 'Choose a file'}
        </ArkFileUpload.Trigger>
        <span id={ids.rules} className={styles.rules()}>
          {describeAcceptedTypes(accept)}, up to {formatFileSize(maxSizeBytes)}
          {several && Number.isFinite(fileLimit) ? ` each, at most ${fileLimit} files` : null}
        </span>
      </ArkFileUpload.Dropzone>
      {hint ? (
        <span id={ids.hint} className={styles.hint()}>
          {hint}
        </span>
      ) : null}
      {invalid ? (
        <span id={ids.error} className={styles.error()}>
          {error}
        </span>
      ) : null}
      <Refusals rules={rules} />
      <FileList labelId={ids.label} progress={progress} />
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.Root>
  );
}

/** Refused files of the last drop or choice, one sentence each, in a live region so they are announced. */
function Refusals({ rules }: { rules: RefusalRules }) {
  const { rejectedFiles } = useFileUploadContext();
  return (
    <div role="alert">
      {rejectedFiles.length > 0 ? (
        <ul className={styles.refusals()}>
          {rejectedFiles.map(({ file, errors }) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              {refusalMessage(file.name, errors, rules)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FileList({ labelId, progress }: { labelId: string; progress: Record<string, number> | undefined }) {
  const { acceptedFiles } = useFileUploadContext();
  return (
    <ArkFileUpload.ItemGroup className={styles.itemGroup()} aria-labelledby={labelId}>
      {acceptedFiles.map((file) => (
        <FileItem
          key={`${file.name}-${file.size}-${file.lastModified}`}
          file={file}
          progress={progress?.[file.name]}
        />
      ))}
    </ArkFileUpload.ItemGroup>
  );
}

function UploadIcon() {
  return (
    <svg
      className={styles.dropzoneIcon()}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </svg>
  );
}
