import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resumeDocxBytes, RESUME_DOCX_TEXT } from '../test/resumeDocx';
import { DocxPreview } from './DocxPreview';

function renderPreview(onError = jest.fn()) {
  render(<DocxPreview bytes={resumeDocxBytes().buffer as ArrayBuffer} onError={onError} />);
  return screen.getByRole('document', { name: 'DOCX preview' });
}

describe('DocxPreview', () => {
  it('renders the document into the page at 80% at first', async () => {
    const document = renderPreview();
    for (const text of RESUME_DOCX_TEXT) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(document).toHaveStyle({ transform: 'scale(0.8)' });
    expect(screen.getByText('80%')).toBeInTheDocument();
  });

  it('zooms from 50% to 120% in steps of 5%', async () => {
    const document = renderPreview();
    await screen.findByText(RESUME_DOCX_TEXT[0]!);
    const slider = screen.getByRole('slider', { name: 'Preview Zoom' });
    expect(slider).toHaveAttribute('min', '0.5');
    expect(slider).toHaveAttribute('max', '1.2');
    expect(slider).toHaveAttribute('step', '0.05');
    expect(slider).toHaveValue('0.8');
    fireEvent.change(slider, { target: { value: '1.05' } });
    expect(screen.getByText('105%')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '105%');
    expect(document).toHaveStyle({ transform: 'scale(1.05)' });
  });

  it('reports a file it cannot read', async () => {
    const onError = jest.fn();
    render(<DocxPreview bytes={new TextEncoder().encode('not a docx').buffer as ArrayBuffer} onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  });
});
