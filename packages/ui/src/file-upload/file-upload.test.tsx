import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { describeAcceptedTypes, formatFileSize } from './file-rules';
import { FileUpload, type FileUploadProps } from './file-upload';

const MB = 1024 * 1024;
const documentTypes = [
  'application/pdf',
  '.docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/png',
  'image/jpeg',
];

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  // Content does not matter here, only the size the browser reports.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function hiddenInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

function Attachments(props: Partial<FileUploadProps> & { onFilesChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileUpload
      label="Attachments"
      accept={documentTypes}
      maxSizeBytes={20 * MB}
      multiple
      {...props}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        props.onFilesChange?.(next);
      }}
    />
  );
}

beforeEach(() => {
  let count = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    count += 1;
    return `blob:preview-${count}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('file rules', () => {
  it('names accepted types and sizes as people read them', () => {
    expect(describeAcceptedTypes(documentTypes)).toBe('PDF, DOCX, XLSX, PNG, JPEG');
    expect(describeAcceptedTypes(['image/jpeg', '.jpg', 'image/*', 'application/x-foo'])).toBe(
      'JPEG, images, X-FOO',
    );
    expect(formatFileSize(20 * MB)).toBe('20 MB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(900)).toBe('900 B');
  });
});

function dataTransferOf(files: File[]) {
  return {
    types: ['Files'],
    files,
    dropEffect: 'none',
    items: files.map((file) => ({
      kind: 'file',
      type: file.type,
      getAsFile: () => file,
      webkitGetAsEntry: () => ({ isFile: true, isDirectory: false, name: file.name }),
    })),
  };
}

describe('FileUpload', () => {
  it('has no axe violations, empty, with files, progress, refusals, error and disabled', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(
      <div>
        <FileUpload
          label="Site photos"
          accept={['image/*']}
          maxSizeBytes={10 * MB}
          maxFiles={5}
          hint="Day and night shots"
          progress={{ 'north.jpg': 40 }}
        />
        <FileUpload
          label="Contract"
          accept={['application/pdf']}
          maxSizeBytes={20 * MB}
          required
          error="Attach the contract"
        />
        <FileUpload label="Invoice" accept={['application/pdf']} maxSizeBytes={20 * MB} disabled />
      </div>,
    );
    await user.upload(hiddenInput(container), [
      fileOf('north.jpg', 'image/jpeg'),
      fileOf('notes.txt', 'text/plain'),
    ]);
    await screen.findByText('north.jpg');
    await screen.findByText(/notes\.txt is not an accepted file type/);
    await expectNoAxeViolations(container);
  });

  it('is a labelled drop zone whose button is described by the rules, hint and error', () => {
    render(
      <FileUpload
        label="Contract"
        accept={['application/pdf']}
        maxSizeBytes={20 * MB}
        hint="The signed copy"
        error="Attach the contract"
      />,
    );
    const zone = screen.getByRole('group', { name: 'Contract' });
    const button = within(zone).getByRole('button', { name: 'Choose a file' });
    expect(button).toHaveAccessibleDescription('PDF, up to 20 MB The signed copy Attach the contract');
    expect(zone).not.toHaveAttribute('tabindex', '0');
  });

  it('lists chosen files with size and thumbnail, and removes them', async () => {
    const user = userEvent.setup();
    const handleFilesChange = vi.fn();
    const { container } = render(<Attachments onFilesChange={handleFilesChange} />);
    const plan = fileOf('plan.pdf', 'application/pdf', 1.5 * MB);
    const photo = fileOf('site.png', 'image/png', 300 * 1024);

    await user.upload(hiddenInput(container), [plan, photo]);
    expect(handleFilesChange).toHaveBeenLastCalledWith([plan, photo]);
    const list = await screen.findByRole('list', { name: 'Attachments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('plan.pdf');
    expect(items[0]).toHaveTextContent('1.5 MB');
    expect(items[1]).toHaveTextContent('300 KB');
    expect(items[1]?.querySelector('img')).toHaveAttribute('src', 'blob:preview-1');
    expect(items[0]?.querySelector('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove site.png' }));
    expect(handleFilesChange).toHaveBeenLastCalledWith([plan]);
    expect(screen.queryByText('site.png')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');

    // Remove from the keyboard too.
    screen.getByRole('button', { name: 'Remove plan.pdf' }).focus();
    await user.keyboard('{Enter}');
    expect(handleFilesChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('refuses files of another type or too large, saying which and why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const handleFilesChange = vi.fn();
    const { container } = render(<Attachments onFilesChange={handleFilesChange} />);
    const ok = fileOf(
      'brief.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await user.upload(hiddenInput(container), [
      fileOf('report.exe', 'application/vnd.microsoft.portable-executable'),
      fileOf('plan.pdf', 'application/pdf', 25 * MB),
      ok,
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('report.exe is not an accepted file type (PDF, DOCX, XLSX, PNG, JPEG)');
    expect(alert).toHaveTextContent('plan.pdf is larger than 20 MB');
    expect(handleFilesChange).toHaveBeenLastCalledWith([ok]);
    expect(within(screen.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  });

  it('refuses files beyond maxFiles', async () => {
    const user = userEvent.setup();
    const { container } = render(<Attachments maxFiles={2} />);
    await user.upload(hiddenInput(container), [
      fileOf('a.pdf', 'application/pdf'),
      fileOf('b.pdf', 'application/pdf'),
      fileOf('c.pdf', 'application/pdf'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('c.pdf was not added: at most 2 files');
    expect(screen.getByText(/at most 2 files$/, { selector: 'span' })).toBeInTheDocument();
  });

  it('replaces the file when only one is allowed', async () => {
    const user = userEvent.setup();
    const handleFilesChange = vi.fn();
    const { container } = render(
      <FileUpload
        label="Contract"
        accept={['application/pdf']}
        maxSizeBytes={20 * MB}
        onFilesChange={handleFilesChange}
      />,
    );
    const first = fileOf('draft.pdf', 'application/pdf');
    const second = fileOf('signed.pdf', 'application/pdf');
    await user.upload(hiddenInput(container), first);
    await user.upload(hiddenInput(container), second);
    expect(handleFilesChange).toHaveBeenLastCalledWith([second]);
    expect(screen.queryByText('draft.pdf')).toBeNull();
    expect(screen.getByText('signed.pdf')).toBeInTheDocument();
  });

  it('takes files dropped on the zone', async () => {
    const handleFilesChange = vi.fn();
    render(<Attachments onFilesChange={handleFilesChange} />);
    const zone = screen.getByRole('group', { name: 'Attachments' });
    const plan = fileOf('plan.pdf', 'application/pdf');
    const dataTransfer = dataTransferOf([plan]);

    fireEvent.dragOver(zone, { dataTransfer });
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer });
    });
    await waitFor(() => expect(handleFilesChange).toHaveBeenLastCalledWith([plan]));
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();
  });

  it('opens the file chooser from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<Attachments />);
    const click = vi.spyOn(hiddenInput(container), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(click).toHaveBeenCalled());
  });

  it('shows upload progress per file', async () => {
    const user = userEvent.setup();
    const plan = fileOf('plan.pdf', 'application/pdf');
    const { container, rerender } = render(
      <FileUpload label="Attachments" accept={documentTypes} maxSizeBytes={20 * MB} multiple />,
    );
    await user.upload(hiddenInput(container), plan);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(
      <FileUpload
        label="Attachments"
        accept={documentTypes}
        maxSizeBytes={20 * MB}
        multiple
        progress={{ 'plan.pdf': 45 }}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading plan.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('45%')).toBeInTheDocument();
  });

  it('takes nothing when disabled', () => {
    const { container } = render(
      <FileUpload label="Invoice" accept={['application/pdf']} maxSizeBytes={20 * MB} disabled />,
    );
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    expect(hiddenInput(container)).toBeDisabled();
  });
});
