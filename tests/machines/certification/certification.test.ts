// The enterprise certification machine (machines/certification/certification.ts): every shortest
// path walked with fake actors (load, lookup, submit), every state reached, and the rules of what
// is sent: fill, look up, upload, submit, pending, approved, rejected, resubmit, re-certify.
import { describe, expect, it } from 'vitest';
import { EMPTY_CERTIFICATION_DRAFT, certificationProblems, type CertificationDraft } from '../../../domain/certification/certification-payloads.ts';
import type { CertificationInfo, CertificationState } from '../../../domain/certification/certification-views.ts';
import { buildCreditCode } from '../../../domain/shared/credit-code.ts';
import {
  certificationMachine, checkCertFile, draftOf, type CertificationContext, type CertificationEvent, type Loaded, type LookupResult, type PickedFile, type SubmitInput,
} from '../../../machines/certification/certification.ts';
import { flushMicrotasks, type Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const CODE = buildCreditCode('91', '320594', 'MA1N2X3K');
const VALID: CertificationDraft = {
  ...EMPTY_CERTIFICATION_DRAFT,
  companyName: '苏州精工传动设备有限公司',
  creditCode: CODE,
  legalPerson: '陈建国',
  regAddress: '江苏省苏州市工业园区星湖街 328 号',
  applicantName: '陈建国',
  applicantMobile: '13912345678',
};
const LICENCE: PickedFile = { name: '营业执照.png', size: 48_000, type: 'image/png' };
const PDF: PickedFile = { name: '营业执照.pdf', size: 48_000, type: 'application/pdf' };

const stateOf = (status: CertificationState['status']): CertificationState => ({
  status, statusText: '', mayApply: status !== 0, companyName: status === -1 ? null : VALID.companyName, reasonCode: status === 2 ? 'nameMismatch' : null,
  reason: null, memberType: status === 1 ? 2 : 1, vipEndTime: null, trialVipDays: 30, trialUsed: status === 1, vip688: true,
});
const INFO: CertificationInfo = {
  id: 7, companyName: VALID.companyName, creditCode: CODE, legalPerson: '陈建国', regAddress: VALID.regAddress, applicantName: '陈建国', applicantMobile: '13912345678',
  applicantIsLegal: true, licenceUrl: '/files/uploads/x', authorisationUrl: null, codeCheckFailed: false, linkRequested: false, status: 2, statusText: '已驳回',
  reasonCode: 'nameMismatch', reason: '企业名称与营业执照不一致', createdAt: '2026-11-01T00:00:00.000Z', reviewedAt: null, history: [],
};
const loaded = (status: CertificationState['status']): Loaded => ({ state: stateOf(status), info: status === -1 ? null : { ...INFO, status: status as 0 | 1 | 2 | 3 } });
const MATCH = { companyName: '苏州精工传动设备有限公司', creditCode: CODE, legalPerson: '陈建国', regAddress: '江苏省苏州市工业园区星湖街 328 号' };
const FOUND: LookupResult = { matches: [MATCH], certified: false };
const TAKEN: LookupResult = { matches: [], certified: true };
const CONFLICT = { message: '该企业已由其他账号完成认证', status: 409 };

const EVENTS = [
  ...([-1, 0, 1, 2, 3] as const).map((s) => ({ type: 'xstate.done.actor.load', output: loaded(s) })),
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'RETRY' },
  { type: 'REFRESH' },
  { type: 'EDIT_AGAIN' },
  { type: 'EDIT', patch: { applicantName: '陈建国', applicantMobile: '13912345678' } },
  { type: 'LOOKUP', keyword: '精工' },
  { type: 'xstate.done.actor.lookup', output: FOUND },
  { type: 'PICK_COMPANY', company: MATCH },
  { type: 'xstate.done.actor.check', output: TAKEN },
  { type: 'PICK', slot: 'licence', file: LICENCE },
  { type: 'PICK', slot: 'licence', file: PDF },
  { type: 'DROP', slot: 'licence' },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.submit', output: { id: 8 } },
  { type: 'xstate.error.actor.submit', error: CONFLICT },
] as unknown as CertificationEvent[];

interface Effects {
  loads: void[];
  lookups: { keyword: string }[];
  submits: SubmitInput[];
}

