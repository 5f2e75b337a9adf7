import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApi, type TestApi, type TestUser } from './support/api';

let api: TestApi;
let userCount = 0;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newUser = () => api.signIn(`auth0|compression-user-${++userCount}`);
const listCareer = (user: TestUser, acceptEncoding?: string) =>
  user.request('GET', '/api/resumes/history/', undefined, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });

/** Enough positions that the list is several KiB of JSON. */
async function userWithLongCareer(): Promise<TestUser> {
  const user = await newUser();
  for (let index = 0; index < 8; index += 1) {
    const response = await user.request('POST', '/api/resumes/history/submit', {
      position: `Backend Engineer ${index}`,
      company: 'Acme Corp',
      startDate: '2019-03-01',
      endDate: '2022-06-30',
      description: 'Built and ran the billing platform for the whole company, from invoices to payouts.',
      accomplishments: ['Cut invoice run time by 80%', 'Led the move to PostgreSQL', 'Mentored four engineers'],
    });
    expect(response.statusCode).toBe(201);
  }
  return user;
}

describe('compressed JSON answers', () => {
  it('sends a big list brotli-encoded to a caller that accepts br, gzip-encoded to one that accepts gzip only', async () => {
    const user = await userWithLongCareer();
    const plain = await listCareer(user);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await listCareer(user, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await listCareer(user, 'gzip;q=1.0, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is, still saying that it varies by Accept-Encoding', async () => {
    const user = await newUser();
    const response = await listCareer(user, 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.json()).toEqual({ career: [] });
  });

  it('sends a big list uncompressed to a caller that accepts no encoding it knows', async () => {
    const user = await userWithLongCareer();
    const response = await listCareer(user, 'identity, deflate');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().career).toHaveLength(8);
  });
});
