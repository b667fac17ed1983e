import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { bulkForm } from '../api/bulk-upload-icons.ts';
import { venetoSet } from '../test-fixtures.ts';
import { BulkUploadDialog, filesProblem } from './bulk-upload-dialog.tsx';

const svg = (name: string) =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: 'image/svg+xml' });

function setup(answer: Response) {
  const fetchMock = mockFetch({ '/api/icons/bulk/': () => answer });
  renderWithProviders(<BulkUploadDialog set={venetoSet} onClose={() => {}} />);
  return { fetchMock, user: userEvent.setup() };
}

describe('bulk upload', () => {
  it('shows that nothing was saved, with each refused file and its reason', async () => {
    const { fetchMock, user } = setup(
      json({
        applied: false,
        created: [{ filename: 'sun.svg', code: 'sun' }],
        rejected: [{ filename: 'photo.svg', reason: 'This file is not an SVG picture.' }],
      }),
    );
    await user.upload(screen.getByLabelText(/SVG files or one \.zip/), [svg('sun.svg'), svg('photo.svg')]);
    await user.selectOptions(screen.getByLabelText('Category'), 'sky');
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));

    expect(await screen.findByText(/Nothing was saved: 1 file was refused/)).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: 'Refused files' });
    expect(refused).toHaveTextContent('photo.svg');
    expect(refused).toHaveTextContent('This file is not an SVG picture.');
    expect(screen.getByRole('table', { name: 'Files that would be accepted' })).toHaveTextContent('sun.svg');

    const [, init] = callsTo(fetchMock, '/api/icons/bulk/')[0] ?? [];
    const form = init?.body as FormData;
    expect(form.get('icon_set_id')).toBe(String(venetoSet.id));
    expect(form.get('category')).toBe('sky');
    expect(form.getAll('svg').map((file) => (file as File).name)).toEqual(['sun.svg', 'photo.svg']);
  });

  it('reports the icons created when every file is accepted', async () => {
    const { user } = setup(
      json({
        applied: true,
        created: [
          { filename: 'sun.svg', code: 'sun' },
          { filename: 'rain.svg', code: 'rain' },
        ],
        rejected: [],
      }),
    );
    await user.upload(screen.getByLabelText(/SVG files or one \.zip/), [svg('sun.svg'), svg('rain.svg')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    expect(await screen.findAllByText('2 icons created.')).not.toHaveLength(0);
    expect(screen.getByRole('table', { name: 'Icons created' })).toHaveTextContent('rain');
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
  });

  it('puts a refusal of the whole upload (too large) on the file field', async () => {
    const message = 'The upload is larger than 10 MB; send fewer or smaller files.';
    const { user } = setup(
      json(
        { type: 'about:blank', title: 'Too large', status: 413, detail: message, errors: { svg: [message] } },
        413,
      ),
    );
    await user.upload(screen.getByLabelText(/SVG files or one \.zip/), [svg('sun.svg')]);
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/SVG files or one \.zip/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('refuses nothing chosen, or a .zip mixed with other files, before sending', () => {
    expect(filesProblem([])).toMatch(/Choose SVG files/);
    expect(filesProblem([new File([''], 'a.zip'), svg('b.svg')])).toMatch(/one \.zip on its own/);
    expect(filesProblem([svg('a.svg')])).toBeNull();
  });

  it('sends one .zip in the `file` part', () => {
    const form = bulkForm({ iconSetId: 2, category: 'other', files: [new File(['PK'], 'icons.ZIP')] });
    expect(form.getAll('file')).toHaveLength(1);
    expect(form.getAll('svg')).toHaveLength(0);
  });
});
