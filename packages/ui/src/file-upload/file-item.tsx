import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload';
import { Progress } from '@ark-ui/react/progress';
import { useEffect, useState } from 'react';
import { Icon } from '../icon';
import { formatFileSize } from './file-rules';
import * as styles from './file-upload.css';

/** One chosen file: thumbnail or file icon, name, size, upload progress when sending, and a remove button. */
export function FileItem({ file, progress }: { file: File; progress: number | undefined }) {
  return (
    <ArkFileUpload.Item file={file} className={styles.item()}>
      <ArkFileUpload.ItemPreview className={styles.preview()}>
        {file.type.startsWith('image/') ? <Thumbnail file={file} /> : <FileIcon />}
      </ArkFileUpload.ItemPreview>
      <div className={styles.itemBody()}>
        <ArkFileUpload.ItemName className={styles.itemName()} />
        <ArkFileUpload.ItemSizeText className={styles.itemSize()}>
          {formatFileSize(file.size)}
        </ArkFileUpload.ItemSizeText>
        {progress === undefined ? null : <UploadProgress name={file.name} value={progress} />}
      </div>
      <ArkFileUpload.ItemDeleteTrigger className={styles.deleteTrigger()}>
        <Icon name="close" size="sm" />
      </ArkFileUpload.ItemDeleteTrigger>
    </ArkFileUpload.Item>
  );
}

/**
 * A thumbnail from an object URL, revoked when the file leaves the list (or the component unmounts). Ark's own
 * preview image makes a new URL on every render of the upload, which progress updates would churn through.
 * Decorative: the file's name is right beside it.
 */
function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img className={styles.previewImage()} src={url} alt="" /> : null;
}

function UploadProgress({ name, value }: { name: string; value: number }) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <Progress.Root className={styles.progress()} value={percent} min={0} max={100}>
      <Progress.Track className={styles.progressTrack()} aria-label={`Uploading ${name}`}>
        <Progress.Range className={styles.progressRange()} />
      </Progress.Track>
      {/* The bar already says how far it is; the number is for the eye. */}
      <span className={styles.progressText()} aria-hidden="true">
        {percent}%
      </span>
    </Progress.Root>
  );
}

function FileIcon() {
  return (
    <svg
      className={styles.previewIcon()}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}
