// The cooperation application machine (machines/cooperation/cooperation-form.ts): every shortest
// path walked with fake actors, and the rules of what is sent.
import { describe, expect, it } from 'vitest';
import {
  checkCooperationFile, cooperationFormMachine, type CooperationFormContext, type CooperationFormEvent, type PickedFile, type SubmitInput,
} from '../../../machines/cooperation/cooperation-form.ts';
import { cooperationProblems, EMPTY_DRAFT, type CooperationDraft } from '../../../domain/cooperation/cooperation-payloads.ts';
import { COOPERATION_FILE_MAX_BYTES } from '../../../domain/cooperation/cooperation-rules.ts';
import { buildCreditCode } from '../../../domain/shared/credit-code.ts';
import { flushMicrotasks, type Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const CODE = buildCreditCode('91', '320594', 'MA1N2X3K');
const VALID: CooperationDraft = {
  programme: 1,
  companyName: '苏州精工传动设备有限公司',
  creditCode: CODE,
  contact: '陈经理',
  mobile: '13912345678',
  email: '',
  categoryIds: [1, 2],
  brands: ['SKF'],
  salesRange: 3,
};
const LICENCE: PickedFile = { name: '营业执照.png', size: 48_000, type: 'image/png' };
const AUTH: PickedFile = { name: '授权书.pdf', size: 120_000, type: 'application/pdf' };
const SVG: PickedFile = { name: 'x.svg', size: 300, type: 'image/svg+xml' };
const CONFLICT = { message: '您已有一份合作申请正在审核中', status: 409 };

const EVENTS = [
  { type: 'EDIT', patch: VALID },
  { type: 'EDIT', patch: { creditCode: `${CODE.slice(0, 17)}${CODE[17] === '0' ? '1' : '0'}` } },
  { type: 'EDIT', patch: { programme: 2 } },
  { type: 'PICK', slot: 'licence', file: LICENCE },
  { type: 'PICK', slot: 'authorisation', file: AUTH },
  { type: 'PICK', slot: 'licence', file: SVG },
  { type: 'DROP', slot: 'licence' },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.submit', output: { id: 41 } },
  { type: 'xstate.error.actor.submit', error: CONFLICT },
] as unknown as CooperationFormEvent[];

interface Effects {
  submits: SubmitInput[];
}

function start(effects: Effects): Harness {
  return startMachine(cooperationFormMachine, {
    input: {},
    provide: (fake) => ({ actors: { submit: fake.promise<{ id: number }, SubmitInput>('submit', effects.submits) } }),
  });
}

const paths = shortestPaths(cooperationFormMachine, { events: EVENTS, input: {}, stopWhenDone: true });

describePaths('cooperation form, model-based', paths, {
  effects: (): Effects => ({ submits: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: CooperationFormContext };
    // A refused file is never kept; only complete forms with their files are sent.
    expect(snap.context.files.licence === null || snap.context.files.licence === LICENCE).toBe(true);
    for (const s of effects.submits) {
      expect(cooperationProblems({ ...EMPTY_DRAFT, ...s.fields, email: s.fields.email ?? '' })).toEqual({});
      expect(s.licence).toBe(LICENCE);
      if (s.fields.programme === 2) expect(s.authorisation).toBe(AUTH);
    }
    if (snap.value === 'done') expect(snap.context.applicationId).toBe(41);
    if (snap.value === 'refused') expect(snap.context).toMatchObject({ serverError: CONFLICT.message, serverStatus: 409 });
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(cooperationFormMachine, paths);
});

describe('cooperation form rules', () => {
  it('checks a picked file by type and size with the server limits', () => {
    expect(checkCooperationFile(LICENCE)).toBeNull();
    expect(checkCooperationFile(AUTH)).toBeNull();
    expect(checkCooperationFile({ name: 'a.jpg', size: COOPERATION_FILE_MAX_BYTES, type: 'image/jpeg' })).toBeNull();
    expect(checkCooperationFile(SVG)).toBe('wrongType');
    expect(checkCooperationFile({ ...LICENCE, size: COOPERATION_FILE_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(checkCooperationFile({ ...LICENCE, size: 0 })).toBe('emptyFile');
  });

  it('an empty form shows every problem and sends nothing; editing a field clears its problem', () => {
    const effects: Effects = { submits: [] };
    const h = start(effects);
    h.send({ type: 'SUBMIT' });
    const ctx = h.snapshot().context as CooperationFormContext;
    expect(Object.keys(ctx.problems).sort()).toEqual(['categoryIds', 'companyName', 'contact', 'creditCode', 'mobile', 'programme', 'salesRange']);
    expect(ctx.fileErrors).toEqual({ licence: 'missing' });
    expect(effects.submits).toEqual([]);
    h.send({ type: 'EDIT', patch: { companyName: '无锡精密机械有限公司' } });
    expect((h.snapshot().context as CooperationFormContext).problems.companyName).toBeUndefined();
    h.stop();
  });

  it('a brand dealer needs the authorisation; choosing another programme drops that error', () => {
    const effects: Effects = { submits: [] };
    const h = start(effects);
    h.send({ type: 'EDIT', patch: { ...VALID, programme: 2 } });
    h.send({ type: 'PICK', slot: 'licence', file: LICENCE });
    h.send({ type: 'SUBMIT' });
    expect((h.snapshot().context as CooperationFormContext).fileErrors).toEqual({ authorisation: 'missing' });
    h.send({ type: 'EDIT', patch: { programme: 1 } });
    expect((h.snapshot().context as CooperationFormContext).fileErrors).toEqual({});
    h.send({ type: 'SUBMIT' });
    expect(h.snapshot().value).toBe('submitting');
    expect(effects.submits[0]).toMatchObject({ fields: { programme: 1, creditCode: CODE, brands: ['SKF'] }, licence: LICENCE, authorisation: null });
    expect(effects.submits[0]!.fields).not.toHaveProperty('email');
    h.stop();
  });

  it('a refusal is kept until the member edits; sending again works', async () => {
    const effects: Effects = { submits: [] };
    const h = start(effects);
    h.send({ type: 'EDIT', patch: VALID });
    h.send({ type: 'PICK', slot: 'licence', file: LICENCE });
    h.send({ type: 'SUBMIT' });
    h.pending('submit')!.reject(CONFLICT);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('refused');
    h.send({ type: 'SUBMIT' });
    expect(h.snapshot().value).toBe('submitting');
    h.pending('submit')!.resolve({ id: 7 });
    await flushMicrotasks();
    expect(h.snapshot()).toMatchObject({ value: 'done', context: { applicationId: 7 } });
    expect(effects.submits).toHaveLength(2);
    h.stop();
  });
});
