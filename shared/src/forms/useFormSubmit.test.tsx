import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useFormSubmit } from './useFormSubmit';

const nameSchema = z.object({ name: z.string().trim().min(1, 'Name is required.') });

function NameForm({ send }: { send: (body: { name: string }) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const form = useFormSubmit(nameSchema, send);
  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => form.submit(event, { name })}>
      <label>
        Name
        <input value={name} aria-invalid={form.errors.name ? true : undefined} onChange={(event) => setName(event.target.value)} />
      </label>
      {form.errors.name && <p>{form.errors.name}</p>}
      <button type="submit" aria-busy={form.submitting || undefined}>
        Save
      </button>
    </form>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useFormSubmit', () => {
  it('sends once for a double click while the request runs, and again once it has settled', async () => {
    const request = deferred();
    const send = jest.fn(() => request.promise);
    render(<NameForm send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Ada' });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');

    request.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed when the request fails, and can send it again', async () => {
    const request = deferred();
    const send = jest.fn(() => request.promise);
    render(<NameForm send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    request.reject(new Error('Server down'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("sends nothing when the schema refuses the values, shows the schema's message and focuses the field", async () => {
    const send = jest.fn(() => Promise.resolve());
    render(<NameForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
