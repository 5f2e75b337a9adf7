/**
 * @jest-environment node
 */
// The client runs the same in the browser; Node provides the real Response class that jsdom lacks.
import { z } from 'zod';
import { defineEndpoint } from '@careerforge/contract';
import { getUserInfo } from '@careerforge/contract';
import { ApiError, callEndpoint, errorMessage } from './client';

const options = { baseUrl: 'http://api.test', getAccessToken: jest.fn(async () => 'token-123') };

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('callEndpoint', () => {
  it('sends a fresh bearer token and the query, and returns the parsed response', async () => {
    const profile = { username: 'jane', full_name: null, email: 'jane@example.com', phone_number: null, avatar_url: null };
    fetchMock.mockResolvedValue(jsonResponse(profile));

    await expect(callEndpoint(options, getUserInfo, { query: { user_id: 'abc' } })).resolves.toEqual(profile);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/api/get-user-info?user_id=abc');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
  });

  it('sends a JSON body with its content type', async () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/api/things/:id/',
      summary: 'test',
      params: z.object({ id: z.number() }),
      body: z.object({ name: z.string() }),
      response: z.object({ ok: z.boolean() }),
    });
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await callEndpoint(options, endpoint, { params: { id: 7 }, body: { name: 'x' } });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/api/things/7/');
    expect(init?.body).toBe('{"name":"x"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("turns an error body into an ApiError carrying the server's error text and status", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Skill not found' }, 404));

    const failure = callEndpoint(options, getUserInfo, { query: { user_id: 'abc' } });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Skill not found', status: 404 });
  });

  it('names the status when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502 }));
    await expect(callEndpoint(options, getUserInfo, { query: { user_id: 'abc' } })).rejects.toMatchObject({
      message: 'Request failed (HTTP 502)',
      serverMessage: null,
      status: 502,
    });
  });

  it("leaves the message to the screen when a JSON error body has no error text", async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, 500));
    const failure = callEndpoint(options, getUserInfo, { query: { user_id: 'abc' } });
    await expect(failure).rejects.toMatchObject({ serverMessage: null, status: 500 });
    expect(errorMessage(await failure.catch((error: unknown) => error), 'Failed to fetch skills')).toBe('Failed to fetch skills');
  });

  it('rejects a response that does not match the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ username: 42 }));
    await expect(callEndpoint(options, getUserInfo, { query: { user_id: 'abc' } })).rejects.toThrow(
      /Unexpected response from GET \/api\/get-user-info/,
    );
  });
});

describe('errorMessage', () => {
  it("prefers the server's text and otherwise uses the screen's fallback", () => {
    expect(errorMessage(new ApiError('Duplicate skill', 409), 'Failed to add skill')).toBe('Duplicate skill');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to add skill')).toBe('Failed to add skill');
    expect(errorMessage(new ApiError(null, 502), 'Something went wrong while parsing text.')).toBe(
      'Something went wrong while parsing text.',
    );
  });
});
