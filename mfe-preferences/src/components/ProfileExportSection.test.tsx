import { screen } from '@testing-library/react';
import { exportProfileJsonResume } from '@careerforge/contract';
import { FakePreferencesServer } from '../test/fakePreferencesServer';
import { renderPreferences } from '../test/renderApp';

const JSON_RESUME = {
  basics: { name: 'Ada Lovelace', email: 'ada@example.com' },
  work: [{ name: 'Analytical Engines', position: 'Programmer', startDate: '1842' }],
};

/** jsdom's Blob has no text(); FileReader reads it as the browser would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('profile export', () => {
  let createObjectURL: jest.Mock;
  const saved: Blob[] = [];
  let fileNames: string[];

  beforeEach(() => {
    saved.length = 0;
    fileNames = [];
    createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:profile';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileNames.push(this.download);
    });
  });

  it('downloads the whole profile as resume.json, as the API gave it', async () => {
    const server = new FakePreferencesServer();
    server.override(exportProfileJsonResume, () => ({ status: 200, body: JSON_RESUME }));
    const { user } = renderPreferences();

    await user.click(await screen.findByRole('button', { name: 'Download profile as JSON Resume' }));

    expect(fileNames).toEqual(['resume.json']);
    expect(JSON.parse(await readText(saved[0]!))).toEqual(JSON_RESUME);
  });

  it('says so when the download fails, with the server’s reason', async () => {
    const server = new FakePreferencesServer();
    server.override(exportProfileJsonResume, () => ({ status: 500, body: { error: 'The database is unavailable.' } }));
    const { user } = renderPreferences();

    await user.click(await screen.findByRole('button', { name: 'Download profile as JSON Resume' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be downloaded.');
    expect(alert).toHaveTextContent('The database is unavailable.');
    expect(fileNames).toEqual([]);
  });
});
