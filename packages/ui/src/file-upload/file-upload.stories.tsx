import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { FileUpload, type FileUploadProps } from './file-upload';

const MB = 1024 * 1024;
const documentTypes = [
  'application/pdf',
  '.docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/png',
  'image/jpeg',
];

/** A small picture of a billboard against the sky, so thumbnails show something. */
const sitePhotoPng =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAKCAIAAAAy3EnLAAAAHklEQVR42mOImnaHJMRAkYYPOMBg1+DW40YSGoQaADEzExDo84b3AAAAAElFTkSuQmCC';

function photo(name: string): File {
  const bytes = Uint8Array.from(atob(sitePhotoPng), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A file that reports any size without holding the bytes. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * Drags files over an element and drops them, as the browser would: Chromium cannot build a DragEvent with a
 * made-up DataTransfer, so the event gets one afterwards. Ark reads `types`, `items` (entries) and the files.
 */
function drag(element: Element, type: 'dragover' | 'drop', files: File[]) {
  const event = new DragEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', {
    value: {
      types: ['Files'],
      files,
      dropEffect: 'none',
      items: files.map((file) => ({
        kind: 'file',
        type: file.type,
        getAsFile: () => file,
        webkitGetAsEntry: () => ({ isFile: true, isDirectory: false, name: file.name }),
      })),
    },
  });
  element.dispatchEvent(event);
}

/** Holds the files as a screen would, reporting each change to the story's action. */
function Stateful(props: FileUploadProps) {
  const [files, setFiles] = useState<File[]>(props.files ?? []);
  return (
    <FileUpload
      {...props}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        props.onFilesChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    label: 'Attachments',
    accept: documentTypes,
    maxSizeBytes: 20 * MB,
    multiple: true,
    onFilesChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="empty, one file" layout="stack">
        <FileUpload label="Signed contract" accept={['application/pdf']} maxSizeBytes={20 * MB} required />
      </MatrixRow>
      <MatrixRow label="files + hint" layout="stack">
        <FileUpload
          label="Site photos"
          accept={['image/png', 'image/jpeg']}
          maxSizeBytes={10 * MB}
          maxFiles={6}
          hint="Day and night, facing the traffic"
          files={[photo('north-face.png'), photo('night.png')]}
        />
      </MatrixRow>
      <MatrixRow label="uploading" layout="stack">
        <FileUpload
          label="Attachments"
          accept={documentTypes}
          maxSizeBytes={20 * MB}
          multiple
          files={[fileOf('media-plan.xlsx', documentTypes[2] ?? '', 2.4 * MB), photo('mock-up.png')]}
          progress={{ 'media-plan.xlsx': 100, 'mock-up.png': 35 }}
        />
      </MatrixRow>
      <MatrixRow label="error" layout="stack">
        <FileUpload
          label="Signed contract"
          accept={['application/pdf']}
          maxSizeBytes={20 * MB}
          error="The server could not read this file; upload it again"
          files={[fileOf('contract.pdf', 'application/pdf', 1.2 * MB)]}
        />
      </MatrixRow>
      <MatrixRow label="disabled" layout="stack">
        <FileUpload
          label="Invoice"
          accept={['application/pdf']}
          maxSizeBytes={20 * MB}
          disabled
          files={[fileOf('invoice-1042.pdf', 'application/pdf', 310 * 1024)]}
        />
      </MatrixRow>
    </Matrix>
  ),
};

export const ChooseAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('group', { name: 'Attachments' });
    const button = within(zone).getByRole('button', { name: 'Choose files' });
    await expect(button).toHaveAccessibleDescription('PDF, DOCX, XLSX, PNG, JPEG, up to 20 MB');

    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const plan = fileOf('media-plan.pdf', 'application/pdf', 1.5 * MB);
    const sitePhoto = photo('site.png');
    await userEvent.upload(input, [plan, sitePhoto]);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([plan, sitePhoto]);

    const list = canvas.getByRole('list', { name: 'Attachments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('1.5 MB')).toBeVisible();
    const thumbnail = await waitFor(() => {
      const image = list.querySelector('img');
      if (!image) throw new Error('no thumbnail yet');
      return image;
    });
    await expect(thumbnail.getAttribute('src')).toMatch(/^blob:/);

    // Remove from the keyboard: focus the button, press Enter.
    canvas.getByRole('button', { name: 'Remove site.png' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([plan]);
    await expect(canvas.queryByText('site.png')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove media-plan.pdf' }));
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);
  },
};

export const DropWithRefusals: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('group', { name: 'Attachments' });
    const brief = fileOf(
      'brief.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      80 * 1024,
    );
    const files = [
      fileOf('report.exe', 'application/vnd.microsoft.portable-executable', 300 * 1024),
      fileOf('plan.pdf', 'application/pdf', 25 * MB),
      brief,
    ];
    drag(zone, 'dragover', files);
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    drag(zone, 'drop', files);

    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([brief]));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'report.exe is not an accepted file type (PDF, DOCX, XLSX, PNG, JPEG)',
    );
    await expect(alert).toHaveTextContent('plan.pdf is larger than 20 MB');
    await expect(zone).not.toHaveAttribute('data-dragging');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The zone is no tab stop of its own: Tab lands on the button, which opens the file chooser.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  },
};

export const Uploading: Story = {
  args: {
    files: [fileOf('media-plan.xlsx', documentTypes[2] ?? '', 2.4 * MB), photo('mock-up.png')],
    progress: { 'media-plan.xlsx': 100, 'mock-up.png': 35 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading mock-up.png' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Uploading media-plan.xlsx' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Signed contract',
    accept: ['application/pdf'],
    multiple: false,
    required: true,
    hint: 'The copy signed by both sides',
    error: 'Attach the signed contract',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Choose a file' });
    await expect(button).toHaveAccessibleDescription(
      'PDF, up to 20 MB The copy signed by both sides Attach the signed contract',
    );
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.getByText('Drag and drop files here, or')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, files: [fileOf('invoice-1042.pdf', 'application/pdf', 310 * 1024)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove invoice-1042.pdf' })).toBeDisabled();
  },
};
