import { ApiError } from '@careerforge/shared';
import { failureMessage } from './failureMessage';

describe('failureMessage', () => {
  it("uses the server's error text", () => {
    expect(failureMessage(new ApiError('File is empty.', 400), 'Something went wrong.')).toBe('File is empty.');
  });

  it('falls back when the server sent no error text', () => {
    expect(failureMessage(new ApiError(null, 500), 'Something went wrong.')).toBe('Something went wrong.');
  });

  it("says 'Error: <message>' when there was no answer", () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'Something went wrong.')).toBe('Error: Failed to fetch');
  });
});