function start(effects: Effects): Harness {
  return startMachine(certificationMachine, {
    provide: (fake) => ({
      actors: {
        load: fake.promise<Loaded, void>('load', effects.loads),
        lookup: fake.promise<LookupResult, { keyword: string }>('lookup', effects.lookups),
        check: fake.promise<LookupResult, { keyword: string }>('check', effects.lookups),
        submit: fake.promise<{ id: number }, SubmitInput>('submit', effects.submits),
      },
    }),
  });
}

// Only the start's status may vary, never the same walk twice through loading: keeps the paths few.
const paths = shortestPaths(certificationMachine, {
  events: EVENTS,
  filterEvents: (state, event) => {
    const ctx = state.context as CertificationContext;
    if ((event.type as string) === 'xstate.done.actor.load' && ctx.state !== null) return (event as unknown as { output: Loaded }).output.state.status === 0;
    return true;
  },
});

describePaths('certification, model-based', paths, {
  effects: (): Effects => ({ loads: [], lookups: [], submits: [] }),
  start,
  check: (effects) => {
    // Only complete forms are sent, with the licence; the applicant is the legal representative here.
    for (const s of effects.submits) {
      expect(certificationProblems(s.fields)).toEqual({});
      expect(s.licence).toBe(LICENCE);
      expect(s.authorisation).toBeNull();
      expect(s.fields.applicantName).toBe(s.fields.legalPerson);
    }
    for (const l of effects.lookups) expect(l.keyword.length).toBeGreaterThanOrEqual(2);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(certificationMachine, paths, ['certification.deciding']);
});

describe('certification rules', () => {
  it('checks a picked image by type and size; PDFs are refused', () => {
    expect(checkCertFile(LICENCE)).toBeNull();
    expect(checkCertFile(PDF)).toBe('wrongType');
    expect(checkCertFile({ ...LICENCE, size: 0 })).toBe('emptyFile');
    expect(checkCertFile({ ...LICENCE, size: 6 * 1024 * 1024 })).toBe('tooLarge');
  });

  it('an empty form shows every problem and sends nothing; a failed check character must be confirmed', async () => {
    const effects: Effects = { loads: [], lookups: [], submits: [] };
    const h = start(effects);
    h.pending('load')!.resolve(loaded(-1));
    await flushMicrotasks();
    h.send({ type: 'SUBMIT' });
    const ctx = h.snapshot().context as CertificationContext;
    // 经办人即法定代表人 is ticked by default: the applicant's name is the legal representative's, told there only.
    expect(Object.keys(ctx.problems).sort()).toEqual(['applicantMobile', 'companyName', 'creditCode', 'legalPerson', 'regAddress']);
    expect(ctx.fileErrors).toEqual({ licence: 'missing' });
    const wrong = `${CODE.slice(0, 17)}${CODE[17] === '0' ? '1' : '0'}`;
    h.send({ type: 'EDIT', patch: { ...VALID, creditCode: wrong } });
    h.send({ type: 'PICK', slot: 'licence', file: LICENCE });
    h.send({ type: 'SUBMIT' });
    expect((h.snapshot().context as CertificationContext).problems.creditCode).toContain('校验位不符');
    h.send({ type: 'EDIT', patch: { confirmCodeWarning: true } });
    h.send({ type: 'SUBMIT' });
    expect(h.snapshot().value).toBe('submitting');
    expect(effects.submits[0]!.fields).toMatchObject({ creditCode: wrong, confirmCodeWarning: true });
    h.stop();
  });

  it('an applicant other than the legal representative needs the authorisation letter', async () => {
    const effects: Effects = { loads: [], lookups: [], submits: [] };
    const h = start(effects);
    h.pending('load')!.resolve(loaded(-1));
    await flushMicrotasks();
    h.send({ type: 'EDIT', patch: { ...VALID, applicantIsLegal: false, applicantName: '王小明' } });
    h.send({ type: 'PICK', slot: 'licence', file: LICENCE });
    h.send({ type: 'SUBMIT' });
    expect((h.snapshot().context as CertificationContext).fileErrors).toEqual({ authorisation: 'missing' });
    h.send({ type: 'PICK', slot: 'authorisation', file: { ...LICENCE, name: '授权委托书.png' } });
    h.send({ type: 'SUBMIT' });
    expect(effects.submits[0]!.authorisation?.name).toBe('授权委托书.png');
    h.stop();
  });

  it('a refused file is named (a PDF, too large, empty) until a good one is picked or it is removed; nothing refused is sent', async () => {
    const effects: Effects = { loads: [], lookups: [], submits: [] };
    const h = start(effects);
    h.pending('load')!.resolve(loaded(-1));
    await flushMicrotasks();
    const ctx = () => h.snapshot().context as CertificationContext;
    h.send({ type: 'EDIT', patch: VALID });
    h.send({ type: 'PICK', slot: 'licence', file: PDF });
    expect(ctx().fileErrors).toEqual({ licence: 'wrongType' });
    expect(ctx().refused.licence).toBe(PDF);
    expect(ctx().files.licence).toBeNull();
    h.send({ type: 'SUBMIT' });
    expect(effects.submits).toEqual([]);
    const big = { ...LICENCE, name: '执照大图.jpg', type: 'image/jpeg', size: 7 * 1024 * 1024 };
    h.send({ type: 'PICK', slot: 'licence', file: big });
    expect(ctx().fileErrors).toEqual({ licence: 'tooLarge' });
    expect(ctx().refused.licence).toBe(big);
    h.send({ type: 'DROP', slot: 'licence' });
    expect(ctx().refused).toEqual({});
    expect(ctx().fileErrors).toEqual({});
    h.send({ type: 'PICK', slot: 'licence', file: PDF });
    h.send({ type: 'PICK', slot: 'licence', file: LICENCE });
    expect(ctx().refused).toEqual({});
    expect(ctx().fileErrors).toEqual({});
    h.send({ type: 'SUBMIT' });
    expect(effects.submits[0]!.licence).toBe(LICENCE);
    h.stop();
  });

  it('经办人即法定代表人 fills the applicant with the legal representative and keeps them in step; unticked, the applicant is typed', async () => {
    const effects: Effects = { loads: [], lookups: [], submits: [] };
    const h = start(effects);
    h.pending('load')!.resolve(loaded(-1));
    await flushMicrotasks();
    const draft = () => (h.snapshot().context as CertificationContext).draft;
    h.send({ type: 'EDIT', patch: { legalPerson: '陈建国' } });
    expect(draft().applicantName).toBe('陈建国');
    h.send({ type: 'EDIT', patch: { applicantName: '王小明' } });
    expect(draft().applicantName).toBe('陈建国');
    h.send({ type: 'EDIT', patch: { applicantIsLegal: false } });
    h.send({ type: 'EDIT', patch: { applicantName: '王小明' } });
    expect(draft().applicantName).toBe('王小明');
    h.send({ type: 'EDIT', patch: { legalPerson: '陈建军' } });
    expect(draft().applicantName).toBe('王小明');
    h.send({ type: 'EDIT', patch: { applicantIsLegal: true } });
    expect(draft().applicantName).toBe('陈建军');
    h.send({ type: 'PICK_COMPANY', company: MATCH });
    expect(draft()).toMatchObject({ legalPerson: '陈建国', applicantName: '陈建国' });
    expect(draftOf({ ...INFO, applicantName: '旧名字' }).applicantName).toBe('陈建国');
    expect(draftOf({ ...INFO, applicantIsLegal: false, applicantName: '王小明' }).applicantName).toBe('王小明');
    h.stop();
  });

  it('a rejected application is edited from its last values and resubmitted', async () => {
    expect(draftOf(INFO)).toMatchObject({ companyName: VALID.companyName, creditCode: CODE, applicantIsLegal: true });
    const effects: Effects = { loads: [], lookups: [], submits: [] };
    const h = start(effects);
    h.pending('load')!.resolve(loaded(2));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('rejected');
    h.send({ type: 'EDIT_AGAIN' });
    expect((h.snapshot().context as CertificationContext).draft.companyName).toBe(VALID.companyName);
    h.send({ type: 'PICK', slot: 'licence', file: LICENCE });
    h.send({ type: 'SUBMIT' });
    expect(h.snapshot().value).toBe('submitting');
    h.stop();
  });
});
