import { callEndpoint, sendRequest } from '../api/client';
import { downloadFormattedResume, getGenerationStatus, listSkillsPage, submitCareerRecord, updateCareerRecord } from '@careerforge/contract';
import { FakeApiServer, TEST_TOKEN } from './fakeApiServer';

const options = { baseUrl: 'http://localhost:3100', getAccessToken: async () => TEST_TOKEN };

class FakeFilesServer extends FakeApiServer {
  constructor() {
    super();
    this.on(downloadFormattedResume, ({ params }) => ({
      status: 200,
      contentType: 'application/pdf',
      body: new Uint8Array([37, 80, 68, 70, params.formattedResumeId]),
    }));
    this.on(submitCareerRecord, () => ({ status: 201, body: { submitted: true } }));
    this.on(updateCareerRecord, ({ params }) => ({ status: 200, body: { updated: params.id } }));
    this.on(listSkillsPage, ({ query }) => ({ status: 200, body: { skills: [], next_cursor: null, total: 0, query } }));
  }
}

describe('FakeApiServer', () => {
  it('answers a file with its content-type, as a Blob, bytes or text', async () => {
    new FakeFilesServer();
    const call = () => sendRequest(options, downloadFormattedResume, { params: { formattedResumeId: 7 } });
    const response = await call();
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(Array.from(new Uint8Array(await response.arrayBuffer()))).toEqual([37, 80, 68, 70, 7]);
    const blob = await (await call()).blob();
    expect(blob).toBeInstanceOf(Blob);
    expect([blob.type, blob.size]).toEqual(['application/pdf', 5]);
    expect(await (await call()).text()).toBe('%PDF\u0007');
  });

  it('tells endpoints apart by their parameter schemas, checks bodies, and counts each one’s calls', async () => {
    const server = new FakeFilesServer();
    const body = { position: 'Analyst', company: 'Acme', startDate: '2020-01-01', description: 'Numbers.' };
    await expect(sendRequest(options, submitCareerRecord, { body })).resolves.toMatchObject({ status: 201 });
    await expect(sendRequest(options, updateCareerRecord, { params: { id: 3 }, body })).resolves.toMatchObject({ status: 200 });
    await expect(sendRequest(options, updateCareerRecord, { params: { id: 3 }, body: { ...body, position: ' ' } })).rejects.toThrow(
      'Position is required.',
    );
    expect(server.count(submitCareerRecord)).toBe(1);
    expect(server.count(updateCareerRecord)).toBe(2);
  });

  it('hands its handlers the query string as sent, once it passed the endpoint’s query schema', async () => {
    const server = new FakeFilesServer();
    const answer = await sendRequest(options, listSkillsPage, { query: { limit: 5, cursor: 'a b' } });
    expect(await answer.json()).toMatchObject({ query: { limit: '5', cursor: 'a b' } });
    await expect(callEndpoint(options, listSkillsPage, { query: { limit: 500 } })).rejects.toThrow('Must be a whole number from 1 to 200.');
    let overridden: Record<string, string> = {};
    server.override(listSkillsPage, (request) => {
      overridden = request.query;
      return { status: 200, body: { skills: [], next_cursor: null, total: 0 } };
    });
    await callEndpoint(options, listSkillsPage, { query: { limit: 500 } });
    expect(overridden).toEqual({ limit: '500' });
  });

  it('fails an endpoint with the given error text, and rejects other tokens', async () => {
    const server = new FakeFilesServer();
    server.fail(getGenerationStatus, 500, 'Database unavailable.');
    await expect(callEndpoint(options, getGenerationStatus, { params: { resumeId: 1 } })).rejects.toThrow('Database unavailable.');
    await expect(
      sendRequest({ ...options, getAccessToken: async () => 'stolen' }, downloadFormattedResume, { params: { formattedResumeId: 1 } }),
    ).rejects.toThrow('Missing or invalid token.');
  });
});
