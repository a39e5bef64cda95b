// Least privilege on private uploads (issue 35, item 3): a private file is read by its owner and
// by the staff roles whose queue uses it, decided by the staff route table
// (domain/staff/staff-routes.ts UPLOAD_REVIEW_ROUTES); every other staff role, another member and
// a visitor get the same 404 as for a missing file. The expected readers are written out here, not
// read from the table, so a change of the table fails this test until it is meant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSES, type PrivateUploadPurpose, type UploadPurpose } from '../../../domain/shared/upload-purposes.ts';
import { STAFF_ROLES, type StaffRole } from '../../../domain/staff/staff-roles.ts';
import { STAFF_ROUTES, UPLOAD_REVIEW_ROUTES } from '../../../domain/staff/staff-routes.ts';
import { createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { png } from '../../support/png.ts';
import { roleTokens } from '../staff/staff-support.ts';

const EXPECTED_READERS: Record<PrivateUploadPurpose, readonly StaffRole[]> = {
  'certification-licence': ['operations', 'admin'],
  'certification-authorisation': ['operations', 'admin'],
  'cooperation-licence': ['operations', 'admin'],
  'cooperation-authorisation': ['operations', 'admin'],
  receipt: ['finance', 'admin'],
  'service-receipt': ['finance', 'admin'],
  refundEvidence: ['finance', 'warehouse', 'admin'],
  'service-certificate': ['service', 'admin'],
  'service-attachment': ['service', 'admin'],
};

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let owner: string;
let other: string;
let ownerId: number;
const urls = {} as Record<PrivateUploadPurpose, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await roleTokens(ctx);
  owner = await login(ctx, DEMO.personal, DEMO.password);
  other = await login(ctx, DEMO.enterprise, DEMO.password);
  const me = await ctx.handle.db.selectFrom('member').select('id').where('username', '=', DEMO.personal).executeTakeFirstOrThrow();
  ownerId = Number(me.id);
  for (const purpose of Object.keys(EXPECTED_READERS) as PrivateUploadPurpose[]) {
    const stored = await ctx.app.providers.uploads.put({ bytes: png(8, 8), mime: 'image/png', purpose, ownerMemberId: ownerId, visibility: 'private' });
    urls[purpose] = stored.url;
  }
}, 120_000);
afterAll(async () => ctx?.close());

const read = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the table', () => {
  it('names every private purpose, and each names a declared staff GET route', () => {
    const privates = UPLOAD_PURPOSES.filter((p) => p !== 'avatar');
    expect(Object.keys(UPLOAD_REVIEW_ROUTES).sort()).toEqual([...privates].sort());
    expect(Object.keys(EXPECTED_READERS).sort()).toEqual([...privates].sort());
    const declared = new Set(STAFF_ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const [purpose, route] of Object.entries(UPLOAD_REVIEW_ROUTES)) expect(declared.has(route), `${purpose}: ${route}`).toBe(true);
  });
});

describe('GET /files/uploads/:id of a private upload', () => {
  for (const purpose of Object.keys(EXPECTED_READERS) as PrivateUploadPurpose[]) {
    it(`${purpose}: read by ${EXPECTED_READERS[purpose].join(', ')} and the owner; every other role, another member and a visitor get 404`, async () => {
      const url = urls[purpose];
      for (const role of STAFF_ROLES) {
        const res = await read(url, bearer(tokens[role]));
        const allowed = EXPECTED_READERS[purpose].includes(role);
        expect(res.statusCode, `${role} reading ${purpose}`).toBe(allowed ? 200 : 404);
        if (allowed) expect(res.headers['content-type']).toBe('image/png');
        // A refused role learns nothing: the very answer of a missing file.
        else expect(res.json()).toEqual((await read(`/files/uploads/${'0'.repeat(32)}`, bearer(tokens[role]))).json());
      }
      expect((await read(url, bearer(owner))).statusCode).toBe(200);
      expect((await read(url, { cookie: `token=${owner}` })).statusCode).toBe(200);
      expect((await read(url, bearer(other))).statusCode).toBe(404);
      expect((await read(url, { cookie: `token=${other}` })).statusCode).toBe(404);
      expect((await read(url)).statusCode).toBe(404);
    });
  }

  it('a row whose purpose the table does not know is the 管理员\'s and the owner\'s only', async () => {
    const stored = await ctx.app.providers.uploads.put({ bytes: png(8, 8), mime: 'image/png', purpose: 'legacy-scan' as UploadPurpose, ownerMemberId: ownerId });
    for (const role of STAFF_ROLES) expect((await read(stored.url, bearer(tokens[role]))).statusCode, role).toBe(role === 'admin' ? 200 : 404);
    expect((await read(stored.url, bearer(owner))).statusCode).toBe(200);
  });

  it('an avatar stays public to everyone', async () => {
    const stored = await ctx.app.providers.uploads.put({ bytes: png(8, 8), mime: 'image/png', purpose: 'avatar', ownerMemberId: ownerId });
    expect((await read(stored.url)).statusCode).toBe(200);
    expect((await read(stored.url, bearer(tokens.warehouse))).statusCode).toBe(200);
  });
});
